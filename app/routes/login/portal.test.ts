import { describe, expect, it } from "vitest";
import { parsePortalUrl } from "./portal";

describe("parsePortalUrl", () => {
  it("accepts an absolute https address", () => {
    expect(parsePortalUrl(" https://portal.nexora.example/ ")).toBe(
      "https://portal.nexora.example/",
    );
  });

  it("treats a missing, empty or unsafe value as no portal", () => {
    expect(parsePortalUrl(undefined)).toBeNull();
    expect(parsePortalUrl("")).toBeNull();
    expect(parsePortalUrl("portal.nexora.example")).toBeNull();
    expect(parsePortalUrl("javascript:alert(1)")).toBeNull();
  });
});
