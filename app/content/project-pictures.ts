import aiAnalytics from "./images/projects/ai-analytics.svg?picture";
import cloudMigration from "./images/projects/cloud-migration.svg?picture";
import ecommercePlatform from "./images/projects/ecommerce-platform.svg?picture";
import healthcare from "./images/projects/healthcare.svg?picture";
import securityInfrastructure from "./images/projects/security-infrastructure.svg?picture";
import type { ContentPicture } from "./pictures";
import type { ProjectSlug } from "./projects";

/**
 * A case study's pictures, files in ./images/ imported with `?picture`:
 * - `cover`: the system we built as its users see it (a screenshot, 16:10), on cards and at the
 *   top of the case study; until the client's screenshots arrive, our own drawing of it;
 * - `clientLogo`: the client's logo (SVG or PNG, about 4:1), above its name in the case study,
 *   once the client allows us to name it.
 * A project without a cover shows designed artwork instead.
 */
export type ProjectPictures = {
  cover?: ContentPicture;
  clientLogo?: ContentPicture;
};

export const projectPictures: Partial<Record<ProjectSlug, ProjectPictures>> = {
  "cloud-migration": {
    cover: {
      image: cloudMigration,
      alt: "The migration console: 14 migration waves, 13 done and the last one live, 120 of 120 services migrated, a service dependency map and infrastructure cost falling by 38%",
    },
  },
  "ecommerce-platform": {
    cover: {
      image: ecommercePlatform,
      alt: "The retailer's festive storefront on a laptop, with kurtas, dresses and stoles at rupee prices, and the mobile shop showing a kurta in stock at three nearby stores",
    },
  },
  "security-infrastructure": {
    cover: {
      image: securityInfrastructure,
      alt: "The security operations console: a posture score of 92, phishing-resistant sign-in for all staff, access per application through a zero-trust gateway, and the latest alerts by severity",
    },
  },
  healthcare: {
    cover: {
      image: healthcare,
      alt: "The outpatient schedule of three doctors, a patient's shared record with heart rate and allergies, the waiting queue, and a video consultation on a phone",
    },
  },
  "ai-analytics": {
    cover: {
      image: aiAnalytics,
      alt: "The demand-forecast dashboard: 22% fewer stock-outs, 15% less inventory, sales against the forecast around Diwali, fill rate by region and a stock-risk heat map",
    },
  },
};

export function projectCover(slug: string): ContentPicture | undefined {
  return projectPictures[slug as ProjectSlug]?.cover;
}
