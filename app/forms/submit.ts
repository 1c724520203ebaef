import type { FieldErrors, LeadKind, LeadPayload } from "./schemas.ts";

export type FailureReason =
  "offline" | "network" | "rate-limited" | "too-large" | "rejected" | "server";

export type SubmitResult =
  | { status: "sent"; id: string }
  | { status: "invalid"; message: string; fields: FieldErrors }
  | { status: "failed"; reason: FailureReason; message: string };

/**
 * Where the form API lives: the same origin by default, or `VITE_API_ORIGIN` for a static
 * build whose API is served elsewhere.
 */
const apiOrigin: string = import.meta.env.VITE_API_ORIGIN ?? "";

/** How long to wait for the server before calling the attempt failed. */
const TIMEOUT_MS = 20_000;

export function leadEndpoint(kind: LeadKind): string {
  return `${apiOrigin}/api/${kind}`;
}

/** A random UUID v4, also where `crypto.randomUUID` is missing (insecure origins). */
export function newSubmissionId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const messages: Record<FailureReason, string> = {
  offline: "You appear to be offline, so nothing was sent. Check your connection and try again.",
  network:
    "We could not reach our server, so nothing was sent. Please try again in a moment, or email us.",
  "rate-limited": "We have received several messages from your connection in a short time.",
  "too-large": "That is more text than we can accept in one go. Please shorten it and try again.",
  rejected: "Our server did not accept this submission. Please try again, or email us.",
  server:
    "Our server could not store your submission just now. Please try again in a moment, or email us.",
};

function waitText(retryAfter: string | null): string {
  const seconds = Number(retryAfter);
  if (!Number.isFinite(seconds) || seconds <= 0) return "Please wait a few minutes and try again.";
  if (seconds < 90) return `Please wait ${Math.ceil(seconds)} seconds and try again.`;
  return `Please wait about ${Math.ceil(seconds / 60)} minutes and try again.`;
}

function failed(reason: FailureReason, message = messages[reason]): SubmitResult {
  return { status: "failed", reason, message };
}

type ErrorBody = { error?: unknown; fields?: unknown };

async function readJson(response: Response): Promise<ErrorBody> {
  try {
    const body: unknown = await response.json();
    return typeof body === "object" && body !== null ? body : {};
  } catch {
    return {};
  }
}

function fieldErrors(value: unknown): FieldErrors | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string] => typeof entry[1] === "string",
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/**
 * Sends one submission to the form API and says, in plain words, how it went.
 * Never throws: every failure becomes a `failed` result.
 */
export async function submitLead(
  kind: LeadKind,
  payload: LeadPayload,
  { fetch: send = globalThis.fetch }: { fetch?: typeof globalThis.fetch } = {},
): Promise<SubmitResult> {
  if (typeof navigator !== "undefined" && navigator.onLine === false) return failed("offline");

  let response: Response;
  try {
    response = await send(leadEndpoint(kind), {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    const offline = typeof navigator !== "undefined" && navigator.onLine === false;
    return failed(offline ? "offline" : "network");
  }

  if (response.ok) return { status: "sent", id: payload.id };

  const body = await readJson(response);
  const error = typeof body.error === "string" && body.error.trim() ? body.error.trim() : undefined;
  switch (response.status) {
    case 400:
    case 422: {
      const fields = fieldErrors(body.fields);
      if (fields) {
        return {
          status: "invalid",
          message: error ?? "Some fields need your attention.",
          fields,
        };
      }
      return failed("rejected", error ?? messages.rejected);
    }
    case 413:
      return failed("too-large");
    case 429:
      return failed(
        "rate-limited",
        `${messages["rate-limited"]} ${waitText(response.headers.get("Retry-After"))}`,
      );
    case 403:
    case 415:
      return failed("rejected", error ?? messages.rejected);
    default:
      return failed("server");
  }
}
