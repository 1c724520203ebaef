import { describe, expect, it } from "vitest";
import { CHAT_STORAGE_KEY } from "~/chat/conversation";
import { SPLASH_KEY, THEME_KEY } from "~/components/head-script";
import { legalDocuments } from "~/content/legal";
import { PENDING_TOAST_KEY } from "~/components/shell/toaster";
import { OUTBOX_KEY } from "~/forms/outbox-events";
import { legalLinks, paths, site } from "~/site";
import { readLegal } from "../../../scripts/content-files";

const privacy = legalDocuments.find((document) => document.slug === "privacy")!;

describe("the legal documents", () => {
  it("are the checked files, and every one is linked from the footer", () => {
    expect(legalDocuments).toEqual(readLegal());
    for (const document of legalDocuments) {
      expect(legalLinks).toContainEqual({ label: document.title, to: paths.legal(document.slug) });
    }
  });

  it("fill in the site's facts, in text and in links", () => {
    const html = privacy.sections.map((section) => section.html).join("\n");
    expect(html).not.toMatch(/\{\{|%7B%7B/);
    expect(html).toContain(site.legalName);
    expect(html).toContain(`<a href="mailto:${site.email}">${site.email}</a>`);
    expect(privacy.description).toContain(site.name);
    expect(privacy.related).toEqual({ label: "Terms of Service", to: paths.terms });
  });

  it("name every key the site keeps in the visitor's browser, as the code names it", () => {
    const storage = privacy.sections.find((section) => section.id === "browser-storage")!.html;
    for (const key of [THEME_KEY, SPLASH_KEY, CHAT_STORAGE_KEY, PENDING_TOAST_KEY, OUTBOX_KEY]) {
      expect(storage).toContain(`<code>${key}</code>`);
    }
  });
});
