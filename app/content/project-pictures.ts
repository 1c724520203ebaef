/**
 * A case study's pictures, files in ./images/projects/ named by its front matter:
 * - `cover`: the system we built as its users see it (a screenshot, 16:10), on cards and at the
 *   top of the case study; until the client's screenshots arrive, our own drawing of it;
 * - `clientLogo`: the client's logo (SVG or PNG, about 4:1), above its name in the case study,
 *   once the client allows us to name it.
 * A case study without a cover shows designed artwork instead.
 */
import type { ContentPicture, PictureSource } from "./pictures";
import type { Project } from "./projects";

// Every file in the folder, through the image pipeline.
const files = import.meta.glob<PictureSource>("./images/projects/*.{svg,png,jpg,jpeg,webp,avif}", {
  eager: true,
  import: "default",
  query: "?picture",
});

function picture(file: string | undefined, alt: string | undefined): ContentPicture | undefined {
  const image = file && files[`./images/projects/${file}`];
  return image ? { image, alt: alt ?? "" } : undefined;
}

export function projectCover(project: Project): ContentPicture | undefined {
  return picture(project.cover, project.coverAlt);
}

export function projectClientLogo(project: Project): ContentPicture | undefined {
  return picture(project.clientLogo, project.clientLogoAlt);
}
