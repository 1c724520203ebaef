import { STATUS_CODES } from "node:http";
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from "fastify";
import { apiError, MAX_BODY_BYTES, registerApi } from "./api.ts";
import type { Config } from "./config.ts";
import { errorFields, frameworkLogger, type Log } from "./log.ts";
import type { Delivery } from "./notify.ts";
import { createRateLimiter } from "./rate-limit.ts";
import { apiCsp, baseHeaders } from "./security-headers.ts";
import { forgetFileHeaders, registerSite, scriptHashes, sendNotFoundPage } from "./static.ts";
import type { Store } from "./store.ts";

/** Timeouts: a client gets this long to send its request, and to stay silent on a connection. */
export const REQUEST_TIMEOUT_MS = 30_000;
export const HEADERS_TIMEOUT_MS = 15_000;
export const IDLE_TIMEOUT_MS = 60_000;

const isApi = (request: FastifyRequest) => request.url.startsWith("/api/");

function securityHeaders(reply: FastifyReply) {
  reply.headers(baseHeaders);
  // Pages replace it with their own; everything else may run and load nothing.
  reply.header("Content-Security-Policy", apiCsp);
}

/**
 * The whole server as a Fastify instance (not yet listening): the form API under /api/, the
 * built site with its redirects and 404 page, the security headers on every answer, and an
 * answer for every error, so no request can take the process down.
 */
export async function buildApp({
  config,
  store,
  log,
  delivery,
}: {
  config: Config;
  store: Store;
  log: Log;
  delivery: Delivery;
}): Promise<FastifyInstance> {
  const hashesOf = scriptHashes(config.clientDir, log);
  const app = Fastify({
    loggerInstance: frameworkLogger(log) as FastifyBaseLogger,
    // No line per request: logs carry starts, stops, stored leads and errors only.
    logController: new LogController({ disableRequestLogging: true }),
    // Only these peers may name the client in X-Forwarded-For (request.ip).
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    bodyLimit: MAX_BODY_BYTES,
    requestTimeout: REQUEST_TIMEOUT_MS,
    connectionTimeout: IDLE_TIMEOUT_MS,
    keepAliveTimeout: 5_000,
    http: { headersTimeout: HEADERS_TIMEOUT_MS, connectionsCheckingInterval: 2_000 },
    // Requests that arrive on an open connection while the server drains are still answered
    // (with Connection: close); main.ts cuts what is left after the grace period.
    return503OnClosing: false,
    // A request Node cannot parse (or too slow, or headers too large): the framework's plain
    // answer, with our headers on it too.
    clientErrorHandler: (error, socket) => {
      const { code } = error as NodeJS.ErrnoException;
      if (code === "ECONNRESET" || socket.destroyed) return;
      const status =
        code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : code === "HPE_HEADER_OVERFLOW" ? 431 : 400;
      const body = `${STATUS_CODES[status]}\n`;
      const headers = {
        ...baseHeaders,
        "Content-Security-Policy": apiCsp,
        "Content-Type": "text/plain; charset=utf-8",
        "Content-Length": String(body.length),
        Connection: "close",
      };
      if (socket.writable)
        socket.write(
          `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${Object.entries(headers)
            .map(([name, value]) => `${name}: ${value}\r\n`)
            .join("")}\r\n${body}`,
        );
      socket.destroy(error);
    },
    // A request target the router cannot decode (/%E0%A4%A): the 404 page, not a crash.
    frameworkErrors: (error, request, answer) => {
      const reply = answer as FastifyReply;
      securityHeaders(reply);
      if (isApi(request))
        return reply.code(400).send({ ok: false, error: "The address is not valid." });
      void sendNotFoundPage(reply, config.clientDir, hashesOf);
      log.warn("unreadable request target", { code: (error as { code?: string }).code });
    },
  });

  app.addHook("onRequest", async (_request, reply) => securityHeaders(reply));

  // Under a flood of file errors (descriptors exhausted), one log line per 5 s with a count.
  let troubleLoggedAt = 0;
  let troubleSince = 0;
  function fileTrouble(error: unknown) {
    troubleSince++;
    if (Date.now() - troubleLoggedAt < 5000) return;
    log.error("files cannot be served", { ...errorFields(error), requests: troubleSince });
    troubleLoggedAt = Date.now();
    troubleSince = 0;
  }

  app.setErrorHandler((error, request, reply) => {
    if (isApi(request)) {
      const answer = apiError(error);
      if (answer.status >= 500 && answer.status !== 503)
        log.error("API error", { url: request.url.split("?")[0], ...errorFields(error) });
      reply.headers(answer.headers).header("Cache-Control", "no-store");
      return reply.code(answer.status).send({
        ok: false,
        error: answer.message,
        ...(answer.fields ? { fields: answer.fields } : {}),
      });
    }
    forgetFileHeaders(reply);
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    // A path the static files refuse (traversal, `//`), or a file gone under us: not found.
    const notFound =
      code === "FST_STATIC_FORBIDDEN_PATH" ||
      code === "ENOENT" ||
      code === "ENOTDIR" ||
      code === "EISDIR" ||
      code === "ENAMETOOLONG" ||
      statusCode === 403 ||
      statusCode === 404;
    if (notFound && !request.is404) {
      // Not returned: the 404 handler sends, and each awaited reply holds listeners on it.
      reply.callNotFound();
      return;
    }
    reply.type("text/plain; charset=utf-8").header("Cache-Control", "no-store");
    if (notFound || code === "EMFILE" || code === "ENFILE") {
      // Out of file handles, or even the 404 page failed (a build being replaced): a passing
      // problem on our side, answered so that nobody caches it as "not found".
      fileTrouble(error);
      return reply.code(503).header("Retry-After", "5").send("Service Unavailable\n");
    }
    if (statusCode && statusCode >= 400 && statusCode < 500)
      return reply.code(statusCode).send(`${STATUS_CODES[statusCode] ?? "Bad Request"}\n`);
    log.error("request failed", { url: request.url.split("?")[0], ...errorFields(error) });
    return reply.code(500).send("Internal Server Error\n");
  });

  registerApi(app, {
    config,
    store,
    limiter: createRateLimiter(config.rateLimitPerMinute),
    delivery,
    log,
  });
  await registerSite(app, config.clientDir, hashesOf);
  return app;
}
