import { CtaBand } from "~/components/sections/cta-band";
import { PageHero } from "~/components/sections/page-hero";
import { paths, site } from "~/site";
import { MissionVision } from "./mission-vision";
import { OurStory } from "./our-story";
import { TeamSection } from "./team-section";

/** The About page's content: it only shows, so it never hydrates (see route.tsx). */
export function AboutBody() {
  return (
    <>
      <PageHero
        eyebrow={`Since ${site.foundingYear}`}
        title={`About ${site.name}`}
        lead={`Building the future of technology from ${site.address.city}, ${site.address.region}: a team of engineers, designers and consultants who turn ambitious ideas into software that works.`}
      />
      <OurStory />
      <MissionVision />
      <TeamSection />
      <CtaBand
        title="Build the future with us"
        lead="We are always looking for curious engineers, designers and consultants. See our open roles and how we hire."
        action={{ to: paths.career, label: "View Careers" }}
      />
    </>
  );
}
