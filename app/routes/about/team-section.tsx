import { Section, SectionHeading } from "~/components/sections/section";
import { team } from "~/content/team";
import { TeamPortrait } from "./team-portrait";

/** The four leaders, each with a portrait, position and short bio. */
export function TeamSection() {
  return (
    <Section id="team">
      <SectionHeading
        id="team"
        eyebrow="Leadership"
        title="Meet our team"
        lead="The people who answer for every project we take on, and who you will meet in your first workshop."
      />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:mt-16 lg:grid-cols-4">
        {team.map((member) => (
          <li
            key={member.slug}
            className="group flex flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-sm transition duration-300 hover:border-primary/50 hover:shadow-xl hover:shadow-primary/10"
          >
            <TeamPortrait
              name={member.name}
              alt={member.image.alt}
              tone={member.image.tone}
              className="transition-transform duration-500 motion-safe:group-hover:scale-[1.03]"
            />
            <div className="flex flex-1 flex-col p-6">
              <h3 className="text-lg font-semibold tracking-tight">{member.name}</h3>
              <p className="mt-1 text-sm font-medium text-accent">{member.position}</p>
              <p className="mt-4 text-sm/6 text-muted">{member.bio}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
