import { Link } from "react-router";

/** Previous / next links between the pages of a listing, and where the visitor is. */
export function Pagination({
  page,
  pages,
  href,
  label,
  previous,
  next,
}: {
  page: number;
  pages: number;
  /** The address of page n (the first is the listing's own address). */
  href: (page: number) => string;
  /** The navigation's name, e.g. "Blog pages". */
  label: string;
  /** The links' words, e.g. "Newer posts" and "Older posts". */
  previous: string;
  next: string;
}) {
  if (pages <= 1) return null;
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
