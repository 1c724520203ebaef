// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeIntersectionObserver, stubBrowser } from "./test-doubles";
import { countAt, useCountUp } from "./use-count-up";

function Counter({ target }: { target: number }) {
  const { ref, value } = useCountUp<HTMLSpanElement>(target);
  return <span ref={ref}>{value}</span>;
}

const shown = () => Number(screen.getByText(/^\d+$/).textContent);

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("countAt", () => {
  it("rises evenly and reaches the target only on the last step", () => {
    expect(countAt(500, 0, 120)).toBe(0);
    expect(countAt(500, 60, 120)).toBe(250);
    expect(countAt(500, 119, 120)).toBe(495);
    expect(countAt(500, 120, 120)).toBe(500);
    expect(countAt(200, 200, 120)).toBe(200);
  });
});

describe("useCountUp", () => {
  it("prerenders the final number", () => {
    expect(renderToString(<Counter target={500} />)).toBe("<span>500</span>");
  });

  it("waits at 0 until scrolled into view, then counts to the target in 2 s", () => {
    stubBrowser({ reducedMotion: false });
    render(<Counter target={500} />);
    expect(shown()).toBe(0);

    act(() => vi.advanceTimersByTime(5000));
    expect(shown()).toBe(0);

    act(() => FakeIntersectionObserver.scrollIntoView());
    act(() => vi.advanceTimersByTime(1000));
    expect(shown()).toBe(250);
    act(() => vi.advanceTimersByTime(999));
    expect(shown()).toBeLessThan(500);
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toBe(500);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("steps 60 times a second", () => {
    stubBrowser({ reducedMotion: false });
    render(<Counter target={120} />);
    act(() => FakeIntersectionObserver.scrollIntoView());
    const seen = new Set<number>();
    for (let ms = 0; ms < 2000; ms += 1) {
      act(() => vi.advanceTimersByTime(1));
      seen.add(shown());
    }
    // 0 → 120 in steps of one: every value from 0 to 120 shows, each for about 1/60 s.
    expect(seen.size).toBe(121);
  });

  it("counts only once", () => {
    stubBrowser({ reducedMotion: false });
    render(<Counter target={200} />);
    act(() => FakeIntersectionObserver.scrollIntoView());
    act(() => vi.advanceTimersByTime(2000));
    expect(shown()).toBe(200);
    act(() => FakeIntersectionObserver.scrollIntoView(false));
    act(() => FakeIntersectionObserver.scrollIntoView());
    act(() => vi.advanceTimersByTime(500));
    expect(shown()).toBe(200);
  });

  it("ignores entries that are not in view", () => {
    stubBrowser({ reducedMotion: false });
    render(<Counter target={200} />);
    act(() => FakeIntersectionObserver.scrollIntoView(false));
    act(() => vi.advanceTimersByTime(3000));
    expect(shown()).toBe(0);
  });

  it("shows the final number at once with reduced motion", () => {
    stubBrowser({ reducedMotion: true });
    render(<Counter target={500} />);
    expect(shown()).toBe(500);
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
  });
});
