import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { renderMarkdown, textParts } from "../../scripts/markdown-plugin";
import { fold, indexText, isStopword, lead, stem, stopwords, weakWords } from "./fold";
import { indexTerms } from "./normalise";
import { postSections, type PostText } from "./sections";
import { fillPlaceholders } from "~/content/legal-text";
import { htmlToText } from "~/text";

const folder = (name: string) => new URL(`../content/${name}/`, import.meta.url);
const files = (name: string) =>
  readdirSync(folder(name))
    .filter((file) => file.endsWith(".md"))
    .map((file) => [file, readFileSync(new URL(file, folder(name)), "utf8")] as const);
/** A text's words the search keeps, each once… */
const searched = (text: string) =>
  [...new Set(fold(text).split(" "))].filter((word) => word && !stopwords.has(word)).sort();
/** …and its terms: those words' stems, each once… */
const terms = (text: string) => [...new Set(indexTerms(text))].sort();
/**
 * A text the build keeps searches as its source does: no term the source lacks, and every term of
 * a topic (everyday words past a lead go).
 */
const expectSearchedAs = (kept: string, source: string) => {
  const [after, before] = [terms(kept), terms(source)];
  expect(after.filter((term) => !before.includes(term))).toEqual([]);
  expect(before.filter((term) => !weakWords.has(term) && !after.includes(term))).toEqual([]);
};

describe("stop words", () => {
  it("drops Hinglish 'aapne' and 'humne' (you did, we did) like 'aap' and 'hum'", () => {
    expect(searched("kitne projects kiye hain aapne, humne dekha")).toEqual(["dekha", "projects"]);
  });

  it("lists no form in -ed or -ing whose stem is listed: the rule drops it, and the chat downloads the list", () => {
    const redundant = [...stopwords].filter(
      (word) => /(ed|ing)$/.test(word) && stem(word) !== word && stopwords.has(stem(word)),
    );
    expect(redundant).toEqual([]);
    expect(isStopword("wanted") && isStopword("getting")).toBe(true);
  });
});

describe("the text the build keeps for the chat", () => {
  it("keeps a text's lead as written, and after it only the words of a topic the search keeps", () => {
    const text = "One step. Then the next invoice, and it's done. Ask us about backups!";
    // (…not the everyday words "next" and "ask", which a text with no lead, one the chat never
    // quotes, keeps)
    expect(indexText(text, 1)).toBe("One step. backups invoice");
    expect(indexText(text, 0)).toBe("ask backups invoice next step");
    // (…each once, folded, but for a placeholder the chat fills in; a form of a word it has kept
    // is that word's term again)
    expect(indexText("Lead. Next backup, next backup!", 1)).toBe("Lead. backup");
    expect(indexText("Lead. Stored in the store, storing stores.", 1)).toBe("Lead. stored");
    expect(indexText("Lead. Mail {{site.email}}.", 1)).toBe("Lead. mail {{site.email}}.");
    // (…nor again when the lead has it)
    expect(indexText("Cloud costs. The cloud bill grows.", 1)).toBe("Cloud costs. bill");
    // (…nor when the rest of its section, given as known, has it)
    expect(indexText("The cloud bill grows.", 0, "Cloud Solutions")).toBe("bill grows");
    // (a text of no more sentences than its lead stays as it is)
    expect(indexText(text, 3)).toBe(text);
    expect(lead(indexText(text, 2), 2)).toBe(lead(text, 2));
  });

  it("quotes a sentence with an address or a number in it whole", () => {
    const text =
      "Email hello@nexora.example from your address. It costs ₹2.5 lakh. We answer soon.";
    expect(lead(text, 2)).toBe("Email hello@nexora.example from your address. It costs ₹2.5 lakh.");
    expect(indexText(text, 1)).toBe("Email hello@nexora.example from your address. 2 5");
  });

  it.each(files("posts"))("quotes and searches post %s as written", (file, raw) => {
    const text = (sentences?: number) =>
      textParts<PostText["frontmatter"]>(renderMarkdown(raw), ["title", "excerpt"], sentences);
    const [full, kept] = [text(), text(2)];
    expect(JSON.stringify(kept).length).toBeLessThan(JSON.stringify(full).length * 0.85);
    const before = postSections({ [file]: full });
    const after = postSections({ [file]: kept });
    // (all but the text the same: ids, titles, what an answer quotes, its links)
    const quoted = (sections: typeof before) =>
      sections.map((section) => ({ ...section, text: "" }));
    expect(quoted(after)).toEqual(quoted(before));
    after.forEach((section, index) => {
      expectSearchedAs(section.text, before[index]!.text);
    });
  });

  it.each(files("legal"))("quotes and searches legal document %s as written", (_, raw) => {
    for (const section of renderMarkdown(raw).sections) {
      const text = htmlToText(section.html);
      const [before, after] = [text, indexText(text, 3)].map((each) => fillPlaceholders(each));
      expect(lead(after!, 3)).toBe(lead(before!, 3));
      expectSearchedAs(after!, before!);
    }
  });

  it.each([...files("services"), ...files("projects")])(
    "searches the body of %s as written, with what its own section has",
    (_, raw) => {
      const { frontmatter, html } = renderMarkdown(raw);
      const text = htmlToText(html);
      // (as the build gives it, less what the page's own fields say: `&known=`)
      const known = ["title", "description", "features", "keywords", "technologies", "client"]
        .flatMap((name) => frontmatter[name] ?? [])
        .join(" ");
      const kept = indexText(text, 0, known);
      expect(kept.length).toBeLessThan(text.length * 0.85);
      expect(terms(`${kept} ${known}`)).toEqual(terms(`${text} ${known}`));
    },
  );
});
