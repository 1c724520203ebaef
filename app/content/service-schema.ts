/**
 * The services' schema: a service is one Markdown file in ./services (its name is its slug,
 * /services/{slug}) holding everything the site says of it: its card (title, icon, four
 * features), its page (the overview as the file's body, capabilities, delivery steps, tools,
 * questions), the picture atop its page, the words the chat should know it by, and where it
 * stands in the lists. Its related case studies are the ones that name it. Plain TypeScript, so
 * the build's Node side and the tests check a folder of services with it too; the app reads them
 * from ./services.ts (its picture from ./service-pictures.server.ts).
 */
import { slugFromFile } from "../text.ts";
import * as v from "valibot";
import { iconNames } from "../icon-names.ts";
import {
  checkFrontMatter,
  fileError,
  inOrder,
  pictureFile,
  text,
  type MarkdownModule,
} from "./collection.ts";

const titled = v.strictObject({ title: text, description: text });
const atLeastOne = "must list at least one";

/** What a service's front matter must say; any other field is refused, so a typo is caught. */
const serviceSchema = v.pipe(
  v.strictObject({
    title: text,
    /** Its place in every list of services (the Services page, the sitemap, the chat): 1 first. */
    order: v.pipe(v.number("must be a number"), v.integer("must be a whole number"), v.minValue(1)),
    /** Shown among the home page's services, in `order`. */
    featured: v.optional(v.boolean("must be true or false"), false),
    icon: v.picklist(iconNames, `must be one of the icons in app/icon-names.ts`),
    /** One or two sentences for cards. */
    description: text,
    /** Exactly four, shown as bullets on the cards. */
    features: v.pipe(v.array(text, "must be a list"), v.length(4, "must list exactly four")),
    /** What else the practice does, beyond the four features. */
    capabilities: v.pipe(v.array(titled, atLeastOne), v.minLength(1, atLeastOne)),
    /** How an engagement for this service runs, in order. */
    steps: v.pipe(v.array(titled, atLeastOne), v.minLength(1, atLeastOne)),
    /** The tools and platforms we typically use, shown as chips. */
    technologies: v.pipe(v.array(text, atLeastOne), v.minLength(1, atLeastOne)),
    /** Questions buyers of this service ask first, answered on its page and by the chat. */
    faqs: v.pipe(
      v.array(v.strictObject({ question: text, answer: text }), atLeastOne),
      v.minLength(1, atLeastOne),
    ),
    /** Words visitors use for this service that its page does not, for the chat. */
    keywords: v.optional(v.array(text, "must be a list of words"), []),
    /**
     * The work itself as a client sees it (16:10), atop the page beside "What's included"; a file
     * in app/content/images/services/. Without it the page shows designed artwork.
     */
    picture: v.optional(pictureFile("services")),
    /** What the picture shows, in words: required with a picture. */
    pictureAlt: v.optional(text),
  }),
  v.forward(
    v.check((data) => !data.picture || Boolean(data.pictureAlt), "is required with a picture"),
    ["pictureAlt"],
  ),
);

type ServiceData = v.InferOutput<typeof serviceSchema>;

/** The fields a service's card shows: all that lists of services load in the browser. */
export const cardFields = [
  "title",
  "order",
  "featured",
  "icon",
  "description",
  "features",
] as const satisfies readonly (keyof ServiceData)[];

/** A service as cards, links and lists show it. */
export type Service = { slug: string } & Pick<ServiceData, (typeof cardFields)[number]>;

/** A service with its whole page: the overview is the file's body, as HTML. */
export type ServiceEntry = { slug: string; overviewHtml: string } & ServiceData;

/** One step of how a service is delivered. */
export type DeliveryStep = ServiceData["steps"][number];

/**
 * Checks every service file and returns the services in order. A missing or wrong field, an
 * empty body, a picture that does not exist or two services in one place throws naming the file
 * and the field. `known.pictures` lists the files under app/content/images/services/.
 */
export function loadServices(
  modules: Record<string, MarkdownModule>,
  known: { pictures: readonly string[] },
): ServiceEntry[] {
  const entries = Object.entries(modules).map(([file, module]) => {
    const data = checkFrontMatter(serviceSchema, file, module.frontmatter);
    if (!module.html.trim()) {
      throw fileError(file, "the overview, the file's body below the front matter, is empty");
    }
    if (data.picture && !known.pictures.includes(data.picture)) {
      throw fileError(
        file,
        `front matter field "picture" names "${data.picture}", which is not in app/content/images/services/`,
      );
    }
    return { slug: slugFromFile(file), ...data, overviewHtml: module.html };
  });
  return inOrder(entries, "services");
}
