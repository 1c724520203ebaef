import type { Locator, Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { appStarted } from "./support/hydration";
import { contrastMap } from "./support/pixels";
import { sitePages } from "./support/site-pages";

/** One node of the accessibility tree that Chromium hands to screen readers, in reading order. */
type AxNode = { role: string; name: string; level: number | undefined; text: string | null };

/** Roles whose name a screen reader announces as the control's label. */
const namedRoles = new Set([
  "button",
  "link",
  "image",
  "textbox",
  "searchbox",
  "combobox",
  "listbox",
  "checkbox",
  "radio",
  "switch",
  "slider",
  "spinbutton",
  "DisclosureTriangle",
]);

/**
 * The page as Chromium exposes it to assistive technology (not as a DOM query sees it): the
 * nodes that are not ignored, depth first. For headings, links and buttons named by their
 * content it also reads the rendered text, to compare the two.
 */
async function accessibilityTree(page: Page): Promise<AxNode[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send("DOM.getDocument", { depth: -1 });
    const { nodes } = await cdp.send("Accessibility.getFullAXTree");
    const byId = new Map(nodes.map((node) => [node.nodeId, node]));
    const ordered: typeof nodes = [];
    const walk = (id: string) => {
      const node = byId.get(id);
      if (!node) return;
      ordered.push(node);
      for (const child of node.childIds ?? []) walk(child);
    };
    for (const root of nodes.filter((node) => !node.parentId)) walk(root.nodeId);

    const result: AxNode[] = [];
    for (const node of ordered) {
      if (node.ignored) continue;
      const role = String(node.role?.value ?? "");
      const level = node.properties?.find((p) => p.name === "level")?.value.value as
        number | undefined;
      let text: string | null = null;
      if (["heading", "link", "button"].includes(role) && node.backendDOMNodeId) {
        const { object } = await cdp.send("DOM.resolveNode", {
          backendNodeId: node.backendDOMNodeId,
        });
        const { result: value } = await cdp.send("Runtime.callFunctionOn", {
          objectId: object.objectId!,
          returnByValue: true,
          functionDeclaration: `function () {
            if (this.hasAttribute("aria-label") || this.hasAttribute("aria-labelledby")) return null;
            return this.innerText;
          }`,
        });
        text = (value.value as string | null) ?? null;
      }
      result.push({ role, name: String(node.name?.value ?? "").trim(), level, text });
    }
    return result;
  } finally {
    await cdp.detach();
  }
}

const words = (text: string) => text.replace(/\s+/g, " ").trim();

/** Everything wrong with a page's outline, landmarks and names, as readable lines. */
function structureProblems(tree: AxNode[]): string[] {
  const problems: string[] = [];
  const headings = tree.filter((node) => node.role === "heading");
  const h1s = headings.filter((node) => node.level === 1);
  if (h1s.length !== 1)
    problems.push(`${h1s.length} h1: ${h1s.map((h) => `"${h.name}"`).join(", ")}`);

  let previous = 0;
  for (const heading of headings) {
    const level = heading.level ?? 2;
    if (level > previous + 1)
      problems.push(`h${level} "${heading.name}" follows h${previous} (a level is skipped)`);
    if (!heading.name) problems.push(`an empty h${level}`);
    previous = level;
  }

  for (const landmark of ["banner", "main", "contentinfo"]) {
    const count = tree.filter((node) => node.role === landmark).length;
    if (count !== 1) problems.push(`${count} ${landmark} landmarks`);
  }

  for (const node of tree) {
    if (namedRoles.has(node.role) && !node.name) problems.push(`a ${node.role} without a name`);
    // A name that runs words together ("thatmoves") is read out that way.
    if (node.text !== null && node.name) {
      const said = words(node.name).split(" ").length;
      const shown = words(node.text).split(" ").length;
      if (
        said < shown &&
        words(node.name).replaceAll(" ", "") === words(node.text).replaceAll(" ", "")
      )
        problems.push(
          `${node.role} "${node.name}" runs the words of "${words(node.text)}" together`,
        );
    }
  }
  return problems;
}

