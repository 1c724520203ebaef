import { useEffect, useRef, useState } from "react";
import { usePrefersReducedMotion } from "./use-reduced-motion";

/** How long a counter takes to reach its target, and how often it steps on the way. */
export const COUNT_UP_MS = 2000;
export const COUNT_UP_STEPS_PER_SECOND = 60;

/** The number shown after `step` of `totalSteps`: rises evenly and reaches `target` only at the end. */
export function countAt(target: number, step: number, totalSteps: number): number {
  return Math.floor((target * Math.min(step, totalSteps)) / totalSteps);
}

/**
 * A number that counts up from 0 to `target` once, the first time its element scrolls into view.
 * The prerendered HTML (and a visitor who prefers reduced motion) gets `target` straight away;
 * after hydration a counter not yet seen drops to 0 and waits to be seen.
 */
export function useCountUp<T extends Element>(
  target: number,
  { durationMs = COUNT_UP_MS, stepsPerSecond = COUNT_UP_STEPS_PER_SECOND } = {},
) {
  const ref = useRef<T>(null);
  const reducedMotion = usePrefersReducedMotion();
  const totalSteps = Math.max(1, Math.round((durationMs * stepsPerSecond) / 1000));
  const [step, setStep] = useState(0);
  const finished = useRef(false);

  useEffect(() => {
    const element = ref.current;
    if (reducedMotion || finished.current || !element) return;
    let timer: number | undefined;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      const start = Date.now();
      // Each step is due at a whole millisecond after the start (step 60 at 1000 ms, step 120 at
      // 2000 ms) and follows the clock, so a late or throttled tick never slows the count down.
      const scheduleStep = (next: number) => {
        const dueMs = Math.ceil((next * 1000) / stepsPerSecond);
        timer = window.setTimeout(
          () => {
            const elapsedSteps = Math.floor(((Date.now() - start) * stepsPerSecond) / 1000);
            const reached = Math.min(totalSteps, Math.max(next, elapsedSteps));
            setStep(reached);
            if (reached < totalSteps) scheduleStep(reached + 1);
            else finished.current = true;
          },
          Math.max(0, dueMs - (Date.now() - start)),
        );
      };
      scheduleStep(1);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [reducedMotion, durationMs, stepsPerSecond, totalSteps]);

  return { ref, value: reducedMotion ? target : countAt(target, step, totalSteps) };
}
