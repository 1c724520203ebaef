/** `import cover from "./cover.svg?picture"`: see scripts/images.ts. */
declare module "*?picture" {
  import type { PictureSource } from "~/content/pictures";
  const picture: PictureSource;
  export default picture;
}

/** The same, with a small width too, for a face shown small: see scripts/images.ts. */
declare module "*?picture&small" {
  import type { PictureSource } from "~/content/pictures";
  const picture: PictureSource;
  export default picture;
}
