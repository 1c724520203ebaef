import type { ReactNode } from "react";
import { Link } from "react-router";
import { ProjectCard } from "~/components/project-card";
import { Section } from "~/components/sections/section";
import { cn } from "~/components/ui/cn";
import { Icon, type IconName } from "~/components/ui/icons";
import { discoveryPhase, formatRange } from "~/content/pricing";
import { projects as allProjects } from "~/content/projects";
import { relatedProjects } from "./related-projects";
import type { Service } from "~/content/services";
import { paths } from "~/site";
import { IconLine } from "~/components/ui/icon-line";

const discoveryPrice = formatRange(discoveryPhase.range);

/** Columns for the cards and panels: as many as there are items, up to three. */
const columns = ["", "md:grid-cols-2", "md:grid-cols-2", "md:grid-cols-2 lg:grid-cols-3"];

/** A panel's tone: the panel's own border and fill, and its icon tile's colours. */
const tones = {
  primary: [
    "border-primary/30 bg-gradient-to-br from-primary/10 via-surface to-accent/10",
    "bg-primary/15 text-primary",
  ],
  accent: ["border-border bg-surface", "bg-accent/15 text-accent"],
} as const;

/** A panel beside the case studies: an icon, a heading, what to know and a link onward. */
function Panel({
  icon,
  tone,
  title,
  link,
  children,
}: {
  icon: IconName;
  tone: keyof typeof tones;
  title: string;
  link: { to: string; label: string };
  children: ReactNode;
}) {
  const [panel, tile] = tones[tone];
  return (
    <li className={cn("flex flex-col rounded-3xl border p-6 shadow-sm sm:p-8", panel)}>
      <span className={cn("inline-flex size-12 items-center justify-center rounded-xl", tile)}>
        <Icon name={icon} className="size-6" />
      </span>
      <h3 className="mt-5 text-xl font-bold tracking-tight">{title}</h3>
      {children}
      <Link
        to={link.to}
        className="mt-auto inline-flex items-center gap-1.5 self-start pt-6 text-sm font-semibold text-primary hover:text-primary-strong"
      >
        {link.label}
        <Icon name="arrowRight" className="size-4" />
      </Link>
    </li>
  );
}

/** How a project in this practice would start: the fixed-price discovery phase. */
function StartPanel({ service }: { service: Service }) {
  return (
    <Panel
      icon={service.icon}
      tone="primary"
      title="How we would start yours"
      link={{ to: paths.pricing, label: "How we price" }}
    >
      <p className="mt-2 text-sm/6 text-pretty text-muted">
        Every {service.title} project begins with a fixed-price {discoveryPhase.title.toLowerCase()}
        : {discoveryPhase.duration} of workshops and analysis that end in a plan and a firm quote.
      </p>
      <p className="mt-5 text-2xl font-bold tracking-tight tabular-nums">{discoveryPrice.inr}</p>
      <p className="text-sm text-muted tabular-nums">{discoveryPrice.usd}</p>
      <ul className="mt-5 space-y-2 text-sm">
        {discoveryPhase.includes.map((item) => (
          <IconLine icon="check" key={item}>
            {item}
          </IconLine>
        ))}
      </ul>
    </Panel>
  );
}

/** For a practice without a published case study: references from a client, on request. */
function ReferencesPanel({ service }: { service: Service }) {
  return (
    <Panel
      icon="users"
      tone="accent"
      title="Talk to a client"
      link={{ to: paths.contact, label: "Ask for references" }}
    >
      <p className="mt-2 text-sm/6 text-pretty text-muted">
        Hear about our {service.title} work from the people it was built for: ask us for references
        and we will put you in touch with a client, in your industry where we can.
      </p>
      <p className="mt-5 text-sm font-semibold">Among the clients who take reference calls:</p>
      <ul className="mt-3 space-y-2 text-sm text-muted">
        {allProjects.slice(0, 4).map((project) => (
          <IconLine icon={project.icon} key={project.slug}>
            {project.client}
          </IconLine>
        ))}
      </ul>
    </Panel>
  );
}

/**
 * Case studies where this service did the work. The grid has as many columns as items; with
 * fewer than three case studies, panels on how a project would start (and, without any, on
 * references) fill the row, so no page shows one lonely card or an empty slot.
 */
export function RelatedWork({ service }: { service: Service }) {
  const projects = relatedProjects(service.slug);
  const items = projects.length + (projects.length < 3 ? 1 : 0) + (projects.length === 0 ? 1 : 0);
  return (
    <Section
      id="related-work"
      className="border-t border-border bg-surface/50"
      eyebrow={projects.length > 0 ? "Case studies" : "Getting started"}
      title={`${service.title} in practice`}
      lead={
        projects.length > 0
          ? "Real projects where this practice did the work, and what changed for the client."
          : "How a project with us starts, and how to hear about our work from a client."
      }
      action={{ to: paths.projects, label: "View all projects" }}
    >
      <ul className={cn("mt-12 grid gap-6", columns[Math.min(items, 3)])}>
        {projects.map((project) => (
          <ProjectCard key={project.slug} project={project} />
        ))}
        {projects.length === 0 ? <ReferencesPanel service={service} /> : null}
        {projects.length < 3 ? <StartPanel service={service} /> : null}
      </ul>
    </Section>
  );
}
