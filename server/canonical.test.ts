import { describe, expect, it } from "vitest";
import { canonicalLocation } from "./canonical.ts";

describe("canonicalLocation", () => {
  it.each([
    ["/about/", "/about"],
    ["/about///", "/about"],
    ["/about-us", "/about"],
    ["/about-us/", "/about"],
    ["/about-us/index.html", "/about"],
    ["/about-us/index.html/", "/about"],
    ["/index.html", "/"],
    ["/blog/index.html", "/blog"],
    ["/services/ai-&-machine-learning/", "/services/ai-machine-learning"],
    ["/services/ai-%26-machine-learning", "/services/ai-machine-learning"],
    ["/about/?ref=mail&x=1", "/about?ref=mail&x=1"],
    ["/caf%C3%A9/", "/caf%C3%A9"],
    ["/a%3Fb/", "/a%3Fb"],
    ["/a%23b/", "/a%23b"],
  ])("sends %s to %s in one hop", (from, to) => {
    expect(canonicalLocation(from)).toBe(to);
  });

  it.each(["/", "/about", "/assets/app.js", "/about?x=/", "/caf%C3%A9"])(
    "leaves %s as it is",
    (path) => {
      expect(canonicalLocation(path)).toBeNull();
    },
  );

  it.each([
    "//",
    "///",
    "//@",
    "//%",
    "/\\",
    "//x:99999",
    "//evil.com/",
    "///evil.com/",
    "/%2Fevil.com/",
    "/%2fevil.com/",
    "/%5Cevil.com/",
    "/about-us/..//evil.com/",
    "/.//evil.com/",
    "/./evil.com/",
    "/\\evil.com/",
    "/../../etc/passwd/",
    "/%2e%2e/x/",
    "/x/%2e/",
    "/%E0%A4%A/",
    "/%00/",
    "/a%0d%0aSet-Cookie:x/",
    "http://evil.com/",
    "https://evil.com/about/",
    "*",
    "",
  ])("never redirects %j", (target) => {
    expect(canonicalLocation(target)).toBeNull();
  });

  it("drops a query that could not go into a header as it is", () => {
    expect(canonicalLocation("/about/?a=\u00e9")).toBe("/about");
  });
});
