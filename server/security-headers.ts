/**
 * The security headers of every response, shared by the Node server and the static host
 * files (`_headers`) that the build writes.
 */
export const baseHeaders: Record<string, string> = {
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  // No "interest-cohort": FLoC is gone, and Chromium reports the unknown feature in the console.
  "Permissions-Policy":
    "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
  "X-Frame-Options": "DENY",
};

/** The policy of anything that is not a page: nothing may run or load. */
export const apiCsp =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * A page's policy: its own files only, and inline scripts only by their SHA-256 hashes.
 * `connectOrigins` adds an API origin for a static build that posts elsewhere.
 */
export function pageCsp(
  scriptHashes: readonly string[],
  connectOrigins: readonly string[] = [],
): string {
  return [
    "default-src 'none'",
    `script-src 'self' ${scriptHashes.map((h) => `'${h}'`).join(" ")}`.trim(),
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${connectOrigins.join(" ")}`.trim(),
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'self' mailto:",
    "frame-ancestors 'none'",
    "object-src 'none'",
  ].join("; ");
}
