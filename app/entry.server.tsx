import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { prerender } from "react-dom/static";

/**
 * Runs only at build time (`ssr: false` + `prerender`). React's static prerender waits for
 * every lazy part and Suspense boundary, and an unlimited chunk size writes each boundary in
 * place: the HTML is complete without JavaScript, with no fallback and no script to swap
 * content in.
 */
export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
) {
  let failed: unknown;
  const { prelude } = await prerender(<ServerRouter context={routerContext} url={request.url} />, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error: unknown) {
      failed = error;
    },
  });
  if (failed) throw failed;
  headers.set("Content-Type", "text/html; charset=utf-8");
  return new Response(prelude, { headers, status });
}
