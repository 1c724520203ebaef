/** How the journeys, the screenshots and the benchmark start Debian's Chromium. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  // This machine's network is closed: without these, Chromium keeps trying to reach Google.
  "--disable-background-networking",
  "--disable-component-update",
];

/**
 * For Playwright, which adds these features to its own `--disable-features` list (the benchmark's
 * chrome-launcher would replace its list with them instead). They cut the CPU that a journey's
 * browser context spends on Chromium's own pages, measured on a two-core machine: Chromium 156
 * opens every new window (each context is one) with the address bar's popup preloaded as two
 * WebUI pages in a renderer of their own, about 1.5 s each, more than one of our pages costs to
 * load; and it starts a spare renderer ahead of each navigation, which a context mostly never
 * uses, about 0.2 s. The benchmark's Lighthouse runs, measured with and without them, scored
 * within their usual spread, so it goes without.
 */
export const playwrightArgs = [
  ...chromiumArgs,
  "--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,SpareRendererForSitePerProcess",
];
