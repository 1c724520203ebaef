/**
 * The case studies' schema: a case study is one Markdown file in ./projects (its name is its
 * slug, /projects/{slug}) holding its card, its page (the challenge as the file's body, the
 * approach, stack, results and the client's words), the services it drew on, its pictures and
 * where it is featured. Plain TypeScript, so the build's Node side and the tests check a folder of
 * case studies with it too; the app reads them from ./projects.ts and ./project-entries.ts.
 */
import { slugFromFile } from "../text.ts";
import * as v from "valibot";
import { iconNames } from "../icon-names.ts";
import {
  checkFrontMatter,
  fileError,
  inOrder,
  paginate,
  pictureFile,
  text,
  type MarkdownModule,
} from "./collection.ts";

/** The kinds of work a case study is filed under. */
export const projectCategories = [
  "Web Development",
  "Software Solutions",
  "Data Analytics",
  "Cloud",
  "Security",
] as const;

/** Where a case study can be featured: the home page, or the top of /projects. */
const featurePlaces = ["home", "projects"] as const;

/** A cover's or logo's file, and a gallery picture's. */
const projectPicture = pictureFile("projects");
const galleryFile = pictureFile("projects/gallery");

/** What a gallery picture is: a screen of the system, or a diagram of how it is built. */
export const galleryKinds = ["screenshot", "diagram"] as const;

/** One picture of a case study's gallery, described in words and optionally captioned. */
const galleryPicture = v.strictObject(
  {
    file: galleryFile,
    kind: v.picklist(galleryKinds, `must be ${galleryKinds.join(" or ")}`),
    /** What the picture shows, for people who cannot see it. */
    alt: text,
    /** A line under the picture: what to notice in it. */
    caption: v.optional(text),
  },
  // Not a mapping, an unknown field, or a missing one.
  (issue) =>
    issue.expected === "Object"
      ? "must be a picture: file, kind, alt and an optional caption"
      : issue.expected === "never"
        ? "is not a gallery field (file, kind, alt, caption)"
        : "is required",
);
const atLeastOne = "must list at least one";
const metric = v.strictObject({ value: text, label: text });
type Metric = v.InferOutput<typeof metric>;

/** What a case study's front matter must say; any other field is refused, so a typo is caught. */
const projectSchema = v.pipe(
  v.strictObject({
    title: text,
    /** Its place in every list of case studies: 1 first. */
    order: v.pipe(v.number("must be a number"), v.integer("must be a whole number"), v.minValue(1)),
    /** Where it is featured, if anywhere. */
    featured: v.optional(
      v.array(v.picklist(featurePlaces, `must be ${featurePlaces.join(" or ")}`)),
      [],
    ),
    category: v.picklist(projectCategories, `must be one of ${projectCategories.join(", ")}`),
    /** One or two sentences for cards. */
    description: text,
    /** The client, as we may name it. */
    client: text,
    /** The headline result, e.g. "40% lower hosting costs". */
    result: text,
    /** The icon of its fallback artwork, drawn when it has no cover. */
    icon: v.picklist(iconNames, "must be one of the icons in app/icon-names.ts"),
    /** How long the engagement took, e.g. "7 months". */
    duration: text,
    /** The system as its users see it (a screenshot, 16:10), on cards and atop its page. */
    cover: v.optional(projectPicture),
    /** What the cover shows, in words: required with a cover. */
    coverAlt: v.optional(text),
    /** The client's logo (about 4:1), above its name, once the client allows it. */
    clientLogo: v.optional(projectPicture),
    clientLogoAlt: v.optional(text),
    /**
     * Screenshots and diagrams shown under "Inside the system", in order, 16:10 like the cover;
     * each with its alt text and an optional caption. Without it the page has no gallery.
     */
    gallery: v.optional(v.array(galleryPicture, "must be a list of pictures")),
    /** The services it drew on (their slugs), most important first. */
    services: v.pipe(v.array(text, atLeastOne), v.minLength(1, atLeastOne)),
    /** What we did, step by step. */
    approach: v.pipe(
      v.array(v.strictObject({ title: text, description: text }), atLeastOne),
      v.minLength(1, atLeastOne),
    ),
    /** The technology stack, shown as chips. */
    technologies: v.pipe(v.array(text, atLeastOne), v.minLength(1, atLeastOne)),
    /** Exactly three measured results. */
    results: v.pipe(
      v.array(metric, "must be a list"),
      v.length(3, "must list exactly three"),
      v.transform((results) => results as [Metric, Metric, Metric]),
    ),
    /** A quote from the client's side, attributed by role. */
    testimonial: v.strictObject({ quote: text, role: text }),
  }),
  v.forward(
    v.check((data) => !data.cover || Boolean(data.coverAlt), "is required with a cover"),
    ["coverAlt"],
  ),
  v.forward(
    v.check((data) => !data.clientLogo || Boolean(data.clientLogoAlt), "is required with a logo"),
    ["clientLogoAlt"],
  ),
);