/** Images and drawings in the DOM that a screen reader would meet without a text alternative. */
async function unlabelledGraphics(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const hidden = (element: Element) => element.closest("[aria-hidden='true']") !== null;
    const problems: string[] = [];
    for (const img of document.querySelectorAll("img")) {
      // alt="" marks a decorative picture; a missing alt leaves the file name to be read.
      if (!img.hasAttribute("alt") && !hidden(img))
        problems.push(`<img src="${img.src}"> has no alt`);
    }
    for (const svg of document.querySelectorAll("svg")) {
      if (hidden(svg) || svg.parentElement?.closest("svg")) continue;
      const label =
        svg.getAttribute("aria-label") ??
        svg.getAttribute("aria-labelledby") ??
        svg.querySelector(":scope > title")?.textContent;
      if (svg.getAttribute("role") !== "img" || !label?.trim())
        problems.push(
          `an <svg> in ${svg.parentElement?.outerHTML.slice(0, 120)} is neither hidden nor a labelled img`,
        );
    }
    for (const element of document.querySelectorAll("[role='img']")) {
      if (hidden(element)) continue;
      const label =
        element.getAttribute("aria-label") ??
        element.getAttribute("aria-labelledby") ??
        element.querySelector(":scope > title")?.textContent;
      if (!label?.trim())
        problems.push(`role=img without a label: ${element.outerHTML.slice(0, 120)}`);
    }
    return problems;
  });
}

test.describe("the structure a screen reader meets on every page", () => {
  test("one h1, headings that never skip a level, one banner, main and footer, and everything named", async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const problems: string[] = [];
    for (const path of [...(await sitePages(request)), "/no-such-page"]) {
      await page.goto(path);
      await appStarted(page);
      if (path === "/quotation") {
        // Opened directly, the quote modal is all that is exposed; the page behind is inert.
        const tree = await accessibilityTree(page);
        const exposed = tree.filter((node) => node.role !== "RootWebArea");
        expect(exposed.find((node) => node.role === "dialog")?.name).toBe("Get a Quote");
        expect(
          exposed.filter((node) => ["banner", "main", "contentinfo"].includes(node.role)),
        ).toEqual([]);
        problems.push(
          ...structureProblems(tree)
            .filter((problem) => !/h1|landmarks|follows h0/.test(problem))
            .map((problem) => `${path}: ${problem}`),
        );
        continue;
      }
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page).toHaveTitle(/\S/);
      problems.push(
        ...structureProblems(await accessibilityTree(page)).map((p) => `${path}: ${p}`),
      );
      problems.push(...(await unlabelledGraphics(page)).map((p) => `${path}: ${p}`));
    }
    expect(problems).toEqual([]);
  });

  test("the skip link is the first Tab stop and moves focus to the main content", async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const skip = page.getByRole("link", { name: "Skip to main content" });
    const main = page.getByRole("main");
    for (const path of [...(await sitePages(request)), "/no-such-page"]) {
      if (path === "/quotation") continue; // the modal holds the focus there (quote journeys)
      await page.goto(path);
      await appStarted(page);
      await page.keyboard.press("Tab");
      await expect(skip, path).toBeFocused();
      // Shown while focused, inside the viewport and above the header.
      await expect(skip, path).toBeInViewport({ ratio: 1 });
      // A padded button, at least the 24 px WCAG 2.2 asks of a target.
      const box = (await skip.boundingBox())!;
      expect(box.height, path).toBeGreaterThanOrEqual(24);
      await expect(skip, path).not.toHaveCSS("padding-left", "0px");
      const onTop = await skip.evaluate((link) => {
        const r = link.getBoundingClientRect();
        return document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2) === link;
      });
      expect(onTop, `${path}: the focused skip link is covered`).toBe(true);

      await page.keyboard.press("Enter");
      await expect(main, path).toBeFocused();
      // The next Tab continues inside the main content, past the header.
      await page.keyboard.press("Tab");
      expect(
        await main.evaluate((element) => element.contains(document.activeElement)),
        `${path}: Tab after the skip link leaves the main content`,
      ).toBe(true);
    }
  });
});

