import { slugFromFile, type PostHeading } from "./post-meta";

type PostBody = { html: string; headings: PostHeading[] };

// Only the article route's loader and the feed read bodies; both run at build time.
const bodies = import.meta.glob<PostBody>("./posts/*.md", { eager: true });

/** A post's body rendered to HTML at build time, with its h2/h3 headings. */
export function loadPostBody(slug: string): PostBody | undefined {
  const entry = Object.entries(bodies).find(([file]) => slugFromFile(file) === slug);
  if (!entry) return undefined;
  const { html, headings } = entry[1];
  return { html, headings };
}
