import type { IconName } from "~/components/ui/icons";

/** The blog's categories, in the order the Blog page introduces them. */
export const postCategories = ["Technology", "Cloud", "Security"] as const;
export type PostCategory = (typeof postCategories)[number];

/** The icon of a post's fallback artwork, drawn when it has no cover. */
export const categoryIcons = {
  Technology: "brain",
  Cloud: "cloud",
  Security: "shield",
} as const satisfies Record<PostCategory, IconName>;

/** A cover's file, under app/content/images/posts/. */
const coverFile = /^[\w-]+\.(svg|png|jpe?g|webp|avif)$/;

/** An h2 or h3 of a post's body, for its table of contents. */
export type PostHeading = { id: string; text: string; depth: number };

/** What lists, feeds and article pages know about a post: its front matter, checked. */
export type PostMeta = {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  category: PostCategory;
  /**
   * The cover: front matter `image` (a file in app/content/images/posts/) and `imageAlt` (what
   * it shows). Without one, the post shows designed artwork in its category's colours.
   */
  cover?: { file: string; alt: string };
  readingMinutes: number;
};

function isOneOf<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value);
}

/**
 * Checks one post's front matter and types it. Throws with the file's slug and the field at
 * fault, so a post with a missing or misspelt field fails the build.
 */
export function toPostMeta(
  slug: string,
  data: Record<string, string>,
  readingMinutes: number,
): PostMeta {
  const field = (key: string) => {
    const value = data[key]?.trim();
    if (!value) throw new Error(`post "${slug}": front matter needs "${key}"`);
    return value;
  };
  const date = field("date");
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date))) {
    throw new Error(`post "${slug}": date must be YYYY-MM-DD, got "${date}"`);
  }
  const category = field("category");
  if (!isOneOf(postCategories, category)) {
    throw new Error(
      `post "${slug}": category must be one of ${postCategories.join(", ")}, got "${category}"`,
    );
  }
  const image = data.image?.trim();
  if (image && !coverFile.test(image)) {
    throw new Error(
      `post "${slug}": image must be a file name in app/content/images/posts/ (SVG, PNG, JPEG, WebP or AVIF), got "${image}"`,
    );
  }
  return {
    slug,
    title: field("title"),
    excerpt: field("excerpt"),
    author: field("author"),
    date,
    category,
    ...(image ? { cover: { file: image, alt: field("imageAlt") } } : {}),
    readingMinutes,
  };
}

/** The seed of a post's fallback artwork (its colours and shapes): its category and slug. */
export function postArtworkSeed(post: Pick<PostMeta, "slug" | "category">): string {
  return `${post.category}/${post.slug}`;
}

/** "./posts/future-of-ai.md" → "future-of-ai" */
export function slugFromFile(file: string): string {
  return file.replace(/^.*\//, "").replace(/\.md$/, "");
}

const months = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/**
 * "2026-11-10" → "10 November 2026". Written out by hand, not with Intl, so the build and
 * every browser print exactly the same text (no hydration mismatch, no time-zone shift).
 */
export function formatDate(iso: string): string {
  const [year, month, day] = iso.split("-").map(Number);
  return `${day} ${months[(month ?? 1) - 1]} ${year}`;
}

/** Newest first; ties broken by title so the order never depends on file order. */
export function byNewest(a: PostMeta, b: PostMeta): number {
  return b.date.localeCompare(a.date) || a.title.localeCompare(b.title);
}
