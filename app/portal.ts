/**
 * The client portal's address, read from VITE_CLIENT_PORTAL_URL at build time. Unset or empty
 * means no portal (the Login link leads to /login, which explains how to reach the team); a
 * value that is not an absolute http(s) address stops the build with a clear message.
 */
export function parsePortalUrl(value: unknown): string | null {
  if (value === undefined || (typeof value === "string" && value.trim() === "")) return null;
  let url: URL | null = null;
  try {
    url = new URL(String(value).trim());
  } catch {
    // Reported below.
  }
  if (!url || (url.protocol !== "https:" && url.protocol !== "http:")) {
    throw new Error(
      `VITE_CLIENT_PORTAL_URL must be an absolute http(s) address such as https://portal.example.com, got "${String(value)}"`,
    );
  }
  return url.href;
}

export const clientPortalUrl: string | null = parsePortalUrl(
  import.meta.env.VITE_CLIENT_PORTAL_URL,
);
