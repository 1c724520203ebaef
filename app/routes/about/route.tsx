import { preloading, staticPart } from "~/components/lazy-section";
import { pageMeta } from "~/seo";
import { paths, site } from "~/site";

export const meta = () =>
  pageMeta({
    title: "About Us",
    description: `Founded in ${site.foundingYear} in ${site.address.city}, ${site.name} builds, secures and runs technology for businesses worldwide. Our story, mission, vision, values and leadership team.`,
    path: paths.about,
  });

const AboutBody = staticPart("about-page", () =>
  import("./body").then((module) => module.AboutBody),
);

export const clientMiddleware = [preloading(AboutBody)];

export default function AboutPage() {
  return <AboutBody />;
}
