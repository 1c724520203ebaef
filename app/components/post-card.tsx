import { useId } from "react";
import { Link } from "react-router";
import { Artwork } from "~/components/artwork";
import { cardSizes, Picture } from "~/components/picture";
import {
  categoryHref,
  categoryOf,
  postArtworkSeed,
  postCover,
  type PostMeta,
} from "~/content/posts";
import { paths } from "~/site";
import { formatDate } from "~/text";
import { AuthorByline } from "./author-avatar";
import { CardLink, CardArrow } from "./ui/card-link";

/** A post's teaser: artwork, category, date, title, excerpt and author, all one link. */
export function PostCard({
  post,
  sizes = cardSizes,
  priority = false,
}: {
  post: PostMeta;
  /** How wide the card is shown, when not a third of the page (see `cardSizes`). */
  sizes?: string;
  /** Its cover is the page's largest element: a listing's first card, in a phone's first view. */
  priority?: boolean;
}) {
  const id = useId();
  return (
    <li className="group relative flex flex-col rounded-2xl border border-border bg-surface shadow-sm transition duration-300 focus-within:border-primary/50 hover:border-primary/50 hover:shadow-xl hover:shadow-primary/10 motion-safe:hover:-translate-y-1">
      {/* The card itself does not clip, so the link's focus ring shows around it. */}
      <div className="relative overflow-hidden rounded-t-[calc(var(--radius-2xl)-1px)]">
        <Picture
          picture={postCover(post)}
          sizes={sizes}
          priority={priority}
          className="aspect-video"
          fallback={
            <Artwork
              seed={postArtworkSeed(post)}
              icon={categoryOf(post.category).icon}
              label={`Illustration for ${post.title}`}
              className="aspect-video"
            />
          }
        />
        {/* Above the card's link: the label leads to the category's own listing. Over a cover of
            any colour, its focus ring is dark with a white band inside, so one of them stands out. */}
        <Link
          to={categoryHref(post)}
          className="absolute top-4 left-4 z-20 rounded-full bg-white/95 px-3 py-1 text-xs font-semibold text-slate-900 shadow-sm transition-colors hover:bg-white focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-slate-950"
        >
          {post.category}
        </Link>
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted">
          <time dateTime={post.date}>{formatDate(post.date)}</time>
          <span aria-hidden="true">·</span>
          <span>{post.readingMinutes} min read</span>
        </p>
        <h3 className="mt-3 text-xl font-semibold tracking-tight text-balance transition-colors group-hover:text-primary">
          {post.title}
        </h3>
        <p id={`${id}-excerpt`} className="mt-3 text-sm/6 text-muted">
          {post.excerpt}
        </p>
        <div className="mt-auto flex items-center justify-between gap-4 pt-6">
          <AuthorByline
            name={post.author}
            className="text-sm font-medium"
            avatarClassName="size-9"
          />
          <CardArrow className="size-5 text-primary" />
        </div>
      </div>
      {/* The whole card is the link, named by the title. */}
      <CardLink to={paths.post(post.slug)} title={post.title} describedBy={`${id}-excerpt`} />
    </li>
  );
}
