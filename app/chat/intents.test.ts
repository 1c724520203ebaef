import { describe, expect, it } from "vitest";
import { detectIntent, intents } from "./intents";
import { buildSections } from "./sections";

const intentOf = (question: string) => detectIntent(question)?.id;

describe("intents", () => {
  it("each answers with a section of the index", () => {
    const ids = new Set(buildSections().map((section) => section.id));
    for (const intent of intents) expect(ids, intent.id).toContain(intent.section);
  });

  it.each([
    ["Is anyone in the office on weekends?", "hours"],
    ["sunday ko khula hai kya", "hours"],
    ["what time do you open", "hours"],
    ["office kahan hai", "address"],
    ["how do I get directions to you", "address"],
    ["phone number please", "phone"],
    ["your email?", "email"],
    ["how much would an app cost", "pricing"],
    ["kitna kharcha aayega", "pricing"],
    ["website kitne mein banegi", "pricing"],
    ["how long will my project take", "timeline"],
    ["since when are you in business", "history"],
    ["how long has your company existed", "history"],
    ["how long do you keep my details", "retention"],
    ["how many employees do you have", "size"],
    ["any vacancies?", "careers"],
    ["naukri chahiye", "careers"],
    ["where do I log in to the portal", "portal"],
    ["can I talk to a real person", "handoff"],
    ["do you have clients abroad", "regions"],
  ])("recognises %j as %s", (question, intent) => {
    expect(intentOf(question)).toBe(intent);
  });

  it.each([
    // The negative examples: a look-alike word must not pick the wrong fact.
    ["how can we cut our cloud bill", "pricing"],
    ["our AWS bill doubled", "pricing"],
    ["how long have you been in business", "timeline"],
    ["how long does the hiring take", "timeline"],
    ["what are your support hours for critical systems", "hours"],
    ["train timings bhopal to delhi", "hours"],
    ["what's your email address", "address"],
    ["how much data do we need", "pricing"],
    ["what does a data engineer earn", "pricing"],
    ["data residency in india", "regions"],
    ["how long do you keep my details", "timeline"],
    ["google workspace setup for our staff", "portal"],
    ["can you review our IT budget", "pricing"],
    ["office ka internet band ho jata hai", "hours"],
    ["is your website down on sunday", "hours"],
  ])("does not read %j as %s", (question, intent) => {
    expect(intentOf(question)).not.toBe(intent);
  });
});
