import type { Page } from "@playwright/test";

/** Anything that takes longer than this is movement a visitor could see. */
export const PERCEPTIBLE_MS = 1;

/**
 * Animations and transitions that would move something on the page now: running or about to
 * run, for longer than a frame's fraction, or forever.
 */
export async function movingThings(page: Page): Promise<string[]> {
  return page.evaluate((perceptible) => {
    return document
      .getAnimations()
      .filter((animation) => {
        if (animation.playState === "finished" || animation.playState === "idle") return false;
        const { duration, iterations } = animation.effect!.getComputedTiming();
        return iterations === Infinity || Number(duration) > perceptible;
      })
      .map((animation) => {
        const target = (animation.effect as KeyframeEffect).target;
        const name =
          animation instanceof CSSAnimation
            ? animation.animationName
            : animation instanceof CSSTransition
              ? `transition of ${animation.transitionProperty}`
              : "script animation";
        return `${name} on <${target?.nodeName.toLowerCase()} class="${target instanceof Element ? target.className : ""}">`;
      });
  }, PERCEPTIBLE_MS);
}

/** Elements whose computed animation or transition lasts longer than `PERCEPTIBLE_MS`. */
export async function slowStyles(page: Page): Promise<string[]> {
  return page.evaluate((perceptible) => {
    const ms = (value: string) =>
      Math.max(
        ...value
          .split(",")
          .map((part) => parseFloat(part) * (part.trim().endsWith("ms") ? 1 : 1000)),
      );
    const found: string[] = [];
    for (const element of document.querySelectorAll("*")) {
      for (const pseudo of [null, "::before", "::after"]) {
        const style = getComputedStyle(element, pseudo);
        const animated =
          style.animationName !== "none" && ms(style.animationDuration) > perceptible;
        const transitioned =
          style.transitionProperty !== "none" && ms(style.transitionDuration) > perceptible;
        if (animated || transitioned)
          found.push(
            `<${element.nodeName.toLowerCase()}${pseudo ?? ""} class="${element.getAttribute("class")}">: ${style.animationName} ${style.animationDuration} / ${style.transitionDuration}`,
          );
      }
    }
    return found;
  }, PERCEPTIBLE_MS);
}
