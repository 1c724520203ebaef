import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import * as v from "valibot";
import {
  dedupeKeyOf,
  envelopeSchema,
  isLeadKind,
  leadForms,
  validate,
  type LeadKind,
} from "../app/forms/schemas.ts";
import type { Config } from "./config.ts";
import { errorFields, type Log } from "./log.ts";
import type { Delivery } from "./notify.ts";
import type { createRateLimiter } from "./rate-limit.ts";
import type { Store } from "./store.ts";

/** The largest request body the API reads. */
export const MAX_BODY_BYTES = 64 * 1024;

/** An answer of the API other than success: its status, message, and any headers and fields. */
export class HttpError extends Error {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly fields?: Record<string, string>;
  constructor(
    status: number,
    message: string,
    extra: { headers?: Record<string, string>; fields?: Record<string, string> } = {},
  ) {
    super(message);
    this.status = status;
    this.headers = extra.headers ?? {};
    this.fields = extra.fields;
  }
}

/**
 * The API's answer to an error from anywhere in a request's life: ours (HttpError) or the
 * framework's (body too large, not JSON, wrong media type…). Unknown errors are a 500.
 */
export function apiError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  switch (code) {
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return new HttpError(413, `The request is larger than ${MAX_BODY_BYTES / 1024} KB.`, {
        // The rest of an oversized body is not read: the connection closes after the answer.
        headers: { Connection: "close" },
      });
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return new HttpError(415, "Send the form as application/json.");
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
    case "FST_ERR_CTP_INVALID_JSON_BODY":
      return new HttpError(400, "The request body is not valid JSON.");
  }
  if (error instanceof SyntaxError || statusCode === 400)
    return new HttpError(400, "The request body is not valid JSON.");
  if (statusCode && statusCode >= 400 && statusCode < 500)
    return new HttpError(statusCode, "The request could not be read.");
  return new HttpError(500, "Something went wrong on our side. Please try again.");
}

type Deps = {
  config: Config;
  store: Store;
  limiter: ReturnType<typeof createRateLimiter>;
  delivery: Delivery;
  log: Log;
};

/** The origin the page was served from, as the browser names it; throws 403 for another site. */
function allowedOrigin(request: FastifyRequest, config: Config): string | null {
  const origin = request.headers.origin;
  if (!origin) {
    // No Origin: not a browser form post from another site, unless the browser says so.
    if (request.headers["sec-fetch-site"] === "cross-site")
      throw new HttpError(403, "Cross-site requests are not accepted.");
    return null;
  }
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    throw new HttpError(403, "This origin may not use the form API.");
  }
  if (host === request.headers.host) return null;
  if (config.allowedOrigins.includes(origin)) return origin;
  throw new HttpError(403, "This origin may not use the form API.");
}

function parseEnvelope(body: unknown) {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new HttpError(400, "The request body must be a JSON object.");
  }
  const { id, elapsedMs, website, ...fields } = body as Record<string, unknown>;
  const envelope = v.safeParse(envelopeSchema, { id, elapsedMs, website });
  if (!envelope.success) {
    const flat = v.flatten<typeof envelopeSchema>(envelope.issues).nested ?? {};
    throw new HttpError(
      400,
      "The submission's id, elapsedMs or website field is missing or wrong.",
      {
        fields: Object.fromEntries(
          Object.entries(flat).map(([key, messages]) => [key, messages?.[0] ?? "Invalid."]),
        ),
      },
    );
  }
  const { output } = envelope;
  return {
    id: output.id.toLowerCase(),
    elapsedMs: output.elapsedMs,
    honeypot: output.website,
    fields,
  };
}

function json(reply: FastifyReply, status: number, body: unknown) {
  return reply
    .code(status)
    .header("Cache-Control", "no-store")
    .type("application/json; charset=utf-8")
    .send(JSON.stringify(body));
}

/**
 * The form API: POST /api/{contact|quote|newsletter|chat} validates, stores durably, then
 * answers 201; GET /api/health answers 200 only while the database takes writes.
 * Everything is checked before the body is read: origin (403), form (404), rate (429), media
 * type and encoding (415); the framework reads the body within MAX_BODY_BYTES (413).
 */
