import { redirect } from "react-router";
import { redirects } from "~/site";

/**
 * An alias address the site links to (e.g. /about-us). The server answers it with a 301;
 * on client-side navigation this sends the visitor on to the canonical page.
 */
export function clientLoader({ request }: { request: Request }) {
  const { pathname } = new URL(request.url);
  return redirect(redirects[decodeURIComponent(pathname)] ?? "/");
}

export default function Alias() {
  return null;
}