/**
 * The weakest contrast of an element's text with what is behind it, for text axe cannot judge
 * (over gradients, or painted with one): the element is shot with its text and without it,
 * and in each tenth of its width the strongest pixel (a glyph's core) is taken; the weakest
 * of those tenths is returned.
 */
async function textContrast(page: Page, decoder: Page, text: Locator): Promise<number> {
  await text.scrollIntoViewIfNeeded();
  const clip = (await text.boundingBox())!;
  const shown = await page.screenshot({ clip });
  await text.evaluate((element) => {
    for (const part of [element, ...element.querySelectorAll<HTMLElement>("*")]) {
      part.style.setProperty("-webkit-text-fill-color", "transparent", "important");
      part.style.setProperty("color", "transparent", "important");
      // Gradient text is its background, clipped to the glyphs.
      if (getComputedStyle(part).backgroundClip === "text")
        part.style.setProperty("background-image", "none", "important");
    }
  });
  const hidden = await page.screenshot({ clip });
  await text.evaluate((element) => {
    for (const part of [element, ...element.querySelectorAll<HTMLElement>("*")]) {
      part.style.removeProperty("-webkit-text-fill-color");
      part.style.removeProperty("color");
      part.style.removeProperty("background-image");
    }
  });
  const ratios = await contrastMap(decoder, shown, hidden);
  const columns = Array.from({ length: 10 }, () => 1);
  for (let y = 0; y < ratios.height; y++)
    for (let x = 0; x < ratios.width; x++) {
      const column = Math.floor((x / ratios.width) * 10);
      columns[column] = Math.max(columns[column]!, ratios.at(x, y));
    }
  // Tenths with no text in them (a short last line, padding) do not count.
  const withText = columns.filter((ratio) => ratio > 1.5);
  return withText.length ? Math.min(...withText) : 0;
}

for (const theme of ["dark", "light"] as const) {
  test(`text over gradients and gradient text keep AA contrast in the ${theme} theme`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    const decoder = await page.context().newPage();
    const problems: string[] = [];
    await page.goto("/");
    await page.evaluate((t) => localStorage.setItem("theme", t), theme);
    await page.reload();
    await appStarted(page);
    const band = page.getByRole("region", { name: "Ready to build what's next?" });
    const texts: [string, Locator, number][] = [
      // Painted with the primary-to-accent gradient.
      ["hero's gradient words", page.locator("#hero-title span"), 3],
      ["Projects Completed", page.getByRole("definition").first().locator("span").last(), 3],
      // White on the indigo-to-cyan band.
      ["band heading", band.getByRole("heading"), 3],
      ["band lead", band.locator("p").first(), 4.5],
      ["band outline button", band.getByRole("link", { name: /^Call/ }), 4.5],
    ];
    for (const [name, text, needed] of texts) {
      const ratio = await textContrast(page, decoder, text);
      if (!(ratio >= needed)) problems.push(`${theme}: ${name} ${ratio.toFixed(2)} < ${needed}`);
    }
    await page.getByRole("button", { name: "Open chat" }).click();
    // Measured once the panel itself (not its loading frame) is there.
    await expect(page.getByRole("textbox", { name: "Message" })).toBeVisible();
    const chatLine = page.getByText("Instant answers, or our team by email");
    const ratio = await textContrast(page, decoder, chatLine);
    if (!(ratio >= 4.5)) problems.push(`${theme}: chat title bar ${ratio.toFixed(2)} < 4.5`);
    await page.getByRole("button", { name: "Close chat" }).click();
    expect(problems).toEqual([]);
  });
}
