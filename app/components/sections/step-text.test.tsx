// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { renderMarkup } from "../test-support";
import { StepNumber, StepText } from "./step-text";

describe("StepText", () => {
  it("titles the step with its number for screen readers, then says what happens", () => {
    const root = renderMarkup(<StepText number={2} title="A short call" text="Thirty minutes." />);
    const h3 = root.querySelector("h3")!;
    expect(h3.textContent).toBe("Step 2: A short call");
    expect(h3.querySelector(".sr-only")?.textContent).toBe("Step 2: ");
    expect(h3.nextElementSibling?.textContent).toBe("Thirty minutes.");
  });

  it("sets large type on a page's process and small type in a panel, placed by the caller", () => {
    const classes = (size: "lg" | "sm", className?: string) => {
      const root = renderMarkup(
        <StepText number={1} title="T" text="X" size={size} className={className} />,
      );
      return [root.querySelector("h3")!.className, root.querySelector("p")!.className];
    };
    expect(classes("lg", "mt-5")).toEqual([
      "mt-5 text-lg font-semibold",
      "mt-2 text-sm/6 text-muted",
    ]);
    expect(classes("sm")).toEqual(["text-sm font-semibold", "mt-1 text-sm/6 text-muted"]);
  });
});

describe("StepNumber", () => {
  it("shows the number in two digits, for the eye only", () => {
    const span = renderMarkup(<StepNumber number={3} className="size-10" />).querySelector("span")!;
    expect(span.textContent).toBe("03");
    expect(span.getAttribute("aria-hidden")).toBe("true");
    expect(span.className).toBe("size-10");
  });
});
