import type { MetaDescriptor } from "react-router";
import { site } from "./site";

type PageMeta = { title: string; description: string; path: string };

/** The <title> and meta tags of a page. */
export function pageMeta({ title, description, path }: PageMeta): MetaDescriptor[] {
  const fullTitle = path === "/" ? `${site.name} | ${site.tagline}` : `${title} | ${site.name}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: new URL(path, site.url).href },
  ];
}