type ProjectData = v.InferOutput<typeof projectSchema>;

/** The fields a case study's card shows: all that lists load in the browser. */
export const projectCardFields = [
  "title",
  "order",
  "featured",
  "category",
  "description",
  "client",
  "result",
  "icon",
  "duration",
  "cover",
  "coverAlt",
  "clientLogo",
  "clientLogoAlt",
  "services",
] as const satisfies readonly (keyof ProjectData)[];

/** A case study as cards and lists show it. */
export type Project = { slug: string } & Pick<ProjectData, (typeof projectCardFields)[number]>;

/** A case study with its whole page: the challenge is the file's body, as HTML. */
export type ProjectEntry = { slug: string; challengeHtml: string } & ProjectData;

export type ProjectMetric = ProjectEntry["results"][number];

/** One picture of a case study's gallery, as its front matter names it. */
export type GalleryItem = NonNullable<ProjectEntry["gallery"]>[number];

/**
 * Checks every case study and returns them in order. A missing or wrong field, an empty body,
 * a service or picture that does not exist, or two case studies in one place throws naming the
 * file and the field. `known.pictures` lists the files under app/content/images/projects/, the
 * gallery's as "gallery/<file>".
 */
export function loadProjects(
  modules: Record<string, MarkdownModule>,
  known: { services: readonly string[]; pictures: readonly string[] },
): ProjectEntry[] {
  const entries = Object.entries(modules).map(([file, module]) => {
    const data = checkFrontMatter(projectSchema, file, module.frontmatter);
    if (!module.html.trim()) {
      throw fileError(file, "the challenge, the file's body below the front matter, is empty");
    }
    for (const service of data.services) {
      if (!known.services.includes(service)) {
        throw fileError(
          file,
          `front matter field "services" names "${service}", which is not in app/content/services/`,
        );
      }
    }
    for (const field of ["cover", "clientLogo"] as const) {
      const picture = data[field];
      if (picture && !known.pictures.includes(picture)) {
        throw fileError(
          file,
          `front matter field "${field}" names "${picture}", which is not in app/content/images/projects/`,
        );
      }
    }
    for (const [index, picture] of (data.gallery ?? []).entries()) {
      if (!known.pictures.includes(`gallery/${picture.file}`)) {
        throw fileError(
          file,
          `front matter field "gallery.${index}.file" names "${picture.file}", which is not in app/content/images/projects/gallery/`,
        );
      }
    }
    return { slug: slugFromFile(file), ...data, challengeHtml: module.html };
  });
  return inOrder(entries, "projects");
}

/** How many case studies a page of /projects lists below the featured ones. */
export const projectsPerPage = 9;

/**
 * The case studies /projects lists below "Featured Projects", split into pages: page 1 on
 * /projects itself, page n on /projects/page/n. Takes cards or entries alike.
 */
export function projectListPages<T extends Pick<Project, "featured">>(all: readonly T[]): T[][] {
  return paginate(
    all.filter((project) => !project.featured.includes("projects")),
    projectsPerPage,
  );
}
