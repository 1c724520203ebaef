import { afterAll, describe, expect, it, vi } from "vitest";
import { answer } from "./answer";

// The posts as the build sees them (Vitest does not run the Markdown plugin).
vi.mock("~/content/posts", async () => {
  const { readFileSync } = await import("node:fs");
  const { renderMarkdown } = await import("../../scripts/markdown-plugin");
  const { postSlugs } = await import("~/content/post-files.server");
  const { byNewest, toPostMeta } = await import("~/content/post-meta");
  const posts = postSlugs()
    .map((slug) => {
      const source = readFileSync(new URL(`../content/posts/${slug}.md`, import.meta.url), "utf8");
      const rendered = renderMarkdown(source);
      return toPostMeta(slug, rendered.frontmatter, rendered.readingMinutes);
    })
    .sort(byNewest);
  return { posts };
});

/** Questions a visitor would type, and the page the answer must cite. */
const questions: ReadonlyArray<readonly [string, string]> = [
  ["Are you open on Saturday?", "/contact"],
  ["Is your office open on Sunday?", "/contact"],
  ["Do you do cloud migration?", "/services/cloud-solutions"],
  ["Have you moved a company's systems to AWS before?", "/projects/cloud-migration"],
  ["How much does a mobile app cost?", "/contact"],
  ["Where is your office?", "/contact"],
  ["How long does a project take?", "/contact"],
  ["What's your phone number?", "/contact"],
  ["Can I email you?", "/contact"],
  ["Do you build iOS and Android apps?", "/services/mobile-development"],
  ["I need a penetration test for our web app", "/services/cybersecurity"],
  ["Do you make e-commerce websites?", "/services/web-development"],
  ["Show me your work for hospitals", "/projects/healthcare"],
  ["Can you build dashboards for our sales data?", "/services/data-analytics"],
  ["Can you build a chatbot assistant for our support team?", "/services/ai-machine-learning"],
  ["Do you have an article about cloud trends?", "/blog/cloud-trends"],
  ["Any cybersecurity tips for a growing business?", "/blog/cybersecurity-practices"],
  ["Do you support the website after launch?", "/contact"],
  ["Can you work with our existing ERP?", "/contact"],
  ["Do you work with startups?", "/contact"],
  ["When was Nexora founded?", "/about"],
  ["Are you hiring?", "/career"],
  ["How do I get a quote?", "/quotation"],
  ["What services do you offer?", "/services"],
  ["Who is your CEO?", "/about"],
  ["Do you set up CI/CD pipelines and Kubernetes?", "/services/devops"],
  ["What are the steps of your process?", "/services"],
  ["Do you work with clients in the UK?", "/"],
  ["Do you use cookies?", "/legal/privacy"],
  ["Can I talk to a real person?", "/contact"],
  ["We want to redesign our app's user experience", "/services/ui-ux-design"],
  ["Do you offer fractional CTO services?", "/services/it-consulting"],
  ["We need a help desk and backups for our office", "/services/it-infrastructure"],
  ["Can you replace our paper forms and spreadsheets?", "/services/digital-transformation"],
  ["Do you write custom software?", "/services/software-development"],
  ["Do you have an example of demand forecasting?", "/projects/ai-analytics"],
  ["How is AI used in business?", "/blog/future-of-ai"],
  ["How do I log in to the client portal?", "/login"],
];

/** Questions the site cannot answer: the chat must say so rather than guess. */
const unanswerable = [
  "Can you fix my car?",
  "What's the weather in Delhi today?",
  "Tell me a joke",
  "asdfgh qwerty",
  "Who won the cricket match?",
];

const pathOf = (href: string) => href.replace(/#.*$/, "");

describe("chat retrieval", () => {
  const results = questions.map(([question, expected]) => {
    const reply = answer(question);
    const cited = reply.sources.map((source) => pathOf(source.href));
    return { question, expected, cited, pass: cited.includes(expected), reply };
  });

  afterAll(() => {
    const passed = results.filter((result) => result.pass).length;
    const misses = results
      .filter((result) => !result.pass)
      .map((result) => `  ✗ ${result.question} → ${result.cited.join(", ") || "(no answer)"}`);
    console.log(
      [`chat retrieval: ${passed}/${results.length} cite the right page`, ...misses].join("\n"),
    );
  });

  it("cites the right page for at least 90% of visitors' questions", () => {
    expect(questions.length).toBeGreaterThanOrEqual(20);
    const passed = results.filter((result) => result.pass).length;
    expect(passed / results.length).toBeGreaterThanOrEqual(0.9);
  });

  it.each(results)("answers '$question' briefly, with a source", ({ reply }) => {
    expect(reply.outcome).toBe("answer");
    expect(reply.sources.length).toBeGreaterThanOrEqual(1);
    expect(reply.sources.length).toBeLessThanOrEqual(2);
    expect(reply.paragraphs.join(" ").length).toBeLessThan(600);
    expect(reply.next.length).toBeGreaterThan(0);
  });

  it.each(unanswerable)("says honestly it has no answer to '%s' and offers the hand-off", (q) => {
    const reply = answer(q);
    expect(reply.outcome).toBe("fallback");
    expect(reply.sources).toEqual([]);
    expect(reply.paragraphs[0]).toMatch(/couldn't find/);
    expect(reply.next).toContain("handoff");
  });
});

describe("chat answers", () => {
  it("gives Saturday's hours from the site's facts", () => {
    const reply = answer("Are you open on Saturday?");
    expect(reply.paragraphs.join(" ")).toContain("Saturday 10:00 AM-2:00 PM");
    expect(reply.sources[0]).toEqual({ label: "Contact", href: "/contact" });
  });

  it("pairs the cloud service with the cloud migration case study", () => {
    const hrefs = answer("Do you do cloud migration?").sources.map((source) => source.href);
    expect(hrefs).toEqual(
      expect.arrayContaining(["/services/cloud-solutions", "/projects/cloud-migration"]),
    );
  });

  it("answers a price question with the pricing FAQ and offers a quote", () => {
    const reply = answer("How much does a mobile app cost?");
    expect(reply.paragraphs[0]).toMatch(/fixed-price/);
    expect(reply.next[0]).toBe("quote");
  });

  it("gives the Bhopal address", () => {
    expect(answer("Where is your office?").paragraphs[0]).toMatch(/Bhopal, Madhya Pradesh/);
  });

  it("gives the FAQ's answer on project duration", () => {
    expect(answer("How long does a project take?").paragraphs[0]).toMatch(/4-6 weeks/);
  });

  it("greets back and thanks without searching", () => {
    expect(answer("Hi there!").outcome).toBe("greeting");
    expect(answer("Thanks a lot").outcome).not.toBe("answer");
    expect(answer("thank you so much").outcome).toBe("thanks");
    expect(answer("   ").outcome).toBe("empty");
  });
});
