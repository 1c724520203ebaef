import { CtaBand } from "~/components/sections/cta-band";
import { PageHero } from "~/components/sections/page-hero";
import { pageMeta } from "~/seo";
import { paths, site } from "~/site";
import { MissionVision } from "./mission-vision";
import { OurStory } from "./our-story";
import { TeamSection } from "./team-section";

export const meta = () =>
  pageMeta({
    title: "About Us",
    description: `Founded in ${site.foundingYear} in ${site.address.city}, ${site.name} builds, secures and runs technology for businesses worldwide. Our story, mission, vision, values and leadership team.`,
    path: paths.about,
  });

export default function AboutPage() {
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
