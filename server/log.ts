import type { LogFormat } from "./config.ts";

type Level = "info" | "warn" | "error";
type Fields = Record<string, unknown>;

export type Log = {
  info(message: string, fields?: Fields): void;
  warn(message: string, fields?: Fields): void;
  error(message: string, fields?: Fields): void;
};

/** An error as log fields: its message and code (and, for JSON, its stack). */
export function errorFields(error: unknown): Fields {
  if (error instanceof Error) {
    const code = (error as NodeJS.ErrnoException).code;
    return { error: error.message, ...(code ? { code } : {}), stack: error.stack };
  }
  return { error: String(error) };
}

/** One event, one line: no value may break it or smuggle terminal controls. */
function oneLine(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f-\u009f]/g, " ");
}

function textValue(value: unknown): string {
  const clean = oneLine(typeof value === "string" ? value : (JSON.stringify(value) ?? ""));
  return /[\s"=]/.test(clean) || clean === "" ? JSON.stringify(clean) : clean;
}

/**
 * One line per event: `time level message key=value …`, or one JSON object per line when
 * LOG_FORMAT=json. Errors go to stderr, the rest to stdout.
 */
export function createLog(
  format: LogFormat,
  write: (level: Level, line: string) => void = (level, line) =>
    (level === "info" ? process.stdout : process.stderr).write(line + "\n"),
): Log {
  function emit(level: Level, message: string, fields: Fields = {}) {
    const time = new Date().toISOString();
    if (format === "json") {
      write(level, JSON.stringify({ time, level, msg: message, ...fields }));
      return;
    }
    // A text line keeps an error's message and code; its stack is in the JSON form only.
    const pairs = Object.entries(fields)
      .filter(([key, value]) => value !== undefined && key !== "stack")
      .map(([key, value]) => `${key}=${textValue(value)}`);
    write(level, [time, level, oneLine(message), ...pairs].join(" "));
  }
  return {
    info: (message, fields) => emit("info", message, fields),
    warn: (message, fields) => emit("warn", message, fields),
    error: (message, fields) => emit("error", message, fields),
  };
}

/**
 * The shape of logger Fastify expects (pino's), passing on only its warnings and errors:
 * requests are not logged one by one, and request bodies never.
 */
export function frameworkLogger(log: Log) {
  const forward =
    (level: "warn" | "error") =>
    (first: unknown, second?: unknown): void => {
      let message = typeof first === "string" ? first : typeof second === "string" ? second : "";
      let fields: Fields = {};
      if (first instanceof Error) fields = errorFields(first);
      else if (first && typeof first === "object") {
        const { err } = first as { err?: unknown };
        if (err) fields = errorFields(err);
      }
      if (!message) message = (fields.error as string | undefined) ?? "framework message";
      log[level](message, fields);
    };
  const noop: (...args: unknown[]) => void = () => {};
  const logger = {
    level: "warn",
    fatal: forward("error"),
    error: forward("error"),
    warn: forward("warn"),
    info: noop,
    debug: noop,
    trace: noop,
    silent: noop,
    child: () => logger,
  };
  return logger;
}
