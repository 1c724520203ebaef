import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { renderToReadableStream } from "react-dom/server";

/**
 * Runs only at build time (`ssr: false` + `prerender`): waits for the whole tree,
 * so no Suspense fallback ever reaches the prerendered HTML.
 */
export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
) {
  let failed: unknown;
  const body = await renderToReadableStream(
    <ServerRouter context={routerContext} url={request.url} />,
    {
      onError(error: unknown) {
        failed = error;
      },
    },
  );
  await body.allReady;
  if (failed) throw failed;
  headers.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers, status });
}
