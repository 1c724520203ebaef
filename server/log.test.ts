import { describe, expect, it } from "vitest";
import { createLog, errorFields, frameworkLogger } from "./log.ts";

function capture(format: "text" | "json") {
  const lines: Array<[string, string]> = [];
  const log = createLog(format, (level, line) => lines.push([level, line]));
  return { log, lines };
}

describe("createLog", () => {
  it("writes one text line per event: time, level, message, key=value", () => {
    const { log, lines } = capture("text");
    log.info("lead stored", { id: "abc", kind: "contact" });
    expect(lines).toEqual([
      [
        "info",
        expect.stringMatching(/^\d{4}-\d\d-\d\dT[\d:.]+Z info lead stored id=abc kind=contact$/),
      ],
    ]);
  });

  it("keeps an event on one line whatever its values hold", () => {
    const { log, lines } = capture("text");
    log.error("request failed\nforged line", {
      url: "/a b\r\n2026 info fake",
      ...errorFields(new Error("bad\u001b[2Jthing")),
    });
    expect(lines).toHaveLength(1);
    const [, line] = lines[0]!;
    expect(line).not.toMatch(/[\r\n]/);
    expect(line).not.toContain("\u001b");
    expect(line).toContain('url="/a b  2026 info fake"');
    expect(line).not.toContain("at "); // no stack in text
  });

  it("writes JSON lines with LOG_FORMAT=json, the stack included", () => {
    const { log, lines } = capture("json");
    log.error("request failed", errorFields(Object.assign(new Error("boom"), { code: "EMFILE" })));
    const [level, line] = lines[0]!;
    expect(level).toBe("error");
    const entry = JSON.parse(line) as Record<string, unknown>;
    expect(entry).toMatchObject({
      level: "error",
      msg: "request failed",
      error: "boom",
      code: "EMFILE",
    });
    expect(entry.stack).toMatch(/Error: boom/);
    expect(line).not.toContain("\n");
  });
});

describe("frameworkLogger", () => {
  it("passes on the framework's warnings and errors, nothing per request", () => {
    const { log, lines } = capture("text");
    const logger = frameworkLogger(log);
    logger.info({ req: {} }, "incoming request");
    logger.debug("route registered");
    logger.warn("Trying to send a NotFound error inside a 404 handler.");
    logger.error({ err: new Error("stream failed") }, "request errored");
    logger.child().error(new Error("child error"));
    expect(lines.map(([level]) => level)).toEqual(["warn", "error", "error"]);
    expect(lines[1]![1]).toContain('request errored error="stream failed"');
    expect(lines[2]![1]).toContain("child error");
  });
});
