import { lazyWhenVisible, preloading, staticPart } from "~/components/lazy-section";
import { pageMeta } from "~/seo";
import { paths, site } from "~/site";
import { testimonials } from "~/content/testimonials";
import type { Route } from "./+types/route";
// Hydrated with the page: the carousel keeps its 8-second rhythm wherever the visitor is.
import { Testimonials } from "./testimonials";

// The parts that only show never hydrate; their links are the router's all the same.
const HomeTop = staticPart("home-top", () => import("./body").then((m) => m.HomeTop));
const FeaturedProjects = staticPart("home-projects", () =>
  import("./featured-projects").then((m) => m.FeaturedProjects),
);
const HomeClosing = staticPart("home-closing", () => import("./body").then((m) => m.HomeClosing));
// Below the fold, these come alive as the visitor scrolls to them: the counters, prerendered at
// their targets, drop to 0 as they hydrate, before they are seen, and count up once in view; the
// regions draw their client counts.
const WhyChoose = lazyWhenVisible("why-nexora", () =>
  import("./why-choose").then((m) => m.WhyChoose),
);
const GlobalPresence = lazyWhenVisible("global-presence", () =>
  import("./global-presence").then((m) => m.GlobalPresence),
);

export const clientMiddleware = [
  preloading(HomeTop, WhyChoose, FeaturedProjects, GlobalPresence, HomeClosing),
];

/** Build time only: the carousel's quotes reach the browser as the page's data. */
export function loader() {
  return { testimonials };
}

/** The home page, also at /quotation with the quote dialog over it (see routes.ts). */
export const meta: Route.MetaFunction = ({ location }) =>
  // Prerendering asks for "/quotation/".
  location.pathname.replace(/\/$/, "") === paths.quotation
    ? pageMeta({
        title: "Get a Quote",
        description:
          "Tell us about your project and budget, and we will send you a tailored quote.",
        path: paths.quotation,
      })
    : pageMeta({
        title: "Home",
        description: `${site.name}, ${site.address.city}: software development, cloud, cybersecurity, data analytics, AI and mobile apps for startups and enterprises in India and worldwide.`,
        path: paths.home,
      });

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HomeTop />
      <WhyChoose />
      <Testimonials testimonials={loaderData.testimonials} />
      <FeaturedProjects />
      <GlobalPresence />
      <HomeClosing />
    </>
  );
}
