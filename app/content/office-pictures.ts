import bhopalStudio from "./images/office/bhopal-studio.svg?picture";
import type { ContentPicture } from "./pictures";

/**
 * Pictures of where we work, files in ./images/office/ imported with `?picture`: the About
 * page's story shows `headquarters`. Until photographs arrive, our own drawing of the studio.
 */
export const officePictures = {
  headquarters: {
    image: bhopalStudio,
    alt: "The team at work in Bhopal: three engineers at a long desk with code, a dashboard and a design on their screens, the Upper Lake and the city's domes in the window, and a wall of sticky notes",
  },
} as const satisfies Record<string, ContentPicture>;
