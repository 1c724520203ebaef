import { PageHero } from "~/components/sections/page-hero";
import { pageMeta } from "~/seo";

export const meta = () =>
  pageMeta({
    title: "Our Services",
    description: "Our Services at Nexora Technologies.",
    path: "/services",
  });

export default function Page() {
  return (
    <PageHero
      eyebrow="Nexora Technologies"
      title="Our Services"
      lead="Content coming in the next issue."
    />
  );
}
