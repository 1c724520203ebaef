/**
 * How the journeys, the screenshots and the benchmark start Debian's Chromium. Two builds of it,
 * both from Debian's `chromium` source package (docs/decisions/010-headless-shell-for-journeys.md):
 * - the journeys and the screenshots drive `chromium-headless-shell`, the same Blink without the
 *   browser around it, as Playwright's own Chromium does by default when headless;
 * - the benchmark drives the whole browser in its new headless mode, as Lighthouse asks.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const headlessShellPath =
  process.env.HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell";

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  // This machine's network is closed: without these, Chromium keeps trying to reach Google.
  "--disable-background-networking",
  "--disable-component-update",
];

/**
 * For Playwright, which adds these features to its own `--disable-features` list (the benchmark's
 * chrome-launcher would replace its list with them instead). Chromium starts a spare renderer
 * ahead of each navigation, which a journey's browser context mostly never uses: about 0.2 s of
 * CPU each on a two-core machine.
 */
export const playwrightArgs = [
  ...chromiumArgs,
  "--disable-features=SpareRendererForSitePerProcess",
];
