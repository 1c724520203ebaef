import { describe, expect, it } from "vitest";
import { parsePortalUrl } from "./portal";

describe("parsePortalUrl", () => {
  it("accepts an absolute https address", () => {
    expect(parsePortalUrl(" https://portal.nexora.example/ ")).toBe(
      "https://portal.nexora.example/",
    );
  });

  it("treats a missing or empty value as no portal", () => {
    expect(parsePortalUrl(undefined)).toBeNull();
    expect(parsePortalUrl("")).toBeNull();
    expect(parsePortalUrl("  ")).toBeNull();
  });

  it("refuses anything else with a message that names the setting", () => {
    expect(() => parsePortalUrl("portal.nexora.example")).toThrow(/VITE_CLIENT_PORTAL_URL/);
    expect(() => parsePortalUrl("javascript:alert(1)")).toThrow(/absolute http\(s\) address/);
  });
});
