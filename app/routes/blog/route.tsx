import { PageHero } from "~/components/sections/page-hero";
import { pageMeta } from "~/seo";

export const meta = () =>
  pageMeta({
    title: "Latest Insights",
    description: "Latest Insights at Nexora Technologies.",
    path: "/blog",
  });

export default function Page() {
  return (
    <PageHero
      eyebrow="Nexora Technologies"
      title="Latest Insights"
      lead="Content coming in the next issue."
    />
  );
}
