import { describe, expect, it } from "vitest";
import { mailtoHref } from "./mailto.ts";

describe("mailtoHref", () => {
  it("prefills the subject and a body of the filled-in fields", () => {
    const href = mailtoHref("Support from Asha & Co", [
      ["Name", "Asha"],
      ["Phone", " "],
      ["Message", "Line one\nLine two?"],
    ]);
    expect(href.startsWith("mailto:hello@nexora.example?")).toBe(true);
    const url = new URL(href);
    expect(url.searchParams.get("subject")).toBe("Support from Asha & Co");
    expect(url.searchParams.get("body")).toBe("Name: Asha\n\nMessage:\nLine one\nLine two?");
    // Spaces are %20, not "+", which mail programs would show literally.
    expect(href).not.toContain("+");
  });
});
