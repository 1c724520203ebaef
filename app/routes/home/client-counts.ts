import { useSyncExternalStore } from "react";

/** The range of the client count shown for each region, inclusive. */
export const MIN_CLIENTS = 10;
export const MAX_CLIENTS = 39;

/** A whole number from MIN_CLIENTS to MAX_CLIENTS; `random` returns values in [0, 1). */
export function randomClientCount(random: () => number = Math.random): number {
  return MIN_CLIENTS + Math.floor(random() * (MAX_CLIENTS - MIN_CLIENTS + 1));
}

let drawn: readonly number[] | undefined;

function drawOncePerPageLoad(count: number): readonly number[] {
  if (drawn?.length !== count) drawn = Array.from({ length: count }, () => randomClientCount());
  return drawn;
}

const noSubscription = () => () => {};

/**
 * One random client count per region, drawn in the browser once per page load. Null while
 * prerendering and hydrating, so the HTML never holds a number the app would then contradict.
 */
export function useClientCounts(count: number): readonly number[] | null {
  return useSyncExternalStore(
    noSubscription,
    () => drawOncePerPageLoad(count),
    () => null,
  );
}
