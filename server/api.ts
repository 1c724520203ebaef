import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import * as v from "valibot";
import { envelopeSchema, isLeadKind, validate, type LeadKind } from "../app/forms/schemas.ts";
import type { Config } from "./config.ts";
import type { createNotifier } from "./notify.ts";
import type { createRateLimiter } from "./rate-limit.ts";
import type { Store } from "./store.ts";

/** The largest request body the API reads. */
export const MAX_BODY_BYTES = 64 * 1024;

/** Faster than this from first sight of the form to submit, and it was not a person. */
export const MIN_FILL_MS: Record<LeadKind, number> = {
  contact: 3000,
  quote: 3000,
  newsletter: 1000,
  chat: 1000,
};

type Deps = {
  config: Config;
  store: Store;
  limiter: ReturnType<typeof createRateLimiter>;
  notifier: ReturnType<typeof createNotifier>;
};

class HttpError extends Error {
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

function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const json = JSON.stringify(body);
  res.writeHead(status, {
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": Buffer.byteLength(json),
    "Cache-Control": "no-store",
    ...headers,
  });
  res.end(json);
}

function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = String(req.headers["x-forwarded-for"] ?? "")
      .split(",")
      .at(-1)
      ?.trim();
    if (forwarded) return forwarded;
  }
  return req.socket.remoteAddress ?? "unknown";
}

/** The origin the page was served from, as the browser names it. */
function allowedOrigin(req: IncomingMessage, config: Config): string | null {
  const origin = req.headers.origin;
  if (!origin) {
    // No Origin: not a browser form post from another site, unless the browser says so.
    if (req.headers["sec-fetch-site"] === "cross-site")
      throw new HttpError(403, "Cross-site requests are not accepted.");
    return null;
  }
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    throw new HttpError(403, "This origin may not use the form API.");
  }
  if (host === req.headers.host) return null;
  if (config.allowedOrigins.includes(origin)) return origin;
  throw new HttpError(403, "This origin may not use the form API.");
}

const tooLarge = () =>
  new HttpError(413, `The request is larger than ${MAX_BODY_BYTES / 1024} KB.`, {
    headers: { Connection: "close" },
  });

/** Reads the body, giving up (without reading the rest) once it passes the limit. */
function readBody(req: IncomingMessage): Promise<string> {
  if (Number(req.headers["content-length"]) > MAX_BODY_BYTES) return Promise.reject(tooLarge());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        req.off("data", onData);
        req.pause();
        reject(tooLarge());
      } else chunks.push(chunk);
    };
    req.on("data", onData);
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

function parseEnvelope(text: string) {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new HttpError(400, "The request body is not valid JSON.");
  }
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

/**
 * POST /api/{contact|quote|newsletter|chat}: validates, stores durably, then answers 201.
 * Bad input gets a 4xx with a message (and one per field); nothing bad is stored.
 */
export function createApi({ config, store, limiter, notifier }: Deps) {
  async function handle(req: IncomingMessage, res: ServerResponse, kindName: string) {
    const cors = allowedOrigin(req, config);
    const corsHeaders: Record<string, string> = cors
      ? { "Access-Control-Allow-Origin": cors, Vary: "Origin" }
      : {};
    if (req.method === "OPTIONS" && cors) {
      res.writeHead(204, {
        ...corsHeaders,
        "Access-Control-Allow-Methods": "POST",
        "Access-Control-Allow-Headers": "Content-Type",
        "Access-Control-Max-Age": "86400",
      });
      res.end();
      return;
    }
    if (req.method !== "POST")
      throw new HttpError(405, "Use POST.", { headers: { Allow: "POST" } });
    if (!isLeadKind(kindName)) throw new HttpError(404, "No such form.");
    const kind = kindName;

    const wait = limiter.take(clientAddress(req, config.trustProxy));
    if (wait > 0) {
      throw new HttpError(
        429,
        "Too many submissions from your network. Please try again shortly.",
        {
          headers: { "Retry-After": String(wait) },
        },
      );
    }
    const type = String(req.headers["content-type"] ?? "")
      .split(";")[0]!
      .trim()
      .toLowerCase();
    if (type !== "application/json") throw new HttpError(415, "Send the form as application/json.");

    const { id, elapsedMs, honeypot, fields } = parseEnvelope(await readBody(req));
    // A bot is told it succeeded, and nothing it sent is kept.
    if (honeypot !== "" || elapsedMs < MIN_FILL_MS[kind]) {
      send(res, 201, { ok: true, id }, corsHeaders);
      return;
    }
    const result = validate(kind, fields);
    if (!result.ok) {
      throw new HttpError(422, "Some fields need your attention.", { fields: result.fields });
    }
    let stored: boolean;
    // An address subscribes once, however often it is sent: its row is keyed by the address.
    const key =
      kind === "newsletter"
        ? createHash("sha256")
            .update(`newsletter:${String(result.value.email).toLowerCase()}`)
            .digest("hex")
        : id;
    try {
      stored = store.insert({ id: key, kind, data: result.value as Record<string, unknown> });
    } catch (error) {
      console.error("Storing a lead failed:", error);
      throw new HttpError(503, "We could not save your message just now. Please try again.", {
        headers: { "Retry-After": "30" },
      });
    }
    send(res, 201, { ok: true, id }, corsHeaders);
    if (stored && notifier.enabled) {
      void notifier
        .notify({ id: key, kind, data: result.value as Record<string, unknown> })
        .then((ok) => {
          if (ok) store.markNotified(key);
        });
    }
  }

  return async (req: IncomingMessage, res: ServerResponse, kind: string) => {
    try {
      await handle(req, res, kind);
    } catch (error) {
      if (res.headersSent) return;
      if (error instanceof HttpError) {
        send(
          res,
          error.status,
          { ok: false, error: error.message, ...(error.fields ? { fields: error.fields } : {}) },
          error.headers,
        );
        // An oversized body is not read on: the connection closes once the answer is out.
        if (error.status === 413) res.on("finish", () => req.socket.destroy());
        return;
      }
      console.error("API error:", error);
      send(res, 500, { ok: false, error: "Something went wrong on our side. Please try again." });
    }
  };
}
