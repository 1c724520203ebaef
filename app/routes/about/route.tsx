import { PageHero } from "~/components/sections/page-hero";
import { pageMeta } from "~/seo";

export const meta = () =>
  pageMeta({ title: "About", description: "About at Nexora Technologies.", path: "/about" });

export default function Page() {
  return (
    <PageHero
      eyebrow="Nexora Technologies"
      title="About"
      lead="Content coming in the next issue."
    />
  );
}
