import { describe, expect, it } from "vitest";
import { buttonClass } from "./button";
import { cn } from "./cn";

describe("cn", () => {
  it("skips empty values and joins the rest", () => {
    expect(cn("a", false, undefined, null, "", "b")).toBe("a b");
  });

  it("keeps every class it is given, in order: it does not merge", () => {
    expect(cn("px-4 py-2", { "text-sm": true, hidden: false })).toBe("px-4 py-2 text-sm");
  });
});

describe("buttonClass", () => {
  it("defaults to a medium primary button", () => {
    expect(buttonClass()).toBe(buttonClass("primary", "md"));
    expect(buttonClass()).toContain("bg-primary");
    expect(buttonClass()).toContain("h-11");
  });

  it("gives each variant and size its classes", () => {
    expect(buttonClass("secondary", "sm")).toContain("border-border");
    expect(buttonClass("secondary", "sm")).toContain("h-9");
    expect(buttonClass("ghost", "lg")).toContain("h-12");
    expect(buttonClass("ghost", "lg")).not.toContain("bg-primary");
  });

  it("gives a primary button one shadow: its own, a deeper one or none", () => {
    const shadows = (shadow?: "auto" | "raised" | "flat") =>
      buttonClass("primary", "md", shadow)
        .split(" ")
        .filter((c) => /^shadow-(sm|md|lg|xl|2xl|none)$/.test(c));
    expect(shadows()).toEqual(["shadow-lg"]);
    expect(shadows("raised")).toEqual(["shadow-xl"]);
    expect(shadows("flat")).toEqual([]);
    expect(buttonClass("secondary", "sm")).not.toMatch(/\bshadow-lg\b/);
  });

  it("has an extra-small size for chips", () => {
    expect(buttonClass("secondary", "xs").split(" ")).toEqual(
      expect.arrayContaining(["h-8", "px-3", "text-xs"]),
    );
  });
});
