import { isRouteErrorResponse, useRouteError } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";
import { paths, routeAddress, site } from "~/site";

/**
 * Any unknown address. The server answers it with HTTP status 404. It fills the first screen,
 * so the footer starts below the fold and nothing of it sits under the floating buttons.
 */
export function PageNotFound() {
  return (
    <section className="container-page flex min-h-dvh flex-col items-center justify-center pt-28 pb-20 text-center">
      <p className="bg-gradient-to-r from-primary to-accent bg-clip-text text-8xl font-extrabold tracking-tight text-transparent sm:text-9xl">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">Page Not Found</h1>
      <p className="mt-4 max-w-md text-muted">
        The page you are looking for might have been removed, had its name changed, or is
        temporarily unavailable.
      </p>
      <ButtonLink to={paths.home} size="lg" className="mt-8">
        <Icon name="arrowLeft" />
        Back to Home
      </ButtonLink>
    </section>
  );
}

/** The not-found page's title and description, kept out of search results. */
export const notFoundMeta = [
  { title: `Page Not Found | ${site.name}` },
  { name: "description", content: "The page you are looking for could not be found." },
  { name: "robots", content: "noindex" },
];

/** A loader's answer for an address whose slug names no item: the page shows PageNotFound. */
export function notFound(): Response {
  return new Response("Not Found", { status: 404 });
}

/**
 * For a loader: the item of a collection whose page is at the route's address (`pathOf` gives an
 * item's page from its slug). An address that names none is a 404.
 */
export function itemAt<Item extends { slug: string }>(
  items: readonly Item[],
  pathOf: (slug: string) => string,
  pattern: string,
): Item {
  const item = items.find((entry) => pathOf(entry.slug) === routeAddress(pattern));
  if (!item) throw notFound();
  return item;
}

/**
 * The error boundary of a page with a `:slug`: an unknown slug (404 from the loader at build
 * time, or a missing `.data` file) shows the not-found content.
 */
export function NotFoundBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <PageNotFound />;
  throw error;
}
