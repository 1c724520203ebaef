import { PageHero } from "~/components/sections/page-hero";
import { pageMeta } from "~/seo";
import { site } from "~/site";

export const meta = () => pageMeta({ title: "Home", description: site.description, path: "/" });

export default function Home() {
  return (
    <PageHero
      eyebrow={site.tagline}
      title="Technology that moves your business forward"
      lead={site.description}
    />
  );
}
