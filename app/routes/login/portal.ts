/**
 * The client portal's address, when one is configured: an absolute http(s) URL, anything
 * else is treated as no portal.
 */
export function parsePortalUrl(value: unknown): string | null {
  if (typeof value !== "string" || value.trim() === "") return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Set VITE_CLIENT_PORTAL_URL at build time to send clients to the portal; without it the
 * login page explains how to reach the project team instead.
 */
export const clientPortalUrl: string | null = parsePortalUrl(
  import.meta.env.VITE_CLIENT_PORTAL_URL,
);
