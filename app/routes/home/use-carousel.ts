import { useEffect, useState, type FocusEvent, type PointerEvent } from "react";

/** How long each slide stays before the carousel moves on by itself. */
export const AUTO_ADVANCE_MS = 8000;

/** Marks the play/pause button: hovering or focusing it does not pause rotation (as in the APG). */
export const ROTATION_CONTROL_ATTRIBUTE = "data-rotation-control";

/** `index` brought into 0…count-1, so moving past either end wraps around. */
export function wrapIndex(index: number, count: number): number {
  return ((index % count) + count) % count;
}

type Choice = "play" | "pause";

function isRotationControl(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(`[${ROTATION_CONTROL_ATTRIBUTE}]`) !== null;
}

/**
 * The state of a rotating carousel (WCAG 2.2.2): it advances every `intervalMs` unless the
 * visitor paused it, hovers it or has focus inside it. Preferring reduced motion means it does
 * not rotate until the visitor presses play. Moving it by hand restarts the countdown.
 */
export function useCarousel({
  count,
  reducedMotion,
  intervalMs = AUTO_ADVANCE_MS,
}: {
  count: number;
  reducedMotion: boolean;
  intervalMs?: number;
}) {
  const [index, setIndex] = useState(0);
  const [choice, setChoice] = useState<Choice | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  const playing = choice === null ? !reducedMotion : choice === "play";
  const rotating = playing && !hovered && !focused;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(
      () => setIndex((current) => wrapIndex(current + 1, count)),
      intervalMs,
    );
    return () => window.clearTimeout(timer);
  }, [rotating, index, count, intervalMs]);

  return {
    index,
    playing,
    rotating,
    goTo: (next: number) => setIndex(wrapIndex(next, count)),
    previous: () => setIndex((current) => wrapIndex(current - 1, count)),
    next: () => setIndex((current) => wrapIndex(current + 1, count)),
    togglePlaying: () => setChoice(playing ? "pause" : "play"),
    /** Spread on the element that holds the slides and the controls. */
    containerProps: {
      onPointerOver: (event: PointerEvent) => {
        if (event.pointerType === "mouse") setHovered(!isRotationControl(event.target));
      },
      onPointerLeave: () => setHovered(false),
      onFocus: (event: FocusEvent) => setFocused(!isRotationControl(event.target)),
      onBlur: (event: FocusEvent) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      },
    },
  };
}
