// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { renderMarkup } from "../test-support";
import { CheckList, IconLine } from "./icon-line";

describe("IconLine", () => {
  it("leads its line with the icon, set further off when wide and lower when relaxed", () => {
    const line = (props: { wide?: boolean; relaxed?: boolean }) =>
      renderMarkup(
        <IconLine icon="mapPin" {...props}>
          Bhopal
        </IconLine>,
      ).querySelector("li")!;
    expect(line({}).className).toBe("flex gap-2.5");
    expect(line({ wide: true }).className).toBe("flex gap-3");
    expect(line({}).querySelector("svg")!.getAttribute("class")).toContain("mt-0.5");
    expect(line({ relaxed: true }).querySelector("svg")!.getAttribute("class")).toContain("mt-1");
  });
});

describe("CheckList", () => {
  it("ticks each point, its words in a span, in the list's and the items' classes", () => {
    const root = renderMarkup(
      <CheckList items={["Your CV", "A few lines"]} className="mt-4" itemClassName="text-muted" />,
    );
    const items = [...root.querySelectorAll("ul.mt-4 > li")];
    expect(items.map((item) => item.querySelector("span")?.textContent)).toEqual([
      "Your CV",
      "A few lines",
    ]);
    expect(items[0]!.className).toBe("flex gap-2.5 text-muted");
  });
});
