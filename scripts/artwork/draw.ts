/**
 * Writes the site's own artwork into app/content/images/ as SVG, the source files the image
 * pipeline turns into AVIF and WebP. Run it after changing a drawing:
 *   node scripts/artwork/draw.ts
 * A real screenshot, cover or portrait replaces a drawing by taking its place in the content.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { galleryArtwork } from "./gallery.ts";
import { officeArtwork } from "./office.ts";
import { postArtwork } from "./posts.ts";
import { projectArtwork } from "./projects.ts";
import { serviceArtwork } from "./services.ts";
import { teamArtwork } from "./team.ts";

const root = new URL("../../app/content/images/", import.meta.url).pathname;
const groups = {
  projects: projectArtwork,
  "projects/gallery": galleryArtwork,
  posts: postArtwork,
  team: teamArtwork,
  office: officeArtwork,
  services: serviceArtwork,
};
for (const [folder, drawings] of Object.entries(groups)) {
  for (const [name, draw] of Object.entries(drawings)) {
    const file = join(root, folder, `${name}.svg`);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, (draw as () => string)());
    console.log(file);
  }
}
