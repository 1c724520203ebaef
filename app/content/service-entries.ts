/**
 * Every service with its whole page: read at build time by each service's page, and by the
 * chat's index. Lists and cards read only the card fields, from ./services.ts; this module adds
 * the rest of each file (so what a card says is loaded once, not twice).
 */
import type { ServiceEntry } from "./service-schema";
import { services, type Service } from "./services";
import { type PickedPage, withPages } from "./with-pages";

export type { DeliveryStep, ServiceEntry } from "./service-schema";

// Every service in order, each with its page's fields that are not the card's (see `cardFields`)
// and its body, the overview (a card's keywords are the card's; its page's, if any, are these).
export const serviceEntries = withPages<Service, ServiceEntry>(
  services.map((service) => ({ ...service, keywords: [] })),
  import.meta.glob<PickedPage>("./*.md", {
    base: "./services",
    eager: true,
    import: "page",
    query: { pick: "capabilities,steps,technologies,faqs,keywords", body: "html" },
  }),
  "overviewHtml",
);
