import type { IconName } from "~/components/ui/icons";

/** The blog's categories, in the order the Blog page introduces them. */
export const postCategories = ["Technology", "Cloud", "Security"] as const;
export type PostCategory = (typeof postCategories)[number];

/** Icons a post's `image` may name: its artwork is drawn from the slug and this icon. */
const postImages = [
  "brain",
  "cloud",
  "shield",
  "code",
  "chart",
  "server",
  "globe",
  "rocket",
  "lightbulb",
  "target",
  "users",
  "mobile",
] as const satisfies readonly IconName[];

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
  /** The icon of the post's artwork. */
  image: IconName;
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
  const image = field("image");
  if (!isOneOf(postImages, image)) {
    throw new Error(`post "${slug}": image must be one of ${postImages.join(", ")}`);
  }
  return {
    slug,
    title: field("title"),
    excerpt: field("excerpt"),
    author: field("author"),
    date,
    category,
    image,
    readingMinutes,
  };
}

/** The seed of a post's artwork (its colours and shapes): its image and its slug. */
export function postArtworkSeed(post: Pick<PostMeta, "slug" | "image">): string {
  return `${post.image}/${post.slug}`;
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
