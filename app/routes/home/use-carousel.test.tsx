// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  AUTO_ADVANCE_MS,
  ROTATION_CONTROL_ATTRIBUTE,
  useCarousel,
  wrapIndex,
} from "./use-carousel";

function Carousel({ reducedMotion = false }: { reducedMotion?: boolean }) {
  const carousel = useCarousel({ count: 3, reducedMotion });
  return (
    <div data-testid="carousel" {...carousel.containerProps}>
      <p>slide {carousel.index}</p>
      <p>{carousel.rotating ? "rotating" : "still"}</p>
      <button onClick={carousel.previous}>previous</button>
      <button onClick={carousel.next}>next</button>
      <button onClick={() => carousel.goTo(2)}>third</button>
      <button {...{ [ROTATION_CONTROL_ATTRIBUTE]: "" }} onClick={carousel.togglePlaying}>
        {carousel.playing ? "pause" : "play"}
      </button>
    </div>
  );
}

const slide = () => screen.getByText(/^slide \d$/).textContent;
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const click = (name: string) => fireEvent.click(screen.getByRole("button", { name }));

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("wrapIndex", () => {
  it("wraps past both ends", () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(1, 3)).toBe(1);
    expect(wrapIndex(-4, 3)).toBe(2);
  });
});

describe("useCarousel", () => {
  it("advances every 8 seconds and wraps to the first slide", () => {
    render(<Carousel />);
    expect(slide()).toBe("slide 0");
    wait(AUTO_ADVANCE_MS - 1);
    expect(slide()).toBe("slide 0");
    wait(1);
    expect(slide()).toBe("slide 1");
    wait(AUTO_ADVANCE_MS);
    expect(slide()).toBe("slide 2");
    wait(AUTO_ADVANCE_MS);
    expect(slide()).toBe("slide 0");
  });

  it("moves by hand in both directions, wrapping at the ends", () => {
    render(<Carousel />);
    click("previous");
    expect(slide()).toBe("slide 2");
    click("next");
    expect(slide()).toBe("slide 0");
    click("third");
    expect(slide()).toBe("slide 2");
    click("next");
    expect(slide()).toBe("slide 0");
  });

  it("restarts the countdown after a move by hand", () => {
    render(<Carousel />);
    wait(6000);
    click("next");
    wait(6000);
    expect(slide()).toBe("slide 1");
    wait(2000);
    expect(slide()).toBe("slide 2");
  });

  it("stops while paused and resumes on play", () => {
    render(<Carousel />);
    click("pause");
    wait(AUTO_ADVANCE_MS * 3);
    expect(slide()).toBe("slide 0");
    click("play");
    wait(AUTO_ADVANCE_MS);
    expect(slide()).toBe("slide 1");
  });

  it("pauses while a mouse hovers it, but not for the play/pause button", () => {
    render(<Carousel />);
    const carousel = screen.getByTestId("carousel");
    fireEvent.pointerOver(screen.getByText("slide 0"), { pointerType: "mouse" });
    expect(screen.getByText("still")).toBeTruthy();
    wait(AUTO_ADVANCE_MS * 2);
    expect(slide()).toBe("slide 0");
    fireEvent.pointerOver(screen.getByRole("button", { name: "pause" }), { pointerType: "mouse" });
    expect(screen.getByText("rotating")).toBeTruthy();
    fireEvent.pointerOver(screen.getByText("slide 0"), { pointerType: "mouse" });
    fireEvent.pointerLeave(carousel, { pointerType: "mouse" });
    wait(AUTO_ADVANCE_MS);
    expect(slide()).toBe("slide 1");
  });

  it("ignores touches", () => {
    render(<Carousel />);
    fireEvent.pointerOver(screen.getByText("slide 0"), { pointerType: "touch" });
    wait(AUTO_ADVANCE_MS);
    expect(slide()).toBe("slide 1");
  });

  it("pauses while focus is inside it", () => {
    render(<Carousel />);
    const outside = document.createElement("button");
    document.body.append(outside);
    act(() => screen.getByRole("button", { name: "next" }).focus());
    wait(AUTO_ADVANCE_MS * 2);
    expect(slide()).toBe("slide 0");
    act(() => outside.focus());
    wait(AUTO_ADVANCE_MS);
    expect(slide()).toBe("slide 1");
    outside.remove();
  });

  it("does not rotate by itself with reduced motion, unless the visitor presses play", () => {
    render(<Carousel reducedMotion />);
    expect(screen.getByRole("button", { name: "play" })).toBeTruthy();
    wait(AUTO_ADVANCE_MS * 2);
    expect(slide()).toBe("slide 0");
    click("play");
    wait(AUTO_ADVANCE_MS);
    expect(slide()).toBe("slide 1");
  });
});
