/** `import cover from "./cover.svg?picture"`: see scripts/images.ts. */
declare module "*?picture" {
  import type { PictureSource } from "~/content/pictures";
  const picture: PictureSource;
  export default picture;
}
