import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import type axeCore from "axe-core";

/**
 * Axe's minified build, 0.65 MB: the package's `source` is its unminified build, 1.5 MB, which
 * every page that axe checks would receive and compile.
 */
const axeSource = readFileSync(fileURLToPath(import.meta.resolve("axe-core/axe.min.js")), "utf8");

const wcag = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/**
 * Axe's findings on the page, or on the part `within` selects: every WCAG A/AA rule, or only
 * colour contrast, the one rule whose result depends on the theme (the other rules read markup,
 * roles and layout, which are the same in both).
 */
export async function axe(
  page: Page,
  rules: "every rule" | "colour contrast" = "every rule",
  within?: string,
): Promise<string[]> {
  // Axe runs in the page itself, put there once per document (through the DevTools protocol, as
  // a page's CSP does not apply to it). @axe-core/playwright put its 650 KB there twice per check
  // and once more per frame, to merge cross-origin frames' findings, which the site has none of
  // (the origin check in every-page.spec fails any request elsewhere): 1.06 s a check against
  // 0.63 s this way, over ten checks of five pages. Only violations are reported, which saves
  // axe collecting every passing node.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  return page.evaluate(
    async ({ within, runOnly }) => {
      const { axe } = window as unknown as { axe: typeof axeCore };
      const { violations } = await axe.run(within ?? document, {
        runOnly,
        resultTypes: ["violations"],
      });
      // What axe measured, for the first node: a contrast's colours and ratio, say.
      const measured = (node: axeCore.NodeResult | undefined) =>
        node?.any[0]?.message ? ` (first: ${node.any[0].message})` : "";
      return violations.map(
        (v) =>
          `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}${measured(v.nodes[0])}`,
      );
    },
    {
      within,
      runOnly:
        rules === "every rule"
          ? { type: "tag" as const, values: wcag }
          : { type: "rule" as const, values: ["color-contrast"] },
    },
  );
}

/** One node of the accessibility tree that Chromium hands to screen readers, in reading order. */
export type AxNode = { role: string; name: string; level: number | undefined; text: string | null };

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
export async function accessibilityTree(page: Page): Promise<AxNode[]> {
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

    /** The rendered text of an element named by its content; null when a label names it. */
    const shownText = async (backendNodeId: number) => {
      const { object } = await cdp.send("DOM.resolveNode", { backendNodeId });
      const { result: value } = await cdp.send("Runtime.callFunctionOn", {
        objectId: object.objectId!,
        returnByValue: true,
        functionDeclaration: `function () {
          if (this.hasAttribute("aria-label") || this.hasAttribute("aria-labelledby")) return null;
          return this.innerText;
        }`,
      });
      return (value.value as string | null) ?? null;
    };
    // Asked all together rather than one after another: each heading, link and button takes two
    // round trips to the browser.
    return await Promise.all(
      ordered
        .filter((node) => !node.ignored)
        .map(async (node): Promise<AxNode> => {
          const role = String(node.role?.value ?? "");
          const level = node.properties?.find((p) => p.name === "level")?.value.value as
            number | undefined;
          const text =
            ["heading", "link", "button"].includes(role) && node.backendDOMNodeId
              ? await shownText(node.backendDOMNodeId)
              : null;
          return { role, name: String(node.name?.value ?? "").trim(), level, text };
        }),
    );
  } finally {
    await cdp.detach();
  }
}

const words = (text: string) => text.replace(/\s+/g, " ").trim();

/** Everything wrong with a page's outline, landmarks and names, as readable lines. */
export function structureProblems(tree: AxNode[]): string[] {
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
export async function unlabelledGraphics(page: Page): Promise<string[]> {
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
