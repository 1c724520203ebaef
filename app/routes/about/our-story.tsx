import { Artwork } from "~/components/artwork";
import { Picture } from "~/components/picture";
import { SplitSection } from "~/components/sections/split-section";
import { Icon } from "~/components/ui/icons";
import { claims, companyStats, milestones } from "~/content/company";
import { officePictures } from "~/content/office-pictures";
import { site } from "~/site";

/** How the company started and grew: the story, the numbers and the milestones. */
export function OurStory() {
  const { city, region } = site.address;
  return (
    // Close under the page's header, as on the other inner pages.
    <SplitSection
      id="story"
      className="pt-4 sm:pt-8"
      columns="grid items-center gap-12 lg:grid-cols-2 lg:gap-16"
      eyebrow="Our story"
      title={`From a small ${city} studio to a trusted technology partner`}
      beside={<Headquarters />}
      below={<Milestones />}
    >
      <div className="mt-6 space-y-5 text-base/7 text-pretty text-muted sm:text-lg/8">
        <p>
          {site.name} was founded in {site.foundingYear} in {city}, {region}, by five engineers who
          believed that world-class software did not have to come from a metro. Our first project
          was an appointment system for a local hospital. It still runs today.
        </p>
        <p>
          Word spread. Manufacturers, national retailers, fintechs and hospital networks asked us to
          build, migrate and secure their systems, and we grew one practice at a time: cloud, then
          cybersecurity, then data and AI, always hiring and training talent from central India.
        </p>
        <p>
          Today {claims.team} work from our {city} headquarters and remotely. We have completed{" "}
          {claims.projects} for {claims.clients} in {claims.regionCount}, and most of our new work
          still comes from referrals.
        </p>
      </div>
    </SplitSection>
  );
}

/** The headquarters' photograph with its address, over the company's numbers. */
function Headquarters() {
  const { city, region } = site.address;
  return (
    <div>
      <div className="relative">
        <Picture
          picture={officePictures.headquarters}
          sizes="(min-width: 1280px) 592px, (min-width: 1024px) 46vw, 92vw"
          className="aspect-[4/3] rounded-3xl shadow-2xl shadow-primary/20 ring-1 ring-border"
          fallback={
            <Artwork
              seed="nexora-story"
              icon="users"
              label={`Illustration: the ${site.shortName} team at work in ${city}`}
              className="aspect-[4/3] rounded-3xl shadow-2xl shadow-primary/20 ring-1 ring-border"
            />
          }
        />
        <p className="absolute bottom-4 left-4 flex items-center gap-3 rounded-2xl bg-slate-950/70 px-4 py-3 text-sm text-white ring-1 ring-white/15 backdrop-blur-md">
          <Icon name="mapPin" className="size-5 shrink-0 text-cyan-300" />
          <span>
            <span className="block font-semibold">Headquarters</span>
            <span className="text-slate-200">
              {city}, {region}
            </span>
          </span>
        </p>
      </div>
      <dl className="mt-6 grid grid-cols-2 gap-4">
        {companyStats.map((stat) => (
          <div
            key={stat.label}
            className="flex flex-col-reverse justify-end rounded-2xl border border-border bg-surface p-5"
          >
            <dt className="mt-1 text-sm text-muted">{stat.label}</dt>
            <dd className="bg-gradient-to-r from-primary to-accent bg-clip-text text-3xl font-bold tracking-tight text-transparent tabular-nums">
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** The company's milestones, year by year, on a line. */
function Milestones() {
  return (
    <div className="mt-20">
      <h3 className="text-center text-2xl font-bold tracking-tight">Milestones</h3>
      <ol className="relative mt-10 grid gap-8 before:absolute before:inset-y-2 before:left-[0.4375rem] before:w-0.5 before:bg-border md:grid-cols-5 md:gap-6 md:before:inset-x-0 md:before:top-[0.4375rem] md:before:bottom-auto md:before:h-0.5 md:before:w-auto">
        {milestones.map((milestone) => (
          <li key={milestone.year} className="relative pl-8 md:pt-8 md:pl-0">
            <span
              aria-hidden="true"
              className="absolute top-1 left-0 size-4 rounded-full bg-primary ring-4 ring-background md:top-0"
            />
            <p className="text-sm font-bold text-accent tabular-nums">{milestone.year}</p>
            <h4 className="mt-1 font-semibold">{milestone.title}</h4>
            <p className="mt-2 text-sm/6 text-muted">{milestone.description}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
