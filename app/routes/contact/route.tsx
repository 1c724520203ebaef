import { PageHero } from "~/components/sections/page-hero";
import { pageMeta } from "~/seo";

export const meta = () =>
  pageMeta({
    title: "Contact Us",
    description: "Contact Us at Nexora Technologies.",
    path: "/contact",
  });

export default function Page() {
  return (
    <PageHero
      eyebrow="Nexora Technologies"
      title="Contact Us"
      lead="Content coming in the next issue."
    />
  );
}