export function registerApi(app: FastifyInstance, { config, store, limiter, delivery, log }: Deps) {
  /** Origin check for a form and its CORS preflight; a static host's origin gets CORS headers. */
  function cors(request: FastifyRequest, reply: FastifyReply) {
    const origin = allowedOrigin(request, config);
    if (origin) reply.header("Access-Control-Allow-Origin", origin).header("Vary", "Origin");
    const { kind } = request.params as { kind: string };
    if (!isLeadKind(kind)) throw new HttpError(404, "No such form.");
  }

  app.get("/api/health", (_request, reply) => {
    if (store.writable()) return json(reply, 200, { ok: true });
    reply.header("Retry-After", "30");
    return json(reply, 503, { ok: false, error: "The database cannot be written." });
  });

  app.options("/api/:kind", (request, reply) => {
    cors(request, reply);
    reply
      .header("Access-Control-Allow-Methods", "POST")
      .header("Access-Control-Allow-Headers", "Content-Type")
      .header("Access-Control-Max-Age", "86400")
      .code(204)
      .send();
  });

  app.post("/api/:kind", {
    bodyLimit: MAX_BODY_BYTES,
    onRequest: async (request, reply) => {
      cors(request, reply);
      const wait = limiter.take(request.ip);
      if (wait > 0) {
        throw new HttpError(
          429,
          "Too many submissions from your network. Please try again shortly.",
          { headers: { "Retry-After": String(wait) } },
        );
      }
      const type = String(request.headers["content-type"] ?? "")
        .split(";")[0]!
        .trim()
        .toLowerCase();
      if (type !== "application/json")
        throw new HttpError(415, "Send the form as application/json.");
      // A compressed body would otherwise be parsed (or stored) as it came: refuse it.
      const encoding = String(request.headers["content-encoding"] ?? "identity")
        .trim()
        .toLowerCase();
      if (encoding !== "identity" && encoding !== "")
        throw new HttpError(415, "Send the form uncompressed (no Content-Encoding).");
    },
    handler: async (request, reply) => {
      const kind = (request.params as { kind: LeadKind }).kind;
      const { id, elapsedMs, honeypot, fields } = parseEnvelope(request.body);
      // A bot is told it succeeded, and nothing it sent is kept. Faster than the form's
      // minimum fill time from first sight to submit, and it was not a person.
      if (honeypot !== "" || elapsedMs < leadForms[kind].minFillMs)
        return json(reply, 201, { ok: true, id });
      const result = validate(kind, fields);
      if (!result.ok) {
        throw new HttpError(422, "Some fields need your attention.", { fields: result.fields });
      }
      const data = result.value as Record<string, unknown>;
      // A form may name what makes a lead the same (an address subscribes once, however often
      // it is sent): its row is keyed by a hash of that; otherwise by the submission's id.
      const same = dedupeKeyOf(kind, data);
      const key = same === undefined ? id : createHash("sha256").update(same).digest("hex");
      let stored: boolean;
      try {
        // Synchronous: when it returns, the commit is on disk.
        stored = store.insert({ id: key, kind, data });
      } catch (error) {
        log.error("storing a lead failed", { kind, ...errorFields(error) });
        throw new HttpError(503, "We could not save your message just now. Please try again.", {
          headers: { "Retry-After": "30" },
        });
      }
      if (stored) log.info("lead stored", { id: key, kind });
      json(reply, 201, { ok: true, id });
      if (stored) void delivery.deliver({ id: key, kind, data });
      return reply;
    },
  });

  // Anything else under /api/: a known form used with another method, or no such endpoint.
  app.all("/api/*", (request, reply) => {
    const path = request.url.split("?")[0]!.slice("/api/".length);
    if (isLeadKind(path)) {
      reply.header("Allow", "POST");
      return json(reply, 405, { ok: false, error: "Use POST." });
    }
    return json(reply, 404, { ok: false, error: "No such endpoint." });
  });
}
