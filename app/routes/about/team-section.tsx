import { Picture } from "~/components/picture";
import { Section } from "~/components/sections/section";
import { CardGrid } from "~/components/sections/card-grid";
import { Icon } from "~/components/ui/icons";
import { team } from "~/content/team";
import { teamPortraits } from "~/content/team-pictures";
import { TeamPortrait } from "./team-portrait";

const portraitFrame =
  "aspect-[4/5] w-28 shrink-0 rounded-xl sm:w-full sm:rounded-none sm:transition-transform sm:duration-500 sm:motion-safe:group-hover:scale-[1.03]";

/** A leader's card: portrait, name, position, city and short bio. */
function TeamCard({ member }: { member: (typeof team)[number] }) {
  return (
    <li className="group flex gap-5 overflow-hidden rounded-2xl border border-border bg-surface p-4 shadow-sm transition duration-300 hover:border-primary/50 hover:shadow-xl hover:shadow-primary/10 sm:flex-col sm:gap-0 sm:p-0">
      <div className="sm:overflow-hidden">
        <Picture
          picture={teamPortraits[member.slug]}
          sizes="(min-width: 1280px) 290px, (min-width: 1024px) 23vw, (min-width: 640px) 46vw, 112px"
          className={portraitFrame}
          fallback={
            <TeamPortrait
              name={member.name}
              alt={`Portrait of ${member.name}, ${member.position}`}
              className={portraitFrame}
            />
          }
        />
      </div>
      <div className="flex min-w-0 flex-1 flex-col sm:p-6">
        <h3 className="text-lg font-semibold tracking-tight">{member.name}</h3>
        <p className="mt-1 text-sm font-medium text-accent">{member.position}</p>
        <p className="mt-2 flex items-center gap-1.5 text-sm text-muted">
          <Icon name="mapPin" className="size-4 shrink-0" />
          <span>
            <span className="sr-only">Works from </span>
            {member.city}
          </span>
        </p>
        <p className="mt-4 text-sm/6 text-muted">{member.bio}</p>
      </div>
    </li>
  );
}

/** The four leaders, each with a portrait, position, city and short bio. */
export function TeamSection() {
  return (
    <Section
      id="team"
      eyebrow="Leadership"
      title="Meet our team"
      lead="The people who answer for every project we take on, and who you will meet in your first workshop."
    >
      <CardGrid>
        {team.map((member) => (
          <TeamCard key={member.slug} member={member} />
        ))}
      </CardGrid>
    </Section>
  );
}
