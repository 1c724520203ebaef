import { PageHero } from "~/components/sections/page-hero";
import { pageMeta } from "~/seo";

export const meta = () =>
  pageMeta({
    title: "Featured Projects",
    description: "Featured Projects at Nexora Technologies.",
    path: "/projects",
  });

export default function Page() {
  return (
    <PageHero
      eyebrow="Nexora Technologies"
      title="Featured Projects"
      lead="Content coming in the next issue."
    />
  );
}
