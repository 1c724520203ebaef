import { describe, expect, it } from "vitest";
import { buttonClass } from "./button";
import { cn } from "./cn";

describe("cn", () => {
  it("skips empty values and joins the rest", () => {
    expect(cn("a", false, undefined, null, "", "b")).toBe("a b");
  });

  it("lets a later Tailwind class win over an earlier one of the same kind", () => {
    expect(cn("px-4 py-2", "px-2")).toBe("py-2 px-2");
    expect(cn("text-muted text-sm", "text-foreground")).toBe("text-sm text-foreground");
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

  it("takes a caller's shadow in place of its own", () => {
    const classes = cn(buttonClass("primary", "md"), "shadow-xl").split(" ");
    expect(classes).toContain("shadow-xl");
    expect(classes).not.toContain("shadow-lg");
  });
});
