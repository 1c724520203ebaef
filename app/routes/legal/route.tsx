import { preloading, staticPart } from "~/components/lazy-section";
import { NotFoundBoundary, itemAt, notFoundMeta } from "~/components/not-found";
import { legalDocuments } from "~/content/legal";
import { pageMeta } from "~/seo";
import { paths } from "~/site";
import type { Route } from "./+types/route";

/**
 * Runs at build time only, once per legal document (app/content/legal/{slug}.md): the document
 * reaches the browser inside its page's HTML, not in its JavaScript. An unknown slug is a 404.
 */
export function loader({ pattern }: Route.LoaderArgs) {
  return { document: itemAt(legalDocuments, paths.legal, pattern) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return notFoundMeta;
  const { document } = loaderData;
  return pageMeta({
    title: document.title,
    description: document.description,
    path: paths.legal(document.slug),
  });
}

export { NotFoundBoundary as ErrorBoundary };

/** The document only shows, so it never hydrates. */
const LegalDocument = staticPart("legal-page", () =>
  import("./legal-document").then((module) => module.LegalDocument),
);

export const clientMiddleware = [preloading(LegalDocument)];

/** A legal document: /legal/{slug}. */
export default function LegalPage({ loaderData }: Route.ComponentProps) {
  return <LegalDocument document={loaderData.document} />;
}
