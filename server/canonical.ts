import { redirects } from "../app/site.ts";

/**
 * A path this server may name in a Location header: absolute on this site, every segment a
 * real name (no empty, `.` or `..` segment), no backslash and no control character. So never
 * `//host` or `/\host`, which browsers read as another site.
 */
function isSitePath(path: string): boolean {
  if (path === "/") return true;
  if (!path.startsWith("/")) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(path)) return false;
  return path
    .slice(1)
    .split("/")
    .every((segment) => segment !== "" && segment !== "." && segment !== "..");
}

/** Percent-encodes a site path for a Location header, `?` and `#` included. */
function encodePath(path: string): string {
  return encodeURI(path).replaceAll("?", "%3F").replaceAll("#", "%23");
}

/**
 * The one address of a page: where a request for `rawTarget` (the request line's path and
 * query) should be sent with a 301, or null to answer it as it is. In one hop: a trailing
 * slash goes, `index.html` goes, and an alias becomes its page, so `/about-us/` leads straight
 * to `/about`. Anything odd (encoded slashes, dot segments, `//`, bad escapes) is not
 * redirected at all: it is left to the static files, which answer 404.
 */
export function canonicalLocation(rawTarget: string): string | null {
  const queryAt = rawTarget.indexOf("?");
  const rawPath = queryAt === -1 ? rawTarget : rawTarget.slice(0, queryAt);
  const query = queryAt === -1 ? "" : rawTarget.slice(queryAt);
  if (/%(2f|5c)/i.test(rawPath)) return null;
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  let target = path.length > 1 ? path.replace(/\/+$/, "") : path;
  if (target === "") return null; // "//", "///": not the home page's address
  if (!isSitePath(target)) return null;
  if (target === "/index.html") target = "/";
  else if (target.endsWith("/index.html")) target = target.slice(0, -"/index.html".length);
  target = redirects[target] ?? target;
  if (target === path || !isSitePath(target)) return null;
  const location = encodePath(target) + (/^\?[\x21-\x7e]*$/.test(query) ? query : "");
  // Belt and braces: whatever happened above, only ever a path on this site.
  return /^\/(?![/\\])/.test(location) || location === "/" ? location : null;
}
