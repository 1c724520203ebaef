import { Link } from "react-router";
import { paths } from "~/site";

/**
 * The listings that run over pages: the address of page n (the first is the listing's own
 * address), the navigation's name and the words of its two links.
 */
const listings = {
  blog: { href: paths.blogPage, label: "Blog pages", previous: "Newer posts", next: "Older posts" },
  projects: {
    href: paths.projectsPage,
    label: "Case study pages",
    previous: "Previous case studies",
    next: "More case studies",
  },
};

/** Previous / next links between the pages of a listing, and where the visitor is. */
export function Pagination({
  listing,
  page,
  pages,
}: {
  listing: keyof typeof listings;
  page: number;
  pages: number;
}) {
  if (pages <= 1) return null;
  const { href, label, previous, next } = listings[listing];
  return (
    <nav aria-label={label} className="mt-12 flex items-center justify-center gap-4 text-sm">
      {page > 1 && (
        <Link to={href(page - 1)} className="font-semibold text-primary hover:underline">
          {previous}
        </Link>
      )}
      <span className="text-muted">
        Page {page} of {pages}
      </span>
      {page < pages && (
        <Link to={href(page + 1)} className="font-semibold text-primary hover:underline">
          {next}
        </Link>
      )}
    </nav>
  );
}
