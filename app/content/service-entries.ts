/**
 * Every service with its whole page: read at build time by each service's page, and by the
 * chat's index. Lists and cards read only the card fields, from ./services.ts; this module adds
 * the rest of each file (so what a card says is loaded once, not twice).
 */
import type { ServiceEntry } from "./service-schema";
import { services } from "./services";

export type { DeliveryStep, ServiceEntry } from "./service-schema";

// The fields that are not the card's (see `cardFields`), and the body: the overview.
const pages = import.meta.glob<Record<string, unknown>>("./services/*.md", {
  eager: true,
  import: "frontmatter",
  query: { pick: "capabilities,steps,technologies,faqs,keywords" },
});
const bodies = import.meta.glob<string>("./services/*.md", { eager: true, import: "html" });

/**
 * Every service in order, each with its page's content. Unchecked here, so the schema stays out
 * of the browser: every build checks the files first (app/routes.ts reads them through
 * scripts/content-files.ts, and a wrong field stops it there).
 */
export const serviceEntries: readonly ServiceEntry[] = services.map(
  (service) =>
    ({
      ...service,
      keywords: [],
      ...pages[`./services/${service.slug}.md`],
      overviewHtml: bodies[`./services/${service.slug}.md`] ?? "",
    }) as unknown as ServiceEntry,
);
