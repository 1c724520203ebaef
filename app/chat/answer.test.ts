import { describe, expect, it } from "vitest";
import { closeTo, createResponder, lengthOf, splitQuestion } from "./answer";
import { queryGroups } from "./normalise";
import { buildSections } from "./sections";
import { pricesNote } from "~/content/pricing";

const respond = createResponder(buildSections());
const cites = (question: string) =>
  respond(question).replies.flatMap((reply) => reply.sources.map((source) => source.href));
/** The section each part of the answer comes from, by its address (anchor included). */
const partPages = (question: string) =>
  respond(question).parts.map((part) => part.section?.source.href);
/** A detail of a post asked in its words: its part on patching answers, with a related page. */
const patchingQuestion =
  "Vikram's post on protecting growing firms: within how many hours should an exposed server's critical flaw be fixed?";

describe("splitQuestion", () => {
  it.each([
    [
      "where is your office and are you open on sunday",
      ["where is your office", "are you open on sunday"],
    ],
    ["Do you do SEO? Also, are you hiring?", ["Do you do SEO", "are you hiring"]],
    ["phone number; email", ["phone number", "email"]],
    ["cloud migration aur devops dono karte ho?", ["cloud migration", "devops dono karte ho"]],
    [
      "do you build android apps and roughly what would it cost",
      ["do you build android apps", "roughly what would it cost"],
    ],
    ["web design, and seo", ["web design", "seo"]],
    ["cloud hosting and also backups", ["cloud hosting", "backups"]],
    ["a shop website plus a mobile app", ["a shop website", "a mobile app"]],
    ["opening hours + phone number", ["opening hours", "phone number"]],
    [
      "we need canary releases and separately a usability audit",
      ["we need canary releases", "a usability audit"],
    ],
    // (an everyday word alone, how the visitor feels, is no question of its own)
    ["is delhi or mumbai bigger? confused", ["is delhi or mumbai bigger confused"]],
    [
      "do you use azure openai and have you written about ai",
      ["do you use azure openai", "have you written about ai"],
    ],
  ])("splits %j into its questions", (question, parts) => {
    expect(splitQuestion(question)).toEqual(parts);
  });

  it("splits two facts asked with one 'and'", () => {
    expect(
      splitQuestion("what's your address and till what time are you open on weekdays"),
    ).toEqual(["what's your address", "till what time are you open on weekdays"]);
  });

  it("keeps one question with an 'and' inside it whole", () => {
    expect(splitQuestion("sales and marketing dashboards")).toEqual([
      "sales and marketing dashboards",
    ]);
    expect(splitQuestion("brand and visual identity")).toEqual(["brand and visual identity"]);
  });

  it("keeps the 'also' inside a question whole", () => {
    expect(splitQuestion("do you also do devops consulting")).toEqual([
      "do you also do devops consulting",
    ]);
  });

  it("joins a part without a meaningful word to the one before", () => {
    expect(splitQuestion("do you build apps? please?")).toEqual(["do you build apps please"]);
  });
});

describe("closeTo", () => {
  it("accepts one typo in a short word and two in a long one, not a different word", () => {
    expect(closeTo("carrer", "career")).toBe(true);
    expect(closeTo("carreer", "career")).toBe(true);
    expect(closeTo("dashbord", "dashboard")).toBe(true);
    expect(closeTo("clowd", "cloud")).toBe(true);
    expect(closeTo("app", "api")).toBe(false);
  });

  it("reads a letter as a typo of another only when it is a slip: a neighbouring key, a vowel or a sound-alike", () => {
    expect(closeTo("dashbosrd", "dashboard")).toBe(true);
    expect(closeTo("privasy", "privacy")).toBe(true);
    expect(closeTo("optimization", "optimisation")).toBe(true);
    expect(closeTo("lease", "leave")).toBe(false);
    expect(closeTo("sensor", "senior")).toBe(false);
    expect(closeTo("match", "patch")).toBe(false);
  });

  it("counts two swapped letters as one typo", () => {
    expect(closeTo("andriod", "android")).toBe(true);
    expect(closeTo("sevrices", "services")).toBe(true);
  });
});

describe("answers", () => {
  it("reads a part that starts with 'am' as a question, not as the visitor's story", () => {
    expect(
      cites("do you set cookies? and am I allowed to quote your blog in my newsletter"),
    ).toEqual(["/legal/privacy#no-cookies", "/legal/terms#intellectual-property"]);
  });

  it("answers each part of a question with its own citation", () => {
    const answer = respond("Do you do cybersecurity? Also, are you hiring?");
    expect(answer.outcome).toBe("answer");
    expect(answer.replies).toHaveLength(2);
    expect(answer.replies[0]?.sources[0]?.href).toBe("/services/cybersecurity");
    expect(answer.replies[1]?.sources[0]?.href).toMatch(/^\/career/);
  });

  it("names a second page worth a look by its title as written, a question's mark and all", () => {
    const [reply] = respond(patchingQuestion).replies;
    expect(reply?.related).toBe("Related: What are your support hours?");
    expect(reply?.sources.map((source) => source.href)).toEqual([
      "/blog/cybersecurity-practices#patch-quickly-and-know-what-you-run",
      "/services/it-infrastructure#questions-title",
    ]);
  });

  it("asks a part beside a question about our jobs as a job seeker, when nothing else answers it", () => {
    const courses = "how much do you give each year for courses";
    expect(cites(courses)).toEqual([]);
    expect(cites(`Is the cloud/devops opening remote, and ${courses}?`)).toEqual([
      "/career#cloud-devops-engineer",
      "/career#why-work-with-us",
    ]);
    expect(
      cites("what skills does the data engineer job need and do you use snowflake for client work"),
    ).toContain("/services/data-analytics");
    // (its "how long" is the hiring's, not a project's)
    expect(cites("how long till an offer")).toEqual(["/contact#faq"]);
    expect(cites("what are the steps after i apply and how long till an offer")[1]).toBe(
      "/career#hiring-process",
    );
  });

  it("answers a part that asks for an example with the case study of the topic before it", () => {
    expect(partPages("do you build online stores? also show me one you have done")).toEqual([
      "/services/web-development",
      "/projects/ecommerce-platform#results-title",
    ]);
    // ("samples" of past work are case studies, no typo of "simple")
    expect(cites("pehle kiya hua kaam dikhao, kuch samples?")).toEqual(["/projects"]);
    expect(partPages("do you make dashboards? got an example with actual numbers?")).toEqual([
      "/services/data-analytics",
      "/projects/ai-analytics",
    ]);
    expect(
      partPages("can you get us ready for iso 27001? has any client of yours passed it"),
    ).toEqual(["/services/cybersecurity#questions-title", "/projects/security-infrastructure"]);
    // (…but the list of case studies is the portfolio's)
    expect(
      partPages("do you make android apps, and where can i see your past case studies")[1],
    ).not.toMatch(/^\/projects\/./);
  });

  it("answers a part that nearly passes the gate beside a question the site answers", () => {
    const stages = "what do we get at each stage";
    expect(cites(stages)).toEqual([]);
    expect(cites(`${stages} and can you connect our software with tally`)[0]).toBe(
      "/services/software-development#delivery",
    );
    const law = "which country's law applies to its terms";
    expect(cites(law)).toEqual([]);
    expect(cites(`does your site use cookies and ${law}`)[1]).toBe("/legal/terms#governing-law");
  });

  it("reads when the office shuts as its hours, and shutting down a server as no closed office", () => {
    expect(cites("what time does your office shut on saturday")).toEqual(["/contact"]);
    expect(cites("shut down our old servers")[0]).not.toBe("/contact");
  });

  it("gives the blog's feed to a feed reader's question: a feed is no fee", () => {
    for (const question of [
      "feed url for feedly so your posts show up automatically?",
      "rss link for your insights section? want it in feedly",
    ])
      expect(new Set(cites(question))).toEqual(new Set(["/blog"]));
  });

  it("answers a pen test of the visitor's app with the security service, not the app's", () => {
    expect(cites("can ur team pentest our andriod app and the backend APIs")[0]).toMatch(
      /^\/services\/cybersecurity\b/,
    );
    expect(cites("penetration testing for our ios and android app")[0]).toMatch(
      /^\/services\/cybersecurity\b/,
    );
    // (…while an app with tests is still the app's)
    expect(cites("do you write automated tests for the android apps you build")[0]).toMatch(
      /^\/services\/mobile-development\b/,
    );
  });

  it("reads an everyday word with a letter dropped as that word, and no other typo of one as it", () => {
    // ("mornngs" is "mornings", "evenng" "evening": everyday words, not a topic the site lacks)
    expect(cites("does ur offfice open sunday mornngs at all")).toEqual(["/contact"]);
    expect(cites("r u guys opn on saterday evenng or only in the mornin")).toEqual(["/contact"]);
    // (…but "guests" is no "guess": the guests' wifi password is not on the site)
    expect(respond("what's the wifi password for guests at your office").outcome).toBe("fallback");
    expect(respond("free khana milta hai office me? tiffin service?").outcome).toBe("fallback");
    // ("is it necessary", "can we skip it": how the visitor asks, not what about)
    expect(cites("is kubernets really neccesary or can we skip it")[0]).toMatch(
      /^\/services\/devops/,
    );
  });

  it("reads a word of consonants as an everyday or stop word, and an everyday word's typo as it", () => {
    // ("mny" is "many", not "money"; "totl" is "total", an everyday word; "ppl" are people)
    expect(cites("hw mny ppl wrk at nexora in totl")).toEqual(["/about#story"]);
    expect(cites("my clinc needs basic 5 page websit, how mny weeks rougly")[0]).toMatch(
      /^\/services\/web-development|^\/contact/,
    );
  });

  it("reads a fixed-scope job as a client's project, whose range is the price list's", () => {
    expect(cites("for a fixed-scope job what's the usual rupee range")).toEqual([
      "/services#pricing",
    ]);
  });

  it("reads 'the … job you did' as our past work, not a vacancy", () => {
    expect(cites("how did the hospital job you did turn out")[0]).toMatch(
      /^\/projects\/healthcare/,
    );
    // (…while a job a visitor asks us for is still one)
    expect(cites("is there any data engineer job you are hiring for")).toEqual([
      "/career#data-engineer",
    ]);
  });

  it("knows that shipping code more often is DevOps' releases", () => {
    expect(cites("can you help our developers ship more often without the drama")[0]).toMatch(
      /^\/services\/devops/,
    );
  });

  it("knows visitors' words for what the site names otherwise: freight, VMs, an offshore team", () => {
    expect(cites("have you moved a freight company's systems to the cloud before?")).toEqual([
      "/projects/cloud-migration",
    ]);
    expect(cites("our vms on azure cost too much, can you help?")[0]).toMatch(
      /^\/services\/cloud-solutions/,
    );
    expect(cites("we want an offshore team of engineers working only for us for a year")).toEqual([
      "/services#pricing",
    ]);
  });

  it("reads a word cut short past its stem as the site word it starts ('trackin' is 'tracking')", () => {
    expect(cites("any cookis or anlytics trackin on ths site?")).toEqual([
      "/legal/privacy#no-cookies",
    ]);
    // (…but not as a thesaurus word it starts: "kamzor" is weak, no "kamzori", a weakness)
    const cabling = cites(
      "godown aur office dono jagah net connection kamzor hai, lan cabling karwa doge?",
    );
    expect(cabling).toContain("/services/it-infrastructure#overview");
    expect(cabling).not.toContain("/services/cybersecurity");
  });

  it("reads a long word with a vowel mistyped and another dropped as the word with its consonants", () => {
    // ("bisness" is "business", "restrant" "restaurant": one typo more than their length allows)
    expect(cites("can u make shopfy store for my clothng bisness")[0]).toMatch(
      /^\/services\/web-development/,
    );
    expect(cites("need a flutr app for my restrant delivry boys")[0]).toMatch(
      /^\/services\/mobile-development/,
    );
    // (…but "canteen" is no "continue", nor "recover" "recovery")
    expect(respond("does your office have a canteen that serves lunch?").outcome).toBe("fallback");
    expect(respond("can you recover deleted whatsapp chats from my phone").outcome).toBe(
      "fallback",
    );
  });

  it("reads a typo as the site word fewest typos away, not a sound-alike further off", () => {
    // ("lanch" is "launch", not "lanka"; "development" names no one service's steps)
    expect(cites("how long to lanch an app")[0]).toBe("/contact#faq");
    expect(cites("wht are the steps in ur developmnt proces from start to lanch")[0]).toBe(
      "/services#process",
    );
    // ("-shun" sounds like "-tion": "migrashun" is "migration")
    expect(cites("cloud migrashun without downtme is it possible")[0]).toMatch(
      /^\/services\/cloud-solutions/,
    );
  });

  it("reaches the service pages' FAQs and 'more' lists, jobs and regions", () => {
    expect(cites("who owns the code")[0]).toBe("/services/software-development#questions-title");
    expect(cites("data residency in india")[0]).toBe("/services/cloud-solutions#overview");
    expect(cites("salary for a data engineer")[0]).toBe("/career#data-engineer");
    // (a job title only one role has names it: "designers" is the product designer)
    expect(cites("are you hiring any designers right now")).toEqual(["/career#product-designer"]);
    expect(cites("any clients in Dubai?")[0]).toBe("/#global-presence");
    // (a "package" is a salary, not the "pay" of "UPI payments": bulk SMS packages are not sold)
    expect(cites("what package do freshers get")[0]).toMatch(/^\/career/);
    expect(cites("do you provide bulk sms packages")).toEqual([]);
    // (the visitor's internet connection is the network support's, not a web page's speed)
    expect(cites("our internet connection is slow")[0]).toMatch(/^\/services\/it-infrastructure/);
  });

  it("answers the question after a side remark, though a filler word starts it", () => {
    expect(
      cites(
        "just curious since i saw your stall at our college tech fest, roughly how many people work at nexora",
      )[0],
    ).toMatch(/^\/about/);
  });

  it("searches a question an intent's fact cannot answer, if another page can", () => {
    expect(
      cites("in the hospital network project how much faster did insurance claims get settled")[0],
    ).toMatch(/^\/projects\/healthcare\b/);
    // (…but not the intent's own page: "a discounted rate" is not in the prices)
    expect(cites("do NGOs get a discounted rate")).toEqual([]);
  });

  it("reads an adverb as how the visitor asks, not as a topic the intent's fact lacks", () => {
    expect(cites("when should i realistically expect someone to respond")[0]).toMatch(/^\/contact/);
  });

  it("answers a question about jobs that names an open role with that role", () => {
    expect(cites("any vacancy for a product designer")[0]).toBe("/career#product-designer");
    expect(cites("the soc analyst opening, is it remote")[0]).toBe("/career#security-analyst");
    expect(cites("any job openings for engineers")[0]).toBe("/career#open-roles");
    // (…whose other words shaped like a job are skills: "schedulers" is no role we lack)
    expect(
      cites(
        "does the data engineer opening need experience with airflow or dagster type schedulers",
      ),
    ).toEqual(["/career#data-engineer"]);
    // (…or its field alone, a word of its title or team no other role has)
    expect(cites("any security openings?")[0]).toBe("/career#security-analyst");
    expect(cites("any openings in cybersecurity")[0]).toBe("/career#security-analyst");
    expect(cites("design job?")[0]).toBe("/career#product-designer");
    expect(cites("do you have a security team I could join")[0]).toBe("/career#security-analyst");
    // (…or a skill only its advert names, but no word the rest of the careers page has too:
    // "Bhopal" is where several roles work)
    expect(cites("dbt snowflake airflow jobs at nexora?")[0]).toBe("/career#data-engineer");
    // (…or a skill and the pay "in lakhs", a job seeker's words)
    expect(cites("typscript lead devloper post pays how many lakhs anually")[0]).toBe(
      "/career#senior-full-stack-engineer",
    );
    expect(cites("any vacancy for a figma person")[0]).toBe("/career#product-designer");
    expect(cites("jobs in bhopal?")[0]).toBe("/career#open-roles");
    // (…and the role's card, which says where it works, answers whether it is remote)
    expect(
      cites("is the data engineer job work from home or do i need to come to the office in bhopal"),
    ).toEqual(["/career#data-engineer"]);
    // (a job seeker's story asks about jobs, whatever skills it names)
    expect(
      cites(
        "hello, i've been a backend developer for about six years, mostly typescript and node, currently in pune but open to relocating, is there anything senior open with you right now",
      )[0],
    ).toMatch(/^\/career/);
    // (…and "an opening for someone like me" after a story of the role's work is that role)
    expect(
      cites(
        "For two years I have watched SIEM alerts and done triage on night shifts, and my family lives in Bhopal. Is there an opening for someone like me?",
      ),
    ).toEqual(["/career#security-analyst"]);
    expect(
      cites("I have moved house twice this year. Is there an opening for someone like me?"),
    ).toEqual(["/career#open-roles"]);
    // (a job seeker's "do you hire people", not a client's "can we hire a team from you")
    expect(cites("do you hire people remotely")[0]).toMatch(/^\/career/);
    // (…and Hinglish's "ghar se kaam", from home, is a job seeker's question too)
    expect(cites("aapke yahan ghar se kaam karne ka option hai kya")[0]).toMatch(/^\/career/);
    expect(cites("koi ghar baithe wali position hai")[0]).toMatch(/^\/career/);
    // ("bina net ke": without the internet, offline)
    expect(cites("app bina net ke chalega")[0]).toMatch(/^\/services\/mobile-development/);
    expect(cites("delivery boys ke liye ek app chahiye jo bina network ke bhi chale")[0]).toMatch(
      /^\/services\/mobile-development/,
    );
    // ("ek screen pe": all of it on one screen, a dashboard)
    expect(cites("saari branches ki sale ek screen pe dekhni hai")[0]).toMatch(
      /^\/services\/data-analytics/,
    );
    // ("how big" is the team's size only when it asks about us, not a budget's)
    expect(cites("how big is the yearly learning budget for staff")[0]).toMatch(/^\/career/);
    // (…as is money for Udemy courses: a course platform is the learning budget's)
    expect(cites("do engineers here get money each year for udemy courses")[0]).toBe(
      "/career#why-work-with-us",
    );
    // (medical cover is a job seeker's benefit; "apart from" is everyday words, no topic)
    expect(cites("is the medical cover only for me or are my parents included too")[0]).toMatch(
      /^\/career/,
    );
    expect(cites("if i join how many days off do i get apart from festivals")[0]).toMatch(
      /^\/career/,
    );
    expect(cites("how many people do you bring in for a round of usability testing")[0]).toMatch(
      /ui-ux-design/,
    );
  });

  it("forgives typos and finds the keyword in a long sentence", () => {
    expect(cites("clowd migraton")[0]).toMatch(/cloud/);
    expect(
      cites(
        "hi, I run a small chain of clothing stores and was wondering whether your team could build us an android app",
      )[0],
    ).toMatch(/^\/services\/mobile-development/);
  });

  it("reads a word the site never uses as a typo of a site word, by its length", () => {
    expect(cites("clowd cost optimisaton")[0]).toMatch(/^\/services\/cloud-solutions/);
    expect(cites("cybersecurty")[0]).toMatch(/^\/services\/cybersecurity/);
    // …but not a short thesaurus word's plural: "shops" is "shop", not the site's "shows".
    expect(cites("do you build online shops")[0]).toMatch(/web-development|ecommerce/);
    // …nor a word whose stem is three letters of another: "offise" is "office", not "off".
    expect(respond("where is your offise").parts[0]?.via).toBe("intent:address");
    // …and a word one section uses with two letters swapped, or the wrong letter doubled (a job
    // title's typo is no title we never hire for).
    expect(cites("who is the cheif technology officer")).toEqual(["/about#team"]);
    // (…or the chief executive, the CEO)
    expect(cites("who founded nexora, who is the cheif executive")[0]).toBe("/about#team");
    // (…and a word the site uses only in the plural, with its doubled letter typed once)
    expect(
      cites("will i have to do an unpaid asignment at home during the intervew rounds")[0],
    ).toBe("/career#hiring-process");
    expect(cites("what does nexora pay a data enginner")[0]).toBe("/career#data-engineer");
    // (…and a word of two letters, one short of a site word, is its typo: "ap" is "app")
    expect(cites("flutter ap developmnt")[0]).toMatch(/^\/services\/mobile-development/);
  });

  it("reads a word the correction leaves unknown as a word, a typo further, of the pages the question finds", () => {
    // "piplien" and "budjet" are two typos from "pipeline" and "budget", which the DevOps and
    // careers pages that "ci cd", "jenkins" and "learning" find use.
    expect(cites("ci cd piplien with jenkis can u setup")[0]).toMatch(/^\/services\/devops/);
    expect(cites("lerning budjet for employes")).toEqual(["/career#why-work-with-us"]);
    // …but only with its letters, one typed for another or one added: "formal" is no "forms".
    expect(respond("What's the dress code at your office? Is it formal every day?").outcome).toBe(
      "fallback",
    );
  });

  it("reads a misspelt word of a thesaurus phrase as that word, so the phrase is found", () => {
    // "vulnerablity" has the site's stem already, but only "vulnerability assessment" is the
    // thesaurus's phrase for the security audits; "right" is not a misspelt "rights".
    expect(cites("vulnerablity assesment for our web app")[0]).toMatch(/cybersecurity/);
    expect(cites("can you help with cloud migration plus are you hiring right now")).toEqual([
      "/services/cloud-solutions",
      "/career#open-roles",
    ]);
  });

  it("reads a word typed as it sounds, or with a vowel left out, as the site's word", () => {
    // "fone" is "phone"; "numbr", "projct" and "secrity" lack a vowel between consonants.
    expect(cites("can i get ur fone numbr")[0]).toMatch(/^\/contact/);
    expect(cites("secrity audt for our projct")[0]).toMatch(/cybersecurity/);
    // Two or three consonants are the stop word they sound like: "whr" is "where", "cn" "can".
    expect(respond("whr is ur ofce").parts[0]?.via).toBe("intent:address");
    // …and one with its final "e" left off is that word: "wher" is "where", not "were".
    expect(respond("wher is ur ofice").parts[0]?.via).toBe("intent:address");
    expect(cites("cn u migrte our servrs to azur")[0]).toMatch(/cloud-solutions/);
    // …but a three-letter word with its vowel is a word: "pan" is no "pain", "car" no "kar".
    expect(respond("how to get a pan card").outcome).toBe("fallback");
    expect(respond("can you fix my car").outcome).toBe("fallback");
    // …and a vehicle is the topic of a question, not a typo of "care": our support is no car's.
    expect(respond("car maintenance tips for monsoon").outcome).toBe("fallback");
    expect(respond("bike servicing tips before monsoon").outcome).toBe("fallback");
    // (…while a short word a letter short of ours is still a typo: "hav", "cod")
    expect(cites("infrastucture as cod and ci/cd pipleines")[0]).toMatch(/devops/);
  });

  it("answers a long story's one question alone when the story with it falls back", () => {
    const story =
      "We are a small NGO working on girls' education in rural MP. Our donor and programme data sits in five excel sheets that never agree with each other, and one big donor wants an impact dashboard by next quarter.";
    expect(cites(`${story} Realistically how soon could we see a first dashboard?`)).toEqual([
      "/services/data-analytics#questions-title",
    ]);
    // (…but not a question that points back to the story)
    expect(respond(`${story} Realistically how soon could we see it?`).outcome).not.toBe("answer");
    // ("all this drama" is the story's too: its releases, not a question of shipping alone)
    expect(
      cites(
        "We push releases once a month and something breaks every time. I want to ship small changes without all this drama, where do we begin",
      )[0],
    ).toBe("/services/devops#overview");
  });

  it("answers what a visitor asks for their own business with what they ask for", () => {
    // (no section has both the engine and the online store: the engine is the question)
    expect(cites("recommendation engine for our online store")).toEqual([
      "/services/ai-machine-learning#overview",
    ]);
    // (…while what no page offers still falls back: "guards" are no cloud "guardrails")
    expect(respond("do you provide security guards for our office").outcome).toBe("fallback");
  });

  it("reads a short word with a vowel typed for another as the everyday word", () => {
    expect(cites("how meny weeks to bulid a simple marketting site")).toEqual([
      "/services/web-development",
    ]);
    // (…after a sound-alike or a letter left out: "fone" is "phone", not "fine")
    expect(cites("whats ur fone numbr")).toEqual(["/contact"]);
    // (…and a letter left out before a sound-alike: "bild" is "build", not "billed")
    expect(cites("need a delivry boy trackng app for andriod, can u bild it")[0]).toMatch(
      /^\/services\/mobile-development/,
    );
  });

  it("reads a known word with an ending as that word, not a typo of another", () => {
    // ("rolls" is no "roles": no open roles for a rollback)
    expect(cites("a release fails and someone rolls it back")).not.toContain("/career#open-roles");
  });

  it("answers a long story's question that names a topic of its own though it says 'that'", () => {
    // The kirana stores and the festive season are the e-commerce case study's words; the
    // distributor's stock-outs, which the story's answer says nothing of, the forecasting one's.
    const story =
      "We distribute ghee and besan to kirana stores across MP and every festive season we run out or get stuck with extra stock. Somebody forwarded me your forecasting case study.";
    expect(cites(`${story} By how much did that distributor cut its stock-outs?`)[0]).toBe(
      "/projects/ai-analytics",
    );
    // …or asks for past work in a field of its own, which the story's answer (a service) is not.
    expect(
      cites(
        "We run three clinics and patients still book by phone. My brother says we should buy a ready-made app. Have you people built something like this for hospitals before?",
      )[0],
    ).toBe("/projects/healthcare");
    // (…while "that" alone is the story's: "how would you approach something like this")
    expect(cites(`${story} How would you approach something like that?`)[0]).not.toMatch(
      /security-infrastructure/,
    );
  });

  it("answers a count from the post that gives it, not the service that names the topic", () => {
    expect(cites("CERT-In ko cyber incident kitne hours me report karna padta hai?")[0]).toBe(
      "/blog/cybersecurity-practices#prepare-for-the-bad-day",
    );
    expect(cites("how long do we have to report a cyber attack in india")[0]).toMatch(
      /^\/blog\/cybersecurity-practices/,
    );
    expect(cites("cert-in deadline for reporting a breach, is it 6 hrs or 72 hrs?")[0]).toMatch(
      /^\/blog\/cybersecurity-practices/,
    );
    // (…while a project's weeks are the service's)
    expect(cites("how many weeks until we see a first dashboard")[0]).toMatch(/data-analytics/);
  });

  it("reads a lawsuit and a second round of verification in the visitor's words", () => {
    expect(cites("suppose I want to sue over something on your website")).toEqual([
      "/legal/terms#governing-law",
    ]);
    // (…a dispute about this website too, though "this website" asks about the visitor's data)
    expect(
      cites("if there was ever a legal dispute about this website, which courts hear it"),
    ).toEqual(["/legal/terms#governing-law"]);
    // ("wherever" is an everyday word, no topic)
    expect(cites("if I sue over your site, is it Bhopal jurisdiction or wherever I live?")).toEqual(
      ["/legal/terms#governing-law"],
    );
    expect(
      cites(
        "after we fix what your security test found, is the second round of verification free?",
      ),
    ).toEqual(["/services/cybersecurity#questions-title"]);
  });

  it("reads Hinglish verbs of asking and spotting as the visitor's, not as topics", () => {
    expect(cites("staff ko phishing wale mails pehchanne ki training dete ho kya")[0]).toMatch(
      /^\/services\/cybersecurity/,
    );
    // (…and a business's staff leave policy is no job seeker's question)
    expect(
      cites(
        "chatbot chahiye jo staff ke leave policy wale sawal hamare HR manual se answer kare",
      )[0],
    ).toMatch(/^\/services\/ai-machine-learning/);
  });

  it("reads the articles someone forwards the visitor as their story, not a question for the blog", () => {
    expect(
      cites(
        "Our servers sit in a room whose AC fails every summer and my MD keeps forwarding me articles, so can you help us shift all of it onto AWS?",
      )[0],
    ).toMatch(/^\/services\/cloud-solutions|^\/projects\/cloud-migration/);
  });

  it("answers a step's price from the price list, not the step", () => {
    expect(cites("shuru mein kitna kharcha aayega, discovery wala step kitne ka hai")[0]).toMatch(
      /^\/services#pricing/,
    );
  });

  it("answers two case studies asked about together with each, not with the list of projects", () => {
    expect(partPages("results of the hospital project and the e-commerce project?")).toEqual([
      "/projects/healthcare",
      "/projects/ecommerce-platform#results-title",
    ]);
  });

  it("answers a question about applying for an open role it names with that role", () => {
    expect(cites("till what date can i send my CV for the product designer post")[0]).toBe(
      "/career#product-designer",
    );
    // (…while what happens after applying is the hiring process's, whatever the role)
    expect(
      cites("i emailed my CV for the designer job 3 days ago, when should i expect a reply")[0],
    ).not.toBe("/career#product-designer");
  });

  it("falls back on a follow-up that points back to a topic the site never names", () => {
    // No rating on Clutch: how many reviews "there" is not our testimonials.
    expect(
      respond("what's your rating on Clutch and how many reviews do you have there?").outcome,
    ).toBe("fallback");
    expect(cites("how many reviews do you have")).toEqual(["/#testimonials"]);
  });

  it.each([
    "do you hire HR recruiters or talent acquisition folks? any opening for that?",
    "are you hiring accountants? any vacancy for that",
  ])(
    "falls back on a job asked about after a role we never hire for, not with the open roles: %j",
    (question) => expect(respond(question).outcome).toBe("fallback"),
  );

  it("reads 'hrs' as hours and 'esp' as a word of no topic", () => {
    expect(respond("opning hrs on the weeknd pls, esp satrday").parts[0]?.via).toBe("intent:hours");
  });

  it("reads the landline as our phone, itwaar as Sunday and staffed as open", () => {
    const sections = (question: string) => respond(question).parts.map((part) => part.section?.id);
    expect(sections("we need an iPhone app; also what's your landline number?")).toEqual([
      "service:mobile-development",
      "contact:phone",
    ]);
    expect(sections("itwaar ko office band rehta hai ya khula?")).toEqual(["contact:hours"]);
    // (…and an office "staffed" on a day as open then, not as our staff)
    expect(sections("is your office staffed on saturday")).toEqual(["contact:hours"]);
  });

  it("reads paying for time spent, by the hour or a lump sum as our engagement models", () => {
    expect(cites("do you only do fixed quotes or can we pay for time spent")[0]).toBe(
      "/services#pricing",
    );
    expect(cites("is it a lump sum or pay as you go")[0]).toBe("/services#pricing");
    // ("basis" is an everyday word, not a topic nobody answers)
    expect(cites("do you work on a fixed price basis")).toEqual(["/services#pricing"]);
    // (…paying in instalments, "kishton mein", as paying by milestone)
    expect(
      cites("on a fixed price deal do we pay all upfront or in instalments against milestones"),
    ).toEqual(["/services#pricing"]);
    // …and renting our developers, who join the visitor's stand-ups, as the dedicated team
    expect(cites("can we rent a squad of your devs long-term that sits in our standups")).toEqual([
      "/services#pricing",
    ]);
  });

  it("reads a release, one or many, as our release pipelines", () => {
    expect(
      cites(
        "we release once a month with the whole team on a call and something always breaks, management wants to ship more often, which of your teams fixes this sort of thing",
      ),
    ).toEqual(["/services/devops"]);
  });

  it("reads 'disappear' after launch as an everyday word and 'teaching' a model as training it", () => {
    expect(
      cites("after launch do you just disappear or is there some arrangement with response times"),
    ).toEqual(["/contact#faq"]);
    expect(
      cites(
        "our worry is that our invoices and customer records will end up teaching some big tech company's model, how do you handle that?",
      )[0],
    ).toMatch(/^\/services\/ai-machine-learning/);
  });

  it("reads a typo of a stop word as that word, not as a topic nobody answers", () => {
    // Two letters swapped in a short one ("teh"), one typo in a long one ("nexsora").
    expect(cites("who is teh ceo of nexsora")[0]).toBe("/about#team");
    // …or a letter slipped in one of four: "teem" is our "team", no topic.
    expect(cites("setup ci/cd pipline and kubernets for our dev teem")).toEqual([
      "/services/devops",
    ]);
    // (a short word with a letter changed is another word: "sap" is no "sab")
    expect(respond("do you implement sap").outcome).toBe("fallback");
  });

  it("reads a stop word and a known word typed as one as the two words", () => {
    expect(cites("canyou take over our existing codebase from the old vendor")[0]).toMatch(
      /^\/services\/software-development/,
    );
    // (…not a known word that begins with a stop word: "whatsapp" is no "whats app")
    expect(respond("can you recover deleted whatsapp chats from my phone").outcome).toBe(
      "fallback",
    );
  });

  it("reads up to three words typed as one as those words, not a typo of one of them", () => {
    expect(cites("whoisthe founder of nexora")[0]).toBe("/about#team");
    expect(cites("howto apply for a job at nexora")[0]).toMatch(/^\/career/);
    // ("whereis" is "where is", not a typo of "wheres"; "editmy" ends with the visitor's "my")
    expect(cites("whereis your office")[0]).toBe("/contact");
    expect(cites("canI editmy website content myself afterlaunch")).not.toEqual([]);
    expect(cites("whattime do you open on saturday")[0]).toBe("/contact");
    // …but a word that only looks like pieces is a word: "iphones", "income", "door".
    for (const question of ["best iphones under 50000", "income tax filing help", "door repair"])
      expect(respond(question).outcome).toBe("fallback");
  });

  it("answers a question that names a case study from the case study, not the service", () => {
    expect(cites("was there any downtime in the cloud migration case study")[0]).toMatch(
      /^\/projects\/cloud-migration/,
    );
    // (…and one that asks for case studies in general from the list of them)
    expect(cites("case studies please")[0]).toBe("/projects");
    // (…or by its topic: "that Diwali forecasting case" is the forecasting case study, not the AI
    // service)
    expect(cites("that diwali forecasting case")[0]).toMatch(/^\/projects\/ai-analytics/);
    // (…but "are you based" is no "you've built": the address answers where the company is)
    expect(cites("which city r u based")[0]).toBe("/contact");
    expect(cites("which city are you based in")[0]).toBe("/contact");
  });

  it("reads two topics of the site's headings typed as one as the two words", () => {
    expect(cites("securityaudit for our bank")[0]).toMatch(/^\/services\/cybersecurity/);
    expect(cites("whats in your privacypolicy")[0]).toMatch(/^\/legal\/privacy/);
    // (…not any two known words: "blockchain" is no "block chain")
    expect(respond("do you develop blockchain apps").outcome).toBe("fallback");
  });

  it("reads a verb's form the site never uses as what the visitor does, not as the topic", () => {
    // "spotting" is no topic of its own, as "blockchain" would be.
    expect(cites("do you run training for our staff on spotting phishing mails")[0]).toMatch(
      /^\/services\/cybersecurity/,
    );
    expect(respond("do you build smart contracts on blockchain").outcome).toBe("fallback");
    expect(respond("our servers are down, who do we call urgently").outcome).toBe("answer");
    // (…typed without the "i" of its "-ing", too; but "golang" is a language the site never names)
    expect(cites("cyber securty audit n pentestng")[0]).toMatch(/^\/services\/cybersecurity/);
    expect(respond("do you have Golang developers for backend microservices").outcome).toBe(
      "fallback",
    );
  });

  it("answers a business about its own people and work, not with a job", () => {
    // "we", "our", "us" without a job named: the visitor's business, not a job seeker.
    expect(
      cites("we need our engineers on flexible shifts, can you manage our servers at night")[0],
    ).toMatch(/^\/services\/it-infrastructure/);
    expect(
      cites("our team wants to work from anywhere, can you move our files to the cloud"),
    ).not.toContainEqual(expect.stringMatching(/^\/career/));
    // (what we would apply to the visitor's data is no job application)
    expect(cites("can you apply data masking to our customer records")).not.toContainEqual(
      expect.stringMatching(/^\/career/),
    );
    expect(cites("can i work from home if i join as a designer")[0]).toBe(
      "/career#product-designer",
    );
    // (…nor are the user interviews a business wants run)
    expect(
      cites("looking for someone to run user interviews and a figma prototype for our saas")[0],
    ).toMatch(/^\/services\/ui-ux-design/);
  });

  it("reads a four-letter word one letter short of a common site word as that word", () => {
    expect(cites("security adit for a bank")[0]).toMatch(/^\/services\/cybersecurity/);
    // (…not of a word few sections use: "kids" is no "kinds")
    expect(cites("is the site safe for kids")[0]).toBe("/legal/privacy#children");
  });

  it("answers a case study named in full, not the list of case studies", () => {
    expect(cites("ecommerce case study")[0]).toMatch(/^\/projects\/ecommerce-platform/);
    expect(cites("healthcare case study")[0]).toMatch(/^\/projects\/healthcare/);
  });

  it("does not read a form of a site word as a typo of another word", () => {
    // "directors" is the site's "director", not "directions" (the address).
    expect(
      respond("our directors want one report instead of ten spreadsheets").parts[0]?.via,
    ).not.toBe("intent:address");
  });

  it("answers only when the section has the question's own words, not look-alikes", () => {
    // "drones" is not "phones"; "franchise" is a word the site never uses.
    expect(respond("do you build drones").outcome).toBe("fallback");
    expect(respond("do you have a franchise programme").outcome).toBe("fallback");
  });

  it("answers a question about a project's steps with our process's step", () => {
    expect(cites("which step covers QA and testing")[0]).toBe("/services#process");
    expect(cites("how do you deliver devops, step by step")[0]).toBe("/services/devops#delivery");
  });

  it("reads a site word with a letter too many as a typo of it", () => {
    expect(cites("wireframes and prototypes in figmaa")[0]).toMatch(/^\/services\/ui-ux-design/);
  });

  it("does not name clients: a case study or the regions do not answer which companies they are", () => {
    expect(respond("which companies in dubai are your clients").outcome).toBe("fallback");
    expect(cites("which countries are your clients in")[0]).toBe("/#global-presence");
  });

  it("finds the company's size in the visitor's words, with no pattern for them", () => {
    expect(cites("size of your team")).toEqual(["/about#story"]);
    expect(cites("size of the company")).toEqual(["/about#story"]);
  });

  it("reads 'how old' as the company's years, not as the founder a prefix of 'founded' finds", () => {
    expect(respond("how old is arjun mehta").outcome).toBe("fallback");
    expect(cites("how old is your company")[0]).toBe("/about#story");
    // …nor as the age of someone else's thing
    expect(cites("the fmcg forecasting project: how old was their sales data before")[0]).toMatch(
      /^\/projects\/ai-analytics\b/,
    );
    expect(
      cites(
        "the distributor with thousands of kirana retailers: how old was the sales data before",
      )[0],
    ).toMatch(/^\/projects\/ai-analytics\b/);
  });

  it("reads a hospital chain as the hospital network of the healthcare case study", () => {
    expect(cites("what did you build for the hospital chain")).toEqual(["/projects/healthcare"]);
  });

  it("reads a cloud bill that keeps climbing, to trim, as cost optimisation", () => {
    expect(cites("our aws bill keeps climbing, can someone trim it")[0]).toMatch(
      /^\/services\/cloud-solutions/,
    );
    expect(
      cites("the amazon web services invoice went up, can you bring the spend down safely")[0],
    ).toMatch(/^\/services\/cloud-solutions/);
  });

  it("reads someone else's code as an existing codebase, a pitch deck and DD as due diligence", () => {
    expect(cites("would your team pick up someone else's code and finish it")[0]).toMatch(
      /^\/services\/software-development/,
    );
    expect(
      cites("an investor wants an outside engineer to check a startup's pitch deck claims")[0],
    ).toMatch(/^\/services\/it-consulting/);
    expect(
      cites("Can you run tech DD on a SaaS company we're about to put money into?")[0],
    ).toMatch(/^\/services\/it-consulting/);
  });

  it("reads 'yr' as a year and Hinglish 'dalu' as a function word, not topics nobody answers", () => {
    expect(cites("since which yr are you iso certified")).toEqual(["/about#story"]);
    expect(cites("google maps pe office ka address kya dalu")).toEqual(["/contact"]);
  });

  it("reads a Hinglish legal dispute ('kanooni jhagda') as the terms' governing law", () => {
    expect(cites("website ko leke koi kanooni jhagda ho toh case kis shehar mein chalega")).toEqual(
      ["/legal/terms#governing-law"],
    );
  });

  it("answers the training money of someone joining as an engineer from the benefits", () => {
    expect(cites("joining as an engineer, what money would i get for courses")).toEqual([
      "/career#why-work-with-us",
    ]);
    // (…and the working hours, "strict" an everyday word, not a topic the benefits lack)
    expect(cites("what are the working hours like for people on your team, strict 9 to 6")).toEqual(
      ["/career#why-work-with-us"],
    );
  });

  it("answers 'a case where' a lender got certified with the fintech's case study", () => {
    expect(cites("show me a case where a lender got certified with your help")).toEqual([
      "/projects/security-infrastructure",
    ]);
  });

  it("answers how long hiring takes with the hiring process, not the open roles", () => {
    expect(cites("how long does your hiring take end to end")).toEqual(["/career#hiring-process"]);
  });

  it("reads an everyday word with a doubled letter typed once as that word, not two words", () => {
    // ("afternon" is "afternoon", not "after non")
    expect(cites("will anyone be at ur ofice on satrday afternon")).toEqual(["/contact"]);
  });

  it("answers our first client from our story", () => {
    expect(cites("who was your very first client")).toEqual(["/about#story"]);
    expect(cites("nexora ka sabse pehla client kaun tha")).toEqual(["/about#story"]);
  });

  it("answers the pay band of a role it names with that role", () => {
    expect(cites("what's the salary band for the data engineer job")).toEqual([
      "/career#data-engineer",
    ]);
  });

  it("answers what happens to the visitor's IP address from the privacy policy's section on it", () => {
    expect(cites("do you keep my ip address")[0]).toBe("/legal/privacy#no-cookies");
    expect(cites("do you store my IP address")[0]).toBe("/legal/privacy#no-cookies");
  });

  it("finds a case study by the name of the client its page quotes", () => {
    expect(cites("harbourline logistics")).toEqual(["/projects/cloud-migration"]);
    expect(cites("the finlo credit project")[0]).toBe("/projects/security-infrastructure");
  });

  it("reads 'vs' as a comparison, not as a topic nobody answers", () => {
    expect(cites("flutter vs native android for a delivery app")[0]).toBe(
      "/services/mobile-development",
    );
  });

  it("reads 'junior' as the engineers a role mentors, not as a role we do not have", () => {
    expect(cites("for the senior typescript role how many junior devs would i mentor")[0]).toBe(
      "/career#senior-full-stack-engineer",
    );
  });

  it("measures a rambling question's length by its everyday words too", () => {
    // Five strong words in a long story: not a short question about "exhausted" or the hours.
    expect(
      cites(
        "Our releases take an entire weekend and something always breaks, the developers are exhausted, I keep hearing people talk about automating deployments with pipelines, is that something your people could set up for us",
      )[0],
    ).toMatch(/^\/services\/devops/);
    const groups = queryGroups("we keep hearing the releases always break, can you check again");
    const strong = groups.filter((group) => !group.weak);
    // (one strong word, five everyday ones: as long as three strong words)
    expect(lengthOf(groups, strong)).toBe(3);
  });

  it("does not let everyday words drown the topic of a long question", () => {
    expect(
      cites(
        "we keep hearing that we should be using AI for something but honestly we have no idea where it would help",
      )[0],
    ).toMatch(/ai-machine-learning|future-of-ai/);
  });

  it("answers a question in a section's own words with that section, not the service's", () => {
    expect(cites("E-commerce Platform")[0]).toBe("/projects/ecommerce-platform");
    expect(cites("Testing & Quality Assurance")[0]).toBe("/services#process");
    // …while "do you build X" still wants the service.
    expect(cites("do you build e-commerce platforms")[0]).toBe("/services/web-development");
  });

  it("does not answer a long question with an intent its last clause does not ask", () => {
    const story =
      "Our developers push a release once a month over a weekend and something always breaks, I want them to ship smaller changes more often without the drama, which of your teams deals with that?";
    expect(cites(story)).not.toContain("/contact#hours");
    expect(cites(story)).not.toContain("/contact");
  });

  it("reads what the visitor has never done or written down as theirs, not our past work", () => {
    // (the service is asked for, not the case study its words also name)
    expect(cites("we have never done a security audit, can you audit our bank's network")[0]).toBe(
      "/services/cybersecurity",
    );
    expect(
      cites(
        "a bank we supply wants proof of information security, we have no policy written down at all, can you get us to a passing audit",
      )[0],
    ).toBe("/services/cybersecurity");
    // (…as is the visitor's own role: "I'm the sales lead")
    expect(
      cites(
        "im the sales lead at a distributor and every region keeps its own spreadsheet of figures, we need one set of reports we can trust",
      )[0],
    ).toBe("/services/data-analytics");
    expect(cites("who heads your analytics work")[0]).toBe("/about#team");
    // (…while what we have done is still the case study's)
    expect(cites("what security work have you done for a bank")[0]).toBe(
      "/projects/security-infrastructure",
    );
  });

  it("finds the team for the company's top guy or whoever calls the shots", () => {
    expect(cites("who calls the shots in your firm")[0]).toBe("/about#team");
  });

  it("finds the team for where one of our heads works, but the address for the head office", () => {
    expect(cites("which office does your head of cybersecurity sit in?")[0]).toBe("/about#team");
    expect(cites("your security head - is he in bhopal or some other city?")[0]).toBe(
      "/about#team",
    );
    expect(cites("where is your head office")[0]).toBe("/contact");
  });

  it("reads the visitor's own people and role as their story, not a question about ours", () => {
    expect(
      cites(
        "We make auto parts in Pithampur and our warehouse and sales people all live in Excel, every Monday review starts with a fight about whose figures are correct. We would love one shared dashboard. If we sign up with you, roughly how soon could we see the first one?",
      )[0],
    ).toMatch(/^\/services\/data-analytics/);
    expect(
      cites(
        "I head finance at a mid-size manufacturer and our AWS invoice has roughly doubled in a year and a half, and nobody in IT can really explain why. Before we commit to anything, I'd like to know if you help bring cloud spending down or whether you only do migrations.",
      )[0],
    ).toMatch(/^\/services\/cloud-solutions/);
  });

  it("answers consulting on another service's topic with that service", () => {
    expect(cites("do you do devops consulting")[0]).toBe("/services/devops");
    expect(cites("need cloud consulting")[0]).toBe("/services/cloud-solutions");
    expect(cites("we need IT consulting")[0]).toBe("/services/it-consulting");
  });

  it("finds the web service for a website that crawls or is sluggish", () => {
    expect(cites("our company website crawls, can you fix it")[0]).toBe(
      "/services/web-development",
    );
  });

  it("does not take a closing word or two for a long question's last clause", () => {
    // ("…, any idea?" closes the question; the clause before it asks for the portal)
    const story =
      "we have been your client for a while but i no longer remember how to reach the page where we see invoices and progress reports, any idea?";
    expect(cites(story)).toEqual(["/login"]);
    // (…while a side remark before a real last clause is still not its topic)
    expect(
      cites(
        "we invoice our clients monthly and progress is slow, which of your teams builds reporting dashboards, thanks",
      ),
    ).not.toContain("/login");
  });

  it("answers a long story's asking clause with its intent's fact, not a service the story names", () => {
    expect(
      cites(
        "My nephew is doing a web development course and we are coming to Bhopal for a family function next month, so can you tell me exactly where I can come and visit you?",
      ),
    ).toEqual(["/contact"]);
    // (…or with what a story that falls back says it needs at its end)
    expect(
      cites(
        "people ring our office all day only to ask where their parcel has reached and our staff cannot cope, i think we need something where they can check updates themselves maybe on whatsapp",
      ),
    ).toEqual(["/services/digital-transformation#overview"]);
    // (…whose asking clause is the last with a word of its own, not a closing "what do we do?")
    expect(
      cites(
        "A new manager joined us last week and needs to see the plan and the invoices, but her invite to the project workspace got lost. What do we do?",
      ),
    ).toEqual(["/login"]);
    // (…or with the section that answers the clause in full)
    expect(
      cites(
        "I am finishing my BTech at a college in Indore and I would love to join Nexora, but I could not find any form on the site, so how exactly do I send you my application?",
      ),
    ).toEqual(["/career#how-to-apply"]);
    // ("this company" is ours, not the story's)
    expect(
      cites(
        "i was scrolling through your site on my phone on the train and got curious, who actually started this company and what were they doing before",
      ),
    ).toEqual(["/about#team"]);
    // …but not when the clause asks about the story ("the whole workspace" it told of).
    expect(
      cites(
        "we moved to google workspace last year but the setup was done badly, teachers share passwords and admin accounts are everywhere, could your team clean up and secure the whole workspace",
      ),
    ).not.toContain("/login");
    // (…nor when it asks to be taken "through the whole thing" the story told of)
    expect(
      cites(
        "a big buyer won't renew unless we are ISO 27001 certified by next year, we have zero security staff, can your people hand-hold us through the whole thing?",
      )[0],
    ).toMatch(/^\/(services\/cybersecurity|projects\/security-infrastructure)/);
  });

  it("answers what happens after a message with the contact page's next steps, not the privacy policy", () => {
    expect(cites("what happens after I send the enquiry form")).toEqual(["/contact#next-steps"]);
    // (…but a job application's next step is the hiring process's)
    expect(cites("what happens after i submit my application")).not.toContain(
      "/contact#next-steps",
    );
  });

  it("answers a question about steps with our process unless it names the service", () => {
    expect(cites("what are the phases of a project with you")[0]).toBe("/services#process");
    expect(cites("how does your devops process work")[0]).toBe("/services/devops#delivery");
  });

  it("answers a question that names the blog with the post, not the service", () => {
    expect(cites("backups")[0]).toMatch(/^\/services\//);
    expect(cites("does your blog have any tips on backups")[0]).toMatch(
      /^\/blog\/cybersecurity-practices/,
    );
    expect(cites("got anything I can read about keeping cloud bills down?")[0]).toMatch(
      /^\/blog\/cloud-trends/,
    );
    // (…and "the hassle" is an everyday word, not a topic)
    expect(
      cites("in your cloud write-up, when is kubernetes actually worth the hassle?")[0],
    ).toMatch(/^\/blog\/cloud-trends/);
    // (…whose "overnight" is its "at night": which environments to switch off then)
    expect(
      cites("in that 2027 cloud piece, which environments should be powered off overnight")[0],
    ).toMatch(/^\/blog\/cloud-trends/);
    // …but a word that only names the kind is no topic: the posts say nothing of volcanoes.
    // (…nor is "replace" alone: a pressure cooker's part is no post's "replaces ticket queues")
    expect(
      respond("my pressure cooker whistle is leaking steam, what part do i replace").outcome,
    ).toBe("fallback");
    expect(
      respond("science fair volcano keeps fizzling out, baking soda ratio tips?").outcome,
    ).toBe("fallback");
  });

  it("answers a question for all the posts on a topic with its category's page, not for one", () => {
    expect(cites("where can i find all your posts about cloud")).toEqual(["/blog/category/cloud"]);
    // ("just" or "only" a topic's articles, even when one post has its words)
    expect(cites("show me just the security articles")).toEqual(["/blog/category/security"]);
    expect(cites("I only want to read your posts about cloud")).toEqual(["/blog/category/cloud"]);
    // (…but not articles a long story mentions)
    expect(
      cites(
        "We've got forty applications on ageing servers in a back room, the AC fails every summer and my MD keeps forwarding me articles, so will you help us move all of it onto AWS?",
      )[0],
    ).toMatch(/^\/services\/cloud-solutions/);
    expect(
      cites("do you help with going paperless, and is there a blog section just on security"),
    ).toContain("/blog/category/security");
    expect(
      cites(
        "in your cloud article, what do you recommend for keeping the monthly bill under control",
      )[0],
    ).toMatch(/^\/blog\/cloud-trends/);
  });

  it("answers a question about the blog's feed or the sitemap with that list", () => {
    expect(cites("is there a feed i can subscribe to for your articles")[0]).toBe("/blog");
    expect(cites("what's the address of your rss feed")[0]).toBe("/blog");
    // (…and the sitemap lists every page)
    expect(cites("sitemp of the webiste pls")[0]).toBe("/sitemap");
    // (an article's topic still asks for the article)
    expect(cites("is there an article on where cloud is heading next year")[0]).toMatch(
      /^\/blog\/cloud-trends/,
    );
  });

  it("prefers the service's page to a case study for 'do you do X'", () => {
    const sources = cites("do you do power bi dashboards");
    expect(sources[0]).toMatch(/^\/services\/data-analytics/);
    expect(sources).toContain("/projects/ai-analytics");
    // ("before" asks for past work only as in "done this before", not "before we commit")
    expect(
      cites(
        "Before we commit to anything, do you help bring cloud spending down or only do migrations?",
      )[0],
    ).toMatch(/^\/services\/cloud-solutions/);
  });

  it("prefers the service whose heading names the case study's topic", () => {
    expect(cites("hamari website hack ho gayi")[0]).toMatch(/^\/services\/cybersecurity/);
  });

  it("answers a question about how we did something with the case study", () => {
    expect(cites("how you secured a company's systems")[0]).toMatch(
      /^\/projects\/security-infrastructure/,
    );
  });

  it("answers a question about one piece of past work with its case study, not the service", () => {
    expect(cites("what database did the logistics company run")[0]).toMatch(
      /^\/projects\/cloud-migration/,
    );
    expect(cites("which tools did you use for the hospital group")[0]).toMatch(
      /^\/projects\/healthcare/,
    );
    expect(cites("can you build a forecasting model for us")[0]).toMatch(
      /^\/services\/ai-machine-learning/,
    );
    // (…one "you've made" or "you have done", while a request for one is the service's)
    expect(cites("show me an online store you've made")[0]).toMatch(
      /^\/projects\/ecommerce-platform/,
    );
    expect(cites("I'd like to see a cloud migration you have done")[0]).toMatch(
      /^\/projects\/cloud-migration/,
    );
    expect(cites("do you build online stores")[0]).toMatch(/^\/services\/web-development/);
    // (…"any" one to look at, or one "of yours" to read about: a case study, no post)
    expect(cites("any online shop project i can look at")[0]).toMatch(
      /^\/projects\/ecommerce-platform/,
    );
    expect(cites("is there a hospital project of yours I could read about")[0]).toMatch(
      /^\/projects\/healthcare/,
    );
    // (…"that apparel chain", or what "they" got: a client's)
    expect(
      cites("once that apparel chain's storefront went live, how fast was it on mobile")[0],
    ).toMatch(/^\/projects\/ecommerce-platform/);
    expect(cites("the logistics firm that moved to AWS, what uptime did they get")[0]).toMatch(
      /^\/projects\/cloud-migration/,
    );
    // (…or by the kind of client it was, "that consumer goods distributor")
    expect(
      cites("what ML algorithm forecasted demand for that consumer goods distributor")[0],
    ).toMatch(/^\/projects\/ai-analytics/);
    // (…or a result after the relaunch, a median: the case study's figures)
    expect(
      cites("kurta retailer with sixty outlets, mobile page speed after the relaunch")[0],
    ).toMatch(/^\/projects\/ecommerce-platform/);
  });

  it("reads Hinglish verbs and where the visitor saw us as everyday words, and FileZilla and 'ghatwa' as topics", () => {
    expect(cites("call centre ki Hindi recordings ko text mein badalna hai, koi jugaad?")[0]).toBe(
      "/services/ai-machine-learning#overview",
    );
    expect(cites("LinkedIn pe designer ki vacancy dekhi, ghar se kaam kar sakte hain?")).toEqual([
      "/career#product-designer",
    ]);
    expect(cites("saara company data Snowflake ya BigQuery jaisi jagah ikattha karna hai")[0]).toBe(
      "/services/data-analytics",
    );
    expect(
      cites("abhi FileZilla se files daal ke deploy karte hain, automatic ho sakta hai?")[0],
    ).toBe("/services/devops");
    expect(cites("AWS ka bill lakhon mein aa raha hai, ghatwa sakte ho?")[0]).toMatch(
      /^\/services\/cloud-solutions/,
    );
  });

  it("answers how long an AI prototype takes from the AI service, and reads a checkup as an audit", () => {
    expect(
      cites("how long before we see a working prototype of the AI idea on our own data")[0],
    ).toMatch(/^\/services\/ai-machine-learning/);
    expect(
      cites("hacking se bachne ke liye company ka poora security checkup karwana hai")[0],
    ).toBe("/services/cybersecurity");
  });

  it("reads overlap hours, a pipeline for candidates, bigger premises and 'tym' in the visitor's words", () => {
    expect(cites("as a new joiner, are there fixed overlap hours when i must be online")).toEqual([
      "/career#why-work-with-us",
    ]);
    expect(cites("what does your pipeline for candidates look like")).toEqual([
      "/career#hiring-process",
    ]);
    expect(cites("shifting to bigger premises, need cabling, a firewall and a video room")).toEqual(
      ["/services/it-infrastructure#overview"],
    );
    expect(cites("wat tym do u clse on satrdays")).toEqual(["/contact"]);
    // ("silence" is an everyday word)
    expect(cites("once my enquiry's in, is it a same-day reply or a week of silence")).toEqual([
      "/contact",
    ]);
  });

  it("reads a code of conduct, ransomware, 'bachne' and 'lagwana' in the visitor's words", () => {
    expect(cites("is there a code of conduct for people using your website")).toEqual([
      "/legal/terms#use",
    ]);
    expect(cites("office mein ransomware aa gaya tha, aage se bachne ke liye kya karoge")[0]).toBe(
      "/services/cybersecurity",
    );
    expect(cites("Zoho lagwana hai poore business mein, karte ho?")).toEqual([
      "/services/digital-transformation#overview",
    ]);
    // (…and "have you published" asks for writing)
    expect(cites("have you published any practical guide on protecting a small company")).toEqual([
      "/blog/cybersecurity-practices",
    ]);
  });

  it("reads a kickoff as the kick-off the site writes", () => {
    expect(
      cites("roughly how long does a basic business website take from kickoff to going live")[0],
    ).toMatch(/^\/services\/web-development/);
  });

  it("reads a test set of real examples as the evaluation the AI article says to build first", () => {
    expect(cites("should we make a test set of real examples before we pick an ai model")).toEqual([
      "/blog/future-of-ai#2-build-the-evaluation-before-the-model",
    ]);
  });

  it("answers a question about what one of us wrote with the post, and about them with the team", () => {
    expect(cites("which article did priya sharma write")).toEqual(["/blog/cloud-trends"]);
    expect(cites("what is vikram rao's role and background")).toEqual(["/about#team"]);
  });

  it("answers a question about what we have written on a topic with its post", () => {
    expect(cites("has anyone on your team written about moving to the cloud")[0]).toMatch(
      /^\/blog\/cloud-trends/,
    );
    expect(cites("who wrote the piece on cyber security")[0]).toMatch(
      /^\/blog\/cybersecurity-practices/,
    );
    expect(
      cites(
        "the govt wants breach reports fast, your security write-up mentioned a cert-in window",
      )[0],
    ).toMatch(/^\/blog\/cybersecurity-practices/);
    // (a written report is the service's, and a piece of software is built, not read)
    expect(cites("do you give a written report after the pen test")[0]).toMatch(
      /^\/services\/cybersecurity/,
    );
    expect(cites("we need a piece of software to manage our warehouse stock")[0]).not.toMatch(
      /^\/blog\//,
    );
  });

  it("counts the words that name the blog as the posts' own", () => {
    // (the posts' sections never say "blog", which a question about them does)
    expect(cites("does your blog have advice on backups")[0]).toMatch(
      /^\/blog\/cybersecurity-practices/,
    );
  });

  it("takes a question that names a section's heading as evidence for it", () => {
    // ("fixed price" is everyday words, but the heading of how a fixed price is paid)
    expect(cites("how do payments work on fixed price")[0]).toMatch(/^\/services#pricing/);
  });

  it("answers a question about past work with a case study only as the gate allows", () => {
    // (a question about the visitor's own data is still the privacy policy's)
    expect(cites("did you use my email for the newsletter")[0]).toMatch(/^\/legal\/privacy/);
    // (…and deleting the visitor from "your records" is deleting their data, not our records work)
    expect(cites("please delete my details from your records")[0]).toMatch(/^\/legal\/privacy/);
    expect(cites("which cloud did the logistics company move to")[0]).toMatch(
      /^\/projects\/cloud-migration/,
    );
  });

  it("finds the topic of a long, rambling question", () => {
    expect(
      cites(
        "our team wastes the whole day copying numbers between spreadsheets and the reports are always late, can you automate this",
      )[0],
    ).toMatch(/^\/services\/data-analytics/);
  });

  it("answers pricing with the engagement models, not a cloud bill", () => {
    expect(cites("how much does a website cost")[0]).toBe("/services#pricing");
    expect(cites("how can we cut our cloud bill")[0]).toMatch(/cloud/);
    expect(cites("our cloud bill has doubled this year")[0]).toMatch(
      /^\/services\/cloud-solutions/,
    );
    expect(cites("how long have you been in business")[0]).toMatch(/^\/about/);
  });

  it("reads 'experience with' an industry as a question about past work", () => {
    expect(cites("do you have experience with healthcare")[0]).toMatch(/^\/projects\/healthcare/);
    expect(cites("any experience with logistics companies")[0]).toMatch(
      /^\/projects\/cloud-migration/,
    );
  });

  it("opens the hand-off when the visitor asks for a person", () => {
    const answer = respond("can I talk to a real person?");
    expect(answer.openHandoff).toBe(true);
  });
});

describe("answerability gate", () => {
  it("does not offer a ready product to buy: we build software, we sell none", () => {
    expect(respond("is there an accounting product we could buy from you").outcome).toBe(
      "fallback",
    );
    expect(respond("do you build accounting software").outcome).toBe("answer");
  });

  it.each([
    "can you fix my car",
    "what is the capital of france",
    "do you make video games",
    "tell me a joke",
    "mera result kab aayega",
    "my neighbour's dog keeps barking all night and I cannot sleep, what should I do about the noise",
    "do you sell second hand computers and printers for offices",
    "is bitcoin a good investment",
    "how to make tea",
    // (a watch app: wearables, which the site never names)
    "could you build us an apple watch or wear os companion app for our fitness brand",
    // (a work visa or permit, our teams' gender ratio, a free try of a dedicated team: none are offered
    // or named)
    "do you sponsor H-1B or UK work visas for engineers who want to move abroad?",
    "would you relocate me from nigeria and arrange the work permit",
    "would you handle the immigration paperwork if i join from kenya",
    // (…nor do we run a client's back office)
    "can we outsource our monthly payroll and bookkeeping to your team",
    // (…nor the churn of our staff, nor whether we sign a visitor's confidentiality agreement)
    "how many people quit nexora last year",
    "will you countersign a mutual confidentiality agreement",
    // (…nor a leader the team does not have)
    "who is the head of your marketing",
    // (…nor a notice period to serve, nor what former staff say on review portals, nor classes for
    // students)
    "what notice period do employees have to serve when resigning from nexora",
    "what do former staff say about nexora on glassdoor",
    "I'm a BTech student, do you sell weekend coding classes?",
    "do you run coding classes for school kids on weekends",
    "do staff have to wear formals to work there",
    "do you take BTech freshers as interns in summer",
    "how many ladies in your tech team",
    "renew driving licence online MP transport steps",
    "for our diversity report we need our vendor's gender ratio in delivery teams, can you share it?",
    "can we try a dedicated team free for 2 weeks before signing anything?",
    "we're a registered section 8 charity, do you give lower rates?",
    // (the insurer behind the staff's health cover is not named)
    "which insurance company actually provides the 10 lakh health cover for staff?",
    // (a story told before a semicolon is no question: the ask after it falls back)
    "We're a Canadian client; can our accounts team settle your bills through PayPal or Wise?",
    // (help to move for a job, in whatever words; "pitch" is no typo of "patch")
    "if I'm selected for the on-site SOC seat, will you cover my move from Lucknow to Bhopal?",
    "before we pitch our app concept on a call, would your people put pen to a confidentiality agreement?",
  ])("says it does not know rather than guess: %j", (question) => {
    const answer = respond(question);
    expect(answer.outcome).toBe("fallback");
    expect(answer.replies).toHaveLength(1);
    expect(answer.replies[0]?.sources).toEqual([]);
    expect(answer.replies[0]?.next).toContain("handoff");
    expect(answer.parts[0]?.via).toMatch(/^gate/);
  });

  it.each([
    "which blockchain platforms do you develop smart contracts on",
    "can i pay you in dirhams",
    "is there a canteen for employees",
    // Not typos of "na", "ms" or "lan": a short word with a letter added is another word.
    "will you sign an nda before our first call",
    "can you get us a loan for our startup",
    // Its question points back to the context, whose topic the site never names.
    "our old site is on drupal 7, can you maintain it",
    // In a longer question, the word that is what the visitor asks for.
    "for the senior full stack role, is there any equity grant on top of the salary band?",
    "would a senior hire get equity or stock options on top of salary",
  ])("falls back when a question's topic is a word the site never uses: %j", (question) => {
    expect(respond(question).outcome).toBe("fallback");
  });

  it("falls back when a middling question has more words the site never uses than evidence", () => {
    // "vr", "headset" and "simulator" against the security training's one word.
    expect(
      respond("can you build a VR headset training simulator for our factory workers").outcome,
    ).toBe("fallback");
  });

  it("falls back when a middling question has two or more words the site never uses, as many as its evidence", () => {
    // "unity" and "unreal" against the mobile service's "mobile" and "engine".
    expect(respond("Do you develop mobile games in Unity or Unreal Engine?").outcome).toBe(
      "fallback",
    );
  });

  it("does not answer a short question with an intent's fact that lacks its rare word", () => {
    // The address is not a branch in Hyderabad or Singapore; "where is your office" still is.
    expect(respond("do you have a branch office in hyderabad").outcome).toBe("fallback");
    expect(respond("do you have a branch in singapore").outcome).toBe("fallback");
    expect(cites("where is your office")).toEqual(["/contact"]);
    // A job seeker's rare word is not the service that uses it: no Kotlin role, no answer.
    expect(respond("do you have openings for kotlin developers").outcome).toBe("fallback");
    // …nor an open role's pay the pay of a skill no role asks for; a role's own skill still is.
    expect(respond("starting salary of a java programmer").outcome).toBe("fallback");
    expect(cites("salary for product designer with figma")).toEqual(["/career#product-designer"]);
  });

  it("reads a typo as a word of the site's headings or of several pages, not a word in passing", () => {
    // "trial" is not "trails" (one page's word), nor "score" "scope".
    expect(respond("do you offer a free trial of your software").outcome).toBe("fallback");
    expect(respond("what's the score in today's india vs australia match").outcome).toBe(
      "fallback",
    );
  });

  it("answers with a service page whose sections together cover the question", () => {
    // Network support is in the overview, new offices in "Office moves and fit-outs".
    expect(cites("netwrk setup for new ofice")[0]).toMatch(/^\/services\/it-infrastructure/);
  });

  it("does not read the opening of an office as a vacancy", () => {
    expect(
      respond(
        "can your team come and paint the walls of our new office before the opening next month",
      ).outcome,
    ).toBe("fallback");
  });

  it("answers a question of everyday words with the section whose title has them", () => {
    expect(cites("show me some past projects")).toEqual(["/projects"]);
  });

  it("knows the words the thesaurus lists, although no page uses them", () => {
    expect(cites("printer and wifi problems in office, need an IT guy")[0]).toMatch(
      /^\/services\/it-infrastructure/,
    );
    // …and what they name, when no page does: apps, but for smart watches.
    expect(respond("do you build apps for smart watches").outcome).toBe("fallback");
    // (…a company's shares and a bug bounty: not the stock the inventory service counts, nor the
    // support service's bugs)
    expect(respond("is nexora listed on the stock market").outcome).toBe("fallback");
    expect(respond("do you have a bug bounty for security flaws").outcome).toBe("fallback");
  });

  it("reads a clunky or outdated system as a legacy one to modernise", () =>
    expect(cites("our ordering system is clunky, can you modernise it")[0]).toMatch(
      /^\/services\/software-development/,
    ));

  it.each([
    "If you pen-test our app and we patch the holes, do you test again for free?",
    "do your pentesters retest after we patch the findings or is that extra",
    // (…or checking again: "check again" is the thesaurus's retest)
    "after ur pentest, if we patch the holes will you check again or is that charged extra",
  ])("reads testing again after a pen test as its free retest: %j", (question) => {
    expect(cites(question)[0]).toMatch(/^\/services\/cybersecurity/);
  });

  it.each([
    "what's your support like once our app is live",
    "do you still support us after the website goes live or is that over",
    "how does support work once the project is delivered?",
  ])("answers support once something is live with support after launch: %j", (question) => {
    expect(cites(question)[0]).toBe("/contact#faq");
  });

  it("answers a question about employees' families with the health cover for the family", () => {
    expect(cites("what health cover do employees' families get")[0]).toBe(
      "/career#why-work-with-us",
    );
  });

  it("answers what someone has written about a topic with the post on it", () => {
    expect(cites("who is your cto and what has she written about cloud").slice(0, 2)).toEqual([
      "/about#team",
      "/blog/cloud-trends",
    ]);
    // (…and a written report is still the pen test's)
    expect(cites("do you give a written report after a pen test")[0]).toMatch(
      /^\/services\/cybersecurity/,
    );
  });

  it.each([
    ["nexora fouder and ceo naam?", /^\/about/],
    ["any carrer openings in nexora technolgies rite now", /^\/career/],
    // ("roz", daily, and "karke", having done, are Hinglish's function words; "banwa", have it
    // made, the build's verb)
    ["office ka wifi roz disconnect hota hai, aap log ye sab sambhalte ho?", /it-infrastructure/],
    ["aap log ethical hacking karke hamari website check kar sakte ho?", /cybersecurity/],
    ["mujhe shopify jaisa online store chahiye, banwa sakte hai?", /web-development/],
    // ("jahan", where, joins a clause as "jisme" does)
    ["apni dukaan ka online store chahiye jahan log order kar sake", /web-development/],
    // (to "ditch" a thing, as to be rid of it, names no topic)
    ["we want to ditch our old server room", /cloud-solutions/],
  ])("reads texted and Hinglish everyday words as no topic: %j", (question, page) => {
    expect(cites(question)[0]).toMatch(page);
  });

  it.each([
    ["can u make a food delivery app like swiggy or zomato", /mobile-development/],
    ["can you shift our stuff from a godaddy server to amazon", /cloud-solutions/],
    [
      "we want to get rid of rubber stamps and physical files in our office",
      /digital-transformation/,
    ],
    [
      "deploying is a manual zip-and-upload job every friday night for us, can you make it push-button",
      /devops/,
    ],
  ])("reads the brands and things visitors name for the site's topics: %j", (question, page) => {
    expect(cites(question)[0]).toMatch(page);
  });

  it.each([
    // ("bikhra", scattered, as the analytics service's data is; "bachayein", protect)
    ["company ka data bikhra pada hai, sab ek dashboard mein chahiye", /data-analytics/],
    ["apne laptops ko virus se kaise bachayein", /cybersecurity|it-infrastructure/],
    // ("gaon", a village, and "intezaam", an arrangement, name no topic)
    [
      "aisi app jo network na ho tab bhi chalti rahe, gaon me signal nahi aata",
      /mobile-development/,
    ],
    ["customer ka data desh ke bahar nahi jaana chahiye, cloud pe aisa setup ho jayega?", /cloud/],
    ["koi suraksha ka intezaam kar doge", /cybersecurity/],
    ["looking for a rent-a-CTO kind of arrangement, few days a month", /it-consulting/],
    // ("dhoond", look for, "dhyan rakhne wala banda", a guy to look after, "hatake", removing,
    // "badh", growing, and "khoye", lost, name no topic)
    ["bhaiya mera cousin job dhoond raha hai, Nexora mein abhi hiring chal rahi hai?", /career/],
    [
      "laptops, printers, email sab ka dhyan rakhne wala banda chahiye monthly basis pe",
      /it-infra/,
    ],
    ["purane servers hatake AWS ya azure pe jaana hai, help karoge?", /cloud-solutions/],
    ["AWS ka bill har mahine badh raha hai, kam kaise karein", /cloud/],
    ["hamara 15 saal purana software hai, usko naya karwana hai bina data khoye", /software-dev/],
  ])("reads Hinglish's words for the site's own: %j", (question, page) => {
    expect(cites(question)[0]).toMatch(page);
  });

  it.each([
    // (to hook one system up to another is to integrate them)
    ["can you hook up our crm with the accounting tool", /software-development/],
    // (a site for older people is an accessible one)
    ["we want a website that senior citizens find easy to use", /ui-ux-design/],
    // (a tool or a mail host the site does not name, for what it does)
    ["jenkins setup karoge", /devops/],
    ["our company mails are on rediffmail, can you move them", /it-infrastructure/],
  ])("reads a visitor's everyday words for the site's own: %j", (question, page) => {
    expect(cites(question)[0]).toMatch(page);
  });

  it("reads Hinglish's 'usme', in it, as a follow-up's pointer, not a word the site lacks", () => {
    expect(cites("kya aap android app banate ho aur usme kitna time lagta hai")).toEqual([
      "/services/mobile-development",
      "/contact#faq",
    ]);
  });

  it("answers a postal address with the office's, and not a postal department", () => {
    expect(cites("your email id and full postal address please")).toEqual(["/contact", "/contact"]);
    expect(respond("do you build apps for the postal department").outcome).toBe("fallback");
  });

  it("reads a warranty as the warranty period a fixed price includes", () => {
    expect(cites("is there a warranty after launch")).toEqual(["/services#pricing"]);
    // (the engagement model hyphenated, as the visitor searches it joined)
    expect(cites("is there a warranty once the fixed-price build is delivered")).toEqual([
      "/services#pricing",
    ]);
  });

  it("reads trackers as the tracking and analytics the privacy policy says it has none of", () => {
    expect(cites("do you use cookies or trackers")).toEqual(["/legal/privacy#no-cookies"]);
  });

  it("does not answer a question with an intent whose fact it is not about", () => {
    // "prime" is not a typo of "price": the question is about a minister, which no page is.
    expect(respond("who is the prime minister of india").outcome).toBe("fallback");
  });

  it.each([
    "train timings bhopal to delhi",
    "what is the hourly rate for one developer",
    "how much do you charge for a single penetration test",
    // (as typed: "lunch" is no typo of "launch")
    "do employees get free lunch",
  ])("falls back on a fact the site does not give: %j", (question) => {
    expect(respond(question).parts[0]?.via).toBe("gate:unsaid");
  });

  it("reads work a client would give us as no vacancy, and falls back on work the site never names", () => {
    expect(
      respond("embedded C for a microcontroller-based sensor, do you take those jobs").outcome,
    ).toBe("fallback");
    expect(cites("do you have any jobs for designers")[0]).toMatch(/^\/career/);
  });

  it.each([
    "shifting from Kolkata for the on-site SOC role, any moving allowance",
    "is there a relocation package for the data engineer job",
    "is relocation assistance paid for the hybrid data engineer job",
    "hybrid role mein hafte mein kitne din office aana hai",
    "can i bring my car when i visit, is there parking",
    "mothers joining back after delivery, how many months paid leave",
  ])("falls back on a job's extras the benefits do not name: %j", (question) =>
    expect(respond(question).parts[0]?.via).toBe("gate:unsaid"),
  );

  it("still gives the paid leave the benefits name", () =>
    expect(cites("how many days of paid leave do your employees get")[0]).toMatch(/^\/career/));

  it.each([
    "is nexora vc funded or bootstrapped",
    "who are your investors",
    "ballpark figure for nexora's yearly earnings as a business",
    "how many crores did you bill last year",
    "the size of that lender's loan book, in crores",
    "can I buy your shares, under which ticker?",
    "any plans for an ipo?",
    "has nexora raised a seed or a series a",
  ])(
    "falls back on the company's own funding, earnings or shares, or a figure in crores, which the site does not give: %j",
    (question) => expect(respond(question).parts[0]?.via).toBe("gate:unsaid"),
  );

  it("still answers a visitor about to spend crores of their own", () =>
    expect(
      cites("need a neutral tech adviser to tell us what to buy before we spend crores")[0],
    ).toBe("/services/it-consulting"));

  it.each(["what salary does arjun mehta take as ceo", "what is the salary of your cto"])(
    "falls back on what our leaders earn, which the site does not give: %j",
    (question) => expect(respond(question).parts[0]?.via).toBe("gate:unsaid"),
  );

  it("still answers who our leaders are, and a visitor who pays as a founder", () => {
    expect(cites("who is your ceo")[0]).toBe("/about#team");
    expect(
      respond("as a founder i pay my team late, can you automate payroll").parts[0]?.via,
    ).not.toBe("gate:unsaid");
  });

  it.each([
    "how much did the fintech pay you for the iso 27001 project",
    "what did you charge them for the hospital system",
  ])("falls back on what a client paid us, which the case studies do not give: %j", (question) =>
    expect(respond(question).parts[0]?.via).toBe("gate:unsaid"),
  );

  it("still gives the prices to what the visitor would pay us", () =>
    expect(cites("how much do we pay you per month for a dedicated team")[0]).toBe(
      "/services#pricing",
    ));

  it.each([
    "is there a concessional fee for a charity",
    "do you offer discounts to startups",
    "we are a trust running rural schools, do you charge us less",
  ])("falls back on a discount or special rate, which the prices do not name: %j", (question) =>
    expect(respond(question).parts[0]?.via).toBe("gate:unsaid"),
  );

  it("still gives the prices to a plain question about them", () =>
    expect(cites("what are your rates for a small trust")[0]).toBe("/services#pricing"));

  it("still answers a business asking about its own funding round", () =>
    expect(cites("before we raise funding can you review our code")[0]).toMatch(
      /^\/services\/it-consulting/,
    ));

  it.each([
    "write a leave application to my principal",
    "solve 2x + 5 = 15",
    "which morning train goes from bhopal to delhi",
    "how would i pronounce good evening in spanish",
  ])("falls back on a task for a general assistant: %j", (question) =>
    expect(respond(question).outcome).toBe("fallback"),
  );

  it.each(["best time to visit goa?", "places to visit in indore", "best season to visit delhi"])(
    "falls back on a place to visit, a travel site's question: %j",
    (question) => expect(respond(question).parts[0]?.via).toBe("gate:unsaid"),
  );

  it.each([
    "who do you reckon wins the india vs australia test series this winter",
    "which team won the kabaddi league",
  ])("falls back on who wins a contest, which the site never names: %j", (question) =>
    expect(respond(question).parts[0]?.via).toBe("gate:unsaid"),
  );

  it.each(["why should we choose you", "what makes you different"])(
    "gives the home page's reasons to choose us: %j",
    (question) => expect(cites(question)).toEqual(["/#why-nexora"]),
  );

  it.each([
    "Arjun Mehta ki umar kitni hai?",
    "how old is arjun mehta",
    "what is the average age of your team",
    // (…also when a Hinglish remark follows the question: it tells, it does not ask)
    "Arjun Mehta ki umar kitni hai? photo mein kaafi young lagte hain",
  ])("falls back on someone's age, which the site never names: %j", (question) =>
    expect(respond(question).outcome).toBe("fallback"),
  );

  it("answers where the office is for a visitor coming to a meeting", () => {
    expect(cites("coming for a meeting, which floor is your bhopal office on?")).toEqual([
      "/contact",
    ]);
  });

  it("answers the company's age with its history", () => {
    expect(cites("what is the age of your company")).toEqual(["/about#story"]);
    expect(cites("company ki umar kitni hai")).toEqual(["/about#story"]);
  });

  it.each([
    "do you run a paid Java course with a placement guarantee for freshers?",
    "any full stack course for freshers",
  ])("falls back on a course to sign up for, as we teach no one: %j", (question) =>
    expect(respond(question).outcome).toBe("fallback"),
  );

  it("answers a business that runs a coaching institute as a client", () => {
    expect(
      cites("i run a coaching institute with 800 students, can you make us a website in hindi")[0],
    ).toMatch(/^\/services\/web-development/);
  });

  it.each([
    "which bank did your founder work at in bengaluru before starting nexora",
    "Which college did your CEO graduate from?",
    "which company did your CTO work for before joining nexora",
    "which bank did Arjun Mehta work for in Bengaluru?",
    "which hospital chain was the healthcare project for, can I call them for a reference",
    "can I contact your clients for a reference",
    "can I ring them up for a reference",
    "share numbers of two current clients we can ring for a reference",
    "our cold-storage units need microcontroller code for temperature loggers, C on STM32",
    "how many of your 120 people hold an AWS certification",
    "do you have a US-registered entity our American parent company can sign with",
    "which group were those hospitals, can I call their IT head as a reference",
    "for hybrid roles how many days a week do i have to come into the office",
    "will you buy out my notice period if i join",
    "moving cost support for candidates from other states?",
    "how many months off does a new mom get if she works at your company",
    "name of your finance head",
    "who heads marketing at nexora",
  ])(
    "falls back on a past employer, a client to ring or days a week, which the site never names: %j",
    (question) => expect(respond(question).parts[0]?.via).toBe("gate:unsaid"),
  );

  it("still answers what our founder did before us, how many days a project takes, and how many days a week we are open", () => {
    expect(respond("what did your founder do before nexora").outcome).toBe("answer");
    expect(respond("how many days does a website take").outcome).toBe("answer");
    expect(cites("how many days a week are you open")).toEqual(["/contact"]);
    expect(respond("can i call them now").parts[0]?.via).not.toBe("gate:unsaid");
    expect(cites("what are the moving costs of a cloud migration")[0]).toMatch(/cloud-solutions/);
    expect(respond("our finance head wants the aws bill explained").parts[0]?.via).not.toBe(
      "gate:unsaid",
    );
    // (the visitor's own staff leaving is their story: "our developers quit, can you fix releases")
    expect(cites("our developers quit and every release breaks, can you fix that")[0]).toMatch(
      /^\/services\/devops/,
    );
    expect(cites("where did Arjun Mehta work before Nexora")).toEqual(["/about#team"]);
    // ("set … up" is an everyday verb, no topic)
    expect(cites("before arjun mehta set this firm up, where did he work")).toEqual([
      "/about#team",
    ]);
  });

  it.each([
    "need your CTO's whatsapp number directly, not the office line",
    "what's Ananya Kulkarni's direct mobile number?",
    "how do i recover my gmail account if i lost my old phone number",
    "should i buy an iphone 15 or a pixel 8 for photos",
    "do you handle performance marketing, like google ads and meta campaigns",
    "we need a performance marketing agency for our launch",
    "if i join the hybrid role do you pay relocation to bhopal",
    "whats the average tenure of developers at your company, do people leave often",
    "our govt tender needs a cmmi-appraised vendor, does nexora qualify",
    "we're a municipal corporation dept — are you registered as a vendor for public procurement",
    "are you listed on the gem portal so a government department can buy from you directly",
    "is nexora udyam registered? our policy prefers msme suppliers",
    "harbourline's AWS move, what was the contract worth in rupees",
    "would you countersign a mutual non-disclosure agreement drafted by our lawyers",
    "what was the deal size of the harbourline logistics contract",
    "roughly how big was the finlo credit invoice",
    "we need a 3D racing game for android built in unreal engine, can you take it up",
    // (…or a game named after its engine or its play: "unreal", "multiplayer")
    "a toy brand wants a kids' puzzle game built in Unreal, can you?",
    "an Unreal Engine multiplayer title for our gaming startup, your cup of tea?",
    "do your engineers usually stay long or leave after a year",
    "what is the attrition rate at nexora",
    "we need our microservices written in go",
    "which day of the month is the salary credited",
    "what is the capital of canada",
    "is nexora iso 14001 certified too",
    "how many days of paternity leave do new fathers get",
    "if we stop the discovery phase halfway, is any money back",
    "if we end the contract early, is part of the money returned",
    "if we cancel halfway, how much of the money do we get back",
    "what is your refund policy",
    "can we pay your invoices by credit card",
    "can i pay you through paypal",
    "what payment methods do you accept",
    "is there an employee stock ownership plan for engineers",
    "has nexora itself ever suffered a data breach or ransomware hit",
    "what % of your devs left in the last 12 months? we worry about churn on our project",
    "if i visit the lakeview tech centre office can i park my car there",
    "coming by car for the meeting, will i find a spot to leave it",
    "do you take interns? i'm in the final year of btech",
    "does nexora take trainee students for a 2 month summer stint",
    "i'm in my 3rd year btech, can i do a 2 month internship with you",
    "we want our farm produce traced on a distributed ledger with smart contracts, have you shipped anything on ethereum",
    "what ERP brand was the ghee and rice distributor in your forecasting project on, sap or tally or something else",
    "how many employees quit nexora each year on average",
    "do you have a training institute where freshers can pay to learn full stack",
    "on average how many years do developers stay at nexora",
    "do you accept payment through demand draft for export clients",
    "do you run a paid training program for BCA students",
    "how many conference rooms does your office have",
  ])(
    "falls back on what the site never says (a leader's own line, a contract's worth, a game, how long staff stay, meeting rooms, payday, Go, a blockchain, a brand, internships, training, a refund, a way to pay, a share, a breach of our own, a tender, what to buy, a visitor's own account…): %j",
    (question) => expect(respond(question).parts[0]?.via).toBe("gate:unsaid"),
  );

  it("falls back on a follow-up that asks an intent's fact of a part the site does not answer", () => {
    expect(cites("which river flows through varanasi and how long is it")).toEqual([]);
    expect(cites("do you build mobile apps? how long does it take")).not.toEqual([]);
  });

  it("falls back on a client's name the blog post does not give, but answers the post itself", () => {
    expect(cites("what's the name of the distributor your AI article talks about")).toEqual([]);
    // (…or our story: it gives the first project's year, not the first client's name)
    expect(cites("what was the name of the hospital that was your very first client")).toEqual([]);
    expect(cites("the hospital you began with in bhopal, what was it called")).toEqual([]);
    expect(cites("which bhopal hospital was your first ever client? name please")).toEqual([]);
    expect(cites("who was the client for your first aws migration in 2017")).toEqual([]);
    expect(cites("real identity of the 12-hospital chain from the case study?")).toEqual([]);
    expect(cites("what was nexora's very first client")).toEqual(["/about#story"]);
    expect(cites("what does your AI article say about FMCG distributors")[0]).toMatch(/^\/blog\//);
  });

  it("answers a question that names the privacy policy from the policy", () => {
    expect(cites("privacy policy data retention")[0]).toMatch(/^\/legal\/privacy#/);
    expect(cites("privcy polcy data retension")[0]).toMatch(/^\/legal\/privacy#/);
  });

  it("answers whether our prices include GST from the price list's note, not GST in general", () => {
    expect(cites("are your listed price ranges inclusive of gst")).toEqual(["/services#pricing"]);
    expect(respond("are your listed price ranges inclusive of gst").replies[0]?.paragraphs).toEqual(
      [pricesNote],
    );
    expect(cites("do you provide gst filing services")).not.toContain("/services#pricing");
    expect(cites("what is the exchange rate of the dollar today")).toEqual([]);
  });

  it("answers what an engagement model includes with the model's own list", () => {
    const question =
      "if we want fewer engineers on the dedicated team, how much warning do we give";
    expect(cites(question)).toEqual(["/services#pricing"]);
    expect(respond(question).replies[0]?.points).toContain(
      "Scale up or down with a month's notice",
    );
  });

  it("still answers our own ISO 27001 certificate", () => {
    expect(cites("are you iso 27001 certified")).toEqual(["/about#story"]);
  });

  it("still answers a game day (a cloud drill) and the office phone", () => {
    expect(respond("do you run game days for disaster recovery").outcome).toBe("answer");
    expect(cites("what is your whatsapp number")).toEqual(["/contact"]);
  });

  it("reads the courses staff get, or an age limit to use the site, as the site's", () => {
    expect(cites("do employees get money for courses")).toEqual(["/career#why-work-with-us"]);
    expect(respond("is there an age limit to use this site").parts[0]?.via).not.toBe("gate:unsaid");
  });

  it.each([
    "is there a free trial or demo login so I can test your software first",
    "can we get a free one-month trial",
  ])("falls back on a free trial, which we never offer: %j", (question) =>
    expect(respond(question).parts[0]?.via).toBe("gate:unsaid"),
  );

  it.each([
    "why hire nexora over a freelancer",
    "what makes you better than a freelancer",
    "why nexora?",
  ])("gives the reasons to choose us over a freelancer too: %j", (question) =>
    expect(cites(question)).toEqual(["/#why-nexora"]),
  );

  it("still gives the regions to a question naming the countries", () =>
    expect(cites("do you work with clients in india and australia")[0]).toBe("/#global-presence"));

  it.each(["what is the best time to visit your office", "a good time to visit the office"])(
    "still gives the office to a visit to us: %j",
    (question) => expect(cites(question)[0]).toMatch(/^\/contact/),
  );

  it("still answers a question about the site's languages", () =>
    expect(cites("can you build our website in english and hindi")[0]).toMatch(/^\/services/));

  it.each([
    "are you hiring drivers",
    "security guard job",
    "any vacancy for an electrician",
    // (the thesaurus reads "tester" as user research: no role's title)
    "any opening for a manual QA tester?",
  ])("does not offer the open roles for a job it does not hire for: %j", (question) => {
    expect(respond(question).outcome).toBe("fallback");
    expect(respond(question).parts[0]?.via).toBe("gate:role");
  });

  it.each([
    "are you hiring react developers",
    "jobs for data engineers",
    "carreers",
    "can i work from anywhere in india",
  ])("offers the open roles for a job it hires for: %j", (question) =>
    expect(cites(question)[0]).toMatch(/^\/career/),
  );

  it.each([
    // A job posting shares words with a business owner's question, but does not answer it.
    ["we're paying way too much for our servers every month", /^\/career/],
    // A legal page answers questions about the visitor's data, not about a client's systems.
    ["can our customer data be kept on servers inside india only", /^\/legal/],
    // The office's address answers where we are, not a visit to the visitor's own office.
    ["can someone from your team come to our office in bhopal to fix the network", /^\/contact/],
    // Our leadership answers who runs us, not a visitor who names their own role.
    ["I head finance and our AWS invoice has doubled in a year", /^\/about#team/],
    ["we have no tech head, can one of your people act as our part-time technology boss", /#team/],
  ])("does not answer %j from a section of another kind", (question, wrong) => {
    expect(cites(question).filter((href) => wrong.test(href))).toEqual([]);
  });

  it("answers what we do for clients from the service, not from a case study", () => {
    expect(cites("do you build power bi dashboards for clients")[0]).toMatch(
      /^\/services\/data-analytics/,
    );
  });

  it.each([
    ["do you store my data outside india", "/legal/privacy#how-we-use-it"],
    ["is a quote binding once you send it", "/legal/terms#enquiries"],
    ["what do your clients say about working with you", "/#testimonials"],
    ["mera data kahan jata hai jab main form bharta hoon", "/legal/privacy#data-location"],
    // ("details bhari": the details filled in, not "bharti", hiring)
    ["contact form mein jo details bhari woh kahan jaati hai", "/legal/privacy#what-you-send"],
    // (Hinglish "apni details": the visitor's own, as "meri" is)
    ["apni details aapke records se hatwa dijiye", "/legal/privacy#your-rights"],
    // (…and so is being sold, to whomever: "sold" is no typo of "solid")
    [
      "if I fill in your enquiry form, does my info get sold to marketers?",
      "/legal/privacy#how-we-use-it",
    ],
    // (…and so is being tracked, whatever the tool)
    ["do you track me with google analytics", "/legal/privacy#no-cookies"],
    ["what do you do with the details i put in the contact form", "/legal/privacy#what-you-send"],
    [
      "where do you keep the data from your enquiry forms, india or abroad",
      "/legal/privacy#data-location",
    ],
    ["what does the data engineer role pay and can i work from home", "/career#open-roles"],
    // Visiting us is the address's, whatever the visitor says of an appointment.
    ["can i visit without appointment", "/contact"],
    ["do you offer security training for employees", "/services/cybersecurity#overview"],
    ["kya aap erp implement karte ho", "/services/digital-transformation#overview"],
    // ("hafte", weeks: an everyday word, as "weeks" is; "kitne hafte", how many weeks, a timeline)
    ["bhai ek dukaan ki site banwani hai, kitne hafte ka kaam hai", "/contact#faq"],
    [
      "which region would our servers be hosted in if our data has to stay in the country",
      "/services/cloud-solutions#overview",
    ],
    // What a project achieved is its case study's, not the service's.
    ["what did the healthcare project achieve", "/projects/healthcare"],
    // (…the people at the top of a company are its leaders)
    ["who are the four people at the top of nexora", "/about#team"],
    // (…and looking over an architecture is reviewing it: how long that takes, the service's
    // questions say)
    [
      "before we commit to a platform we want an outside expert to look over our architecture, how many weeks would that take",
      "/services/it-consulting#questions-title",
    ],
    // Wiping the visitor's data is deleting it; Hinglish "whose" code is its ownership.
    ["can i get my data wiped", "/legal/privacy#your-rights"],
    // The visitor's data in other words: what we know about them, their form's data (the
    // privacy policy ranks below the services' data pages, yet answers).
    ["what do you know about me", "/legal/privacy#data-location"],
    ["is my contact form data sent outside india", "/legal/privacy#data-location"],
    // (…or about its visitors, not the data a cloud keeps in India)
    ["what data do you keep about visitors", "/legal/privacy#who-we-are"],
    ["website banne ke baad code kiska hoga", "/services/software-development#questions-title"],
  ])("answers %j from the page it is about", (question, page) => {
    expect(cites(question)).toContain(page);
  });

  it.each([
    "does your chat assistant keep a log of my conversation",
    "is my chat history stored",
    "does this chatbot remember what i write",
    // (…or what it "stashes": an everyday word)
    "does your site stash any cookis or tracking pixels",
    // (…or its form's, in Hinglish: "bahar to nahi bhejte", you don't send it outside?)
    "website pe jo form bharte hain uska data kahan jata hai, bahar to nahi bhejte?",
  ])("answers %j, about the visitor's chats or forms, from the privacy policy", (question) =>
    expect(cites(question)[0]).toMatch(/^\/legal\/privacy/),
  );

  it.each([
    "can i copy your articles for my newsletter",
    "may i quote a paragraph from your cloud post in my thesis",
    "am i allowed to use pictures from your website",
  ])("answers %j, about reusing the site's content, from the terms", (question) =>
    expect(cites(question)).toEqual(["/legal/terms#intellectual-property"]),
  );

  it("answers a question about the articles themselves from the blog, not the terms", () => {
    expect(cites("do you have any articles on phishing")[0]).toMatch(/^\/blog\//);
  });

  it("answers a story told in sentences, then one question about it, as one question", () => {
    expect(
      cites(
        "Our office has twelve laptops and a printer. The wifi drops every afternoon. Nobody here knows computers. Could your people take care of all this?",
      ),
    ).toEqual(["/services/it-infrastructure"]);
    // …or, when that question asks for a fact an intent knows, that question alone.
    expect(
      cites(
        "We are a logistics firm in Pune. We want the same two developers on our product every month for a year. What would you charge for that?",
      ),
    ).toEqual(["/services#pricing"]);
  });

  it("reads a story's asking sentences wherever they are, not its story's sentences", () => {
    // (the question is the fifth sentence: no story sentence is answered in its place)
    expect(
      cites(
        "We are a family business in Indore. My father started it in 1990. We sell spare parts for tractors. My cousin handles the accounts. Are you open on Saturdays?",
      ),
    ).toEqual(["/contact"]);
    // (…two asking sentences are two parts; one that names its own topic is asked with the
    // story before it as its context)
    expect(
      cites(
        "We run a travel agency in Bhopal. Our bookings live in spreadsheets. Do you build mobile apps? And what are your office hours?",
      ),
    ).toEqual(["/services/mobile-development", "/contact"]);
    // (…one that points back is asked with its story)
    expect(
      cites(
        "We sell handmade soap online. Our site is slow and orders get lost. Can you rebuild it?",
      )[0],
    ).toBe("/services/web-development");
  });

  it("falls back on a story whose question the site does not answer", () => {
    expect(
      cites(
        "My daughter is getting married in December. We are planning the menu for three hundred guests. Can you suggest a good caterer?",
      ),
    ).toEqual([]);
    // …even when the story names topics the site answers: the ask's own words decide.
    expect(
      cites(
        "We are a 40 person firm in Indore and half of them work on cloud and security projects. Can you recommend a good caterer?",
      ),
    ).toEqual([]);
    // (…but an ask that points back to the story is asked with it)
    expect(
      cites(
        "I manage operations for a hospital group with four branches. Patients keep complaining that they have to repeat their whole history at every branch. Someone mentioned you did something like this for a bigger network. Could I read what you actually did there before we set up a meeting?",
      ),
    ).toEqual(["/projects/healthcare"]);
  });

  it("answers a question about the visitor's own data from the privacy policy, not an intent's fact", () => {
    expect(cites("what data do you keep if i fill in the quote form")[0]).toMatch(
      /^\/legal\/privacy/,
    );
    // (…while what happens after the visitor sends a message is still our reply)
    expect(cites("whats the plan after i send my enquiry")[0]).toMatch(/^\/contact/);
  });

  it("answers a follow-up that points back with the part before it", () => {
    expect(cites("what's the salary for the security analyst role and is it on-site")).toEqual([
      "/career#security-analyst",
      "/career#security-analyst",
    ]);
  });

  it("reads 'it' after the company as the company, not the part before", () => {
    expect(
      cites("do staff get medical insurance, and what mission does the company say it has")[1],
    ).toBe("/about#mission");
  });

  it("answers with the first intent whose fact covers the question, not the first it matches", () => {
    expect(
      cites("is there a portal where i can see invoices for my ongoing project with you"),
    ).toEqual(["/login"]);
    // (…and the next intent's when the first's fact does not answer it)
    expect(cites("where do existing clients go to see their invoices")).toEqual(["/login"]);
    // (…and forgetting its password is a client's question too: the portal's fact says whom to ask)
    expect(cites("i forgot my password for the login, can you reset it for me")).toEqual([
      "/login",
    ]);
  });

  it.each([
    ["the guy running your security side, what's his background?", "/about#team"],
    [
      "as a developer on your team, is there a fixed window in the day I have to be reachable, or is it fully flexible?",
      "/career#why-work-with-us",
    ],
    ["can I rent a dedicated team of developers month by month?", "/services#pricing"],
    [
      "can your team give training to our 200 sales staff so they stop clicking dodgy email links?",
      "/services/cybersecurity#overview",
    ],
  ])("reads an everyday word in its context: %j", (question, page) => {
    expect(cites(question)[0]).toBe(page);
  });

  it("reads a senior adviser 'a few days a month' as the fractional CTO", () => {
    expect(
      cites(
        "we're a 30 person ngo and need someone senior to guide tech decisions a few days a month, not a permanent hire",
      )[0],
    ).toMatch(/^\/services\/it-consulting/);
  });

  it.each([
    // (the visitor's accountant, "my CA", is context, not a topic)
    [
      "my CA says there's a CERT-In rule on reporting breaches within some hours, is it 6 or 72?",
      "/blog/cybersecurity-practices#prepare-for-the-bad-day",
    ],
    [
      "if you don't sort out my data complaint, which authority can I go to?",
      "/legal/privacy#your-rights",
    ],
    // (Hinglish "hatwani": to have it removed, the privacy policy's)
    ["form mein jo details bheji thi wo hatwani hai, kaise karu?", "/legal/privacy#your-rights"],
    // ("what sort of": no sorting asked for)
    [
      "your first ever client back in 2015, what sort of organisation was it and what did you build?",
      "/about#story",
    ],
    [
      "MIS reports sab alag excel mein hai, ek dashboard bana sakte ho?",
      "/services/data-analytics",
    ],
    [
      "in the hospital case study, how many teleconsults happened in year one?",
      "/projects/healthcare#results-title",
    ],
    ["SOC wali job mein raat ki shift ka alag paisa milta hai?", "/career#security-analyst"],
    [
      "which algorithm did you use to predict demand for the FMCG distributor?",
      "/projects/ai-analytics",
    ],
    // ("the CEO personally": no private line of his asked for)
    ["is it true the CEO personally looks at each new client's architecture plan?", "/about#team"],
    ["need someone watching for hackers on our systems 24x7", "/services/cybersecurity"],
    [
      "where would I have to file a case if I had a problem with something on your site",
      "/legal/terms#governing-law",
    ],
    // ("ur website": this site, whose privacy policy says what it uses)
    ["does ur website use cookies or googel analitics", "/legal/privacy#no-cookies"],
    [
      "is the code ours or do you keep the ownrship of the repo",
      "/services/software-development#questions-title",
    ],
    ["we have a legal complaint, which court do we go to", "/legal/terms#governing-law"],
    ["under your terms, where would a case be filed", "/legal/terms#governing-law"],
    ["our shop should pop up on page one of google", "/services/web-development"],
    ["the warehouse wifi has dead spots", "/services/it-infrastructure#overview"],
    ["how soon is the first report screen ready", "/services/data-analytics#questions-title"],
    ["can a patient file follow them to every branch", "/projects/healthcare#results-title"],
    ["is the ofc open on sunday, or mon-sat only", "/contact"],
    [
      "we're moving office, can you take care of the IT for it",
      "/services/it-infrastructure#overview",
    ],
    ["the online store you built for a clothing brand", "/projects/ecommerce-platform"],
    ["discovery phase kitne wks ka hota hai", "/services#pricing"],
    ["if i ask for a quote, am i bound to it", "/legal/terms#enquiries"],
    ["log bolte hain app samajh nahi aata", "/services/ui-ux-design#questions-title"],
    ["our screens confuse customers, can you make them easier to use", "/services/ui-ux-design"],
    ["move the servers off the rack in our basement onto azure", "/services/cloud-solutions"],
    ["MIS reports automate karne hain, excel se chhutkara", "/services/data-analytics"],
    ["a page with links to all your pages", "/sitemap"],
    ["is one codebase for both phones cheaper", "/services/mobile-development#questions-title"],
    ["the usual price band for a fixed-scope project", "/services#pricing"],
    ["can your articles come into feedly automatically", "/blog"],
    ["our aws charges keep ballooning, can you bring them down", "/services/cloud-solutions"],
    ["pen test retest of fixed issues, chargable?", "/services/cybersecurity#questions-title"],
    // (a number's thousands, "3,000", split nothing; invoices keyed monthly are no payment terms)
    [
      "the finance team keying 3,000 invoices monthly in your article, what do they do now",
      "/blog/future-of-ai#where-ai-is-already-paying-for-itself",
    ],
    ["we deploy manually over ssh every time", "/services/devops"],
    // ("usage" is no "usa" with a Hindi ending; rules are the terms')
    ["website usage rules", "/legal/terms#use"],
    ["websit devlopment in wordpres or nextjs?", "/services/web-development#technologies-title"],
    ["how expensive r u", "/services#pricing"],
    ["what do your customers say", "/#testimonials"],
    ["T&Cs for using nexora's site", "/legal/terms#use"],
    [
      "what's your global footprint, which geographies have you got customers in",
      "/#global-presence",
    ],
    ["hand-holding once it's live?", "/contact#faq"],
    ["foundr of nexora kon h, ceo bhi wahi?", "/about#team"],
    ["what is the origin story of nexora", "/about#story"],
    // ("you people" is us, asked what we do: no people of past work)
    ["you people do power bi dashboards?", "/services/data-analytics#technologies-title"],
    ["resource augmentation: can we take a team from you on monthly billing?", "/services#pricing"],
    ["hamari site ke Core Web Vitals laal hain, sudhaar sakte ho?", "/services/web-development"],
    [
      "approvals need wet signatures on paper files, want that gone",
      "/services/digital-transformation#overview",
    ],
    [
      "dukaan ke grahakon ke liye phone wala app chahiye, dono platform pe",
      "/services/mobile-development",
    ],
    // ("co" is a company: that one is a client's, the case study's)
    ["that logistics co which moved 120 services to aws", "/projects/cloud-migration"],
    // (our "practice" is a line of work of ours, its tools our stack)
    ["tell me about your devops practice", "/services/devops"],
    ["which tools does your analytics practice use", "/services/data-analytics#technologies-title"],
    ["aap log kis sheher se kaam karte ho, milne aana hai", "/contact"],
    ["naukri ke liye selection kaise hota hai, kitne round hain?", "/career#open-roles"],
    ["AWS pe paisa paani ki tarah beh raha hai, kharcha ghatana hai", "/services/cloud-solutions"],
    ["we want our code changes to go live on their own", "/services/devops"],
    ["can real people test our app design", "/services/ui-ux-design#questions-title"],
    // (the portal's words: a client tracks progress and downloads files and invoices there)
    [
      "we signed last quarter, is there a login for our side to track progress and download invoices",
      "/login",
    ],
  ])("answers in the visitor's words: %j", (question, page) => {
    expect(cites(question)[0]).toBe(page);
  });

  it("splits on 'plus,' as on 'plus', and a formal quote is a quote", () => {
    expect(
      cites("how soon do you respond once I write in, and where do I request a formal quote?"),
    ).toEqual(["/contact", "/quotation"]);
    expect(
      cites(
        "a number to reach your sales desk — plus, is cross-platform with Dart something you offer?",
      ),
    ).toEqual(["/contact", "/services/mobile-development#questions-title"]);
  });

  it("asks a price beside a job as an employee's: 'and is there a budget for certifications'", () => {
    expect(
      cites("What does the cloud devops job pay, and is there a budget for certifications?"),
    ).toEqual(["/career#cloud-devops-engineer", "/career#why-work-with-us"]);
  });

  it("reads a client's invoices of a kind, 'our project invoices', as the portal's too", () =>
    expect(cites("existing customer here, where do I download our project invoices")).toEqual([
      "/login",
    ]));

  it("answers a case study's measured result from its page, however the client is called", () => {
    expect(
      cites("How fast were incidents being detected at the digital lender once you were done?"),
    ).toEqual(["/projects/security-infrastructure#results-title"]);
    expect(
      cites(
        "that hospital group you did the software for, after go-live how many days did insurance claims take to get settled",
      ),
    ).toEqual(["/projects/healthcare#results-title"]);
    // ("how fast did", "how many minutes did": a past project's, not what we could do)
    expect(
      cites(
        "after the fashion brand's new online store went live, how fast did pages open on phones?",
      )[0],
    ).toMatch(/^\/projects\/ecommerce-platform/);
  });

  it("answers a detail a section of the page has and its summary lacks from that section", () => {
    expect(cites("would moving our servers to the cloud mean downtime")[0]).toBe(
      "/services/cloud-solutions#questions-title",
    );
    // (a case study's approach)
    expect(
      cites(
        "When you shifted that trucking company's big Oracle database to AWS, how long was the actual switch-over window?",
      ),
    ).toEqual(["/projects/cloud-migration#results-title"]);
    // (…or a post's, though the detail is only a few of the question's words)
    expect(cites(patchingQuestion)[0]).toBe(
      "/blog/cybersecurity-practices#patch-quickly-and-know-what-you-run",
    );
    // (…not a question its summary covers as well: "tell me about the logistics migration")
    expect(cites("tell me about the logistics company's move to AWS")).toEqual([
      "/projects/cloud-migration",
    ]);
  });

  it("answers a result of past work ('by what rate did', 'how much did … go up') from the case study", () => {
    expect(
      cites("by what rate did claim settlement speed up for the hospital group you worked with?"),
    ).toEqual(["/projects/healthcare#results-title"]);
    expect(cites("how much did online sales go up for that fashion brand")).toEqual([
      "/projects/ecommerce-platform",
    ]);
    // (…not what we could do: "by how much can you cut our cloud bill" is the service's)
    expect(cites("by how much can you cut our cloud bill")[0]).toBe("/services/cloud-solutions");
  });

  it("reads a site word with its final 'e' left off as that word, not an unknown topic", () => {
    expect(cites("mobil app devlopment for andriod and iphon")).toEqual([
      "/services/mobile-development",
    ]);
    // …which the intents and the kinds of page know too: a "resum" is a job seeker's resume.
    expect(cites("whats the mail adress to send my resum")).toEqual(["/career#how-to-apply"]);
    expect(cites("hw much do u charg per month for a dedicted team")[0]).toBe("/services#pricing");
    // …and so is a word's past tense: "guaranteed" is no typo of "granted".
    expect(cites("will this website always be up, is that guaranteed")).toEqual([
      "/legal/terms#availability",
    ]);
    // An everyday word with a doubled letter typed once is that word, no unknown topic.
    expect(cites("do we realy need kubernates or is it overkil")[0]).toMatch(/^\/services\/devops/);
    // (…but a franchise, one letter short of the thesaurus's "franchisee", is no offer of ours)
    expect(respond("do you offer franchise opportunities in other cities?").parts[0]?.via).toBe(
      "gate:unsaid",
    );
  });

  it("reads an invitation to the portal that expired as the portal's question", () => {
    expect(
      cites("the invite to our project workspace expired before my new colleague could use it"),
    ).toEqual(["/login"]);
  });

  it("does not take a heading of stop words only ('Who we are') as named by any question", () => {
    expect(cites("server room hatana hai, sab kuch online rakhna hai").join(" ")).not.toMatch(
      /legal/,
    );
  });

  it("reads 'he' or 'she' in a follow-up as the person the part before asks about", () => {
    expect(
      partPages("who runs your cybersecurity team, and did he write anything on your blog"),
    ).toEqual(["/about#team", "/blog/cybersecurity-practices"]);
  });

  it("searches a hyphenated word nobody uses by its parts ('paper-heavy' is paper)", () => {
    expect(cites("can you help a paper-heavy office go digital with workflows")).toEqual([
      "/services/digital-transformation#overview",
    ]);
  });

  it("reads 'its' or 'their' in a follow-up as the part before's, when no page has both", () => {
    expect(partPages("do you do seo and what are its benefits")).toEqual([
      "/services/web-development",
      "/services/web-development",
    ]);
    // (…but not a word the site never answers: that part still falls back)
    expect(respond("do you work in dubai and what is its population").parts[1]?.outcome).toBe(
      "fallback",
    );
    // (…while a follow-up that names its own topic is still its own)
    expect(cites("is the data engineer job remote and what are its perks")[1]).toBe(
      "/career#why-work-with-us",
    );
  });

  it("does not read 'this site' as pointing back to the part before", () => {
    expect(cites("who is your cto, and does this site use cookies")[1]).toMatch(
      /^\/legal\/privacy/,
    );
  });

  it("answers a follow-up that points back on its own when the part before's page covers less of it", () => {
    expect(cites("can you build a flutter app and also design the screens for it")).toEqual([
      "/services/mobile-development",
      "/services/ui-ux-design",
    ]);
  });

  it("answers a follow-up that points back with the part before it when its own answer has only a synonym of its word", () => {
    // ("delete" is searched as personal data too, which the analytics service has)
    expect(partPages("how do you handle my data and can i ask you to delete it")).toEqual([
      "/legal/privacy#data-location",
      "/legal/privacy#your-rights",
    ]);
  });

  it("splits two topics joined by a bare 'and' or a comma when each half has its own page", () => {
    expect(partPages("do you offer help desk support for our office and zero trust setup")).toEqual(
      ["/services/it-infrastructure", "/services/cybersecurity"],
    );
    // …or by a comma, after an intent's fact as after a search's answer.
    expect(cites("whats your phone number, do you do cybersecurity audits")).toEqual([
      "/contact",
      "/services/cybersecurity",
    ]);
    // …or when the whole falls back: neither page covers all of it.
    expect(cites("can you migrate us to aws and set up ci/cd")).toEqual([
      "/services/cloud-solutions",
      "/services/devops",
    ]);
    // …or by one page, each half, when the whole falls back.
    expect(
      cites("our computers are very old and slow, need someone to manage all laptops")[0],
    ).toMatch(/^\/services\/it-infrastructure/);
    // A side of everyday words only is no question of its own.
    expect(respond("mera purana software bahut slow hai, naya banwana hai").parts).toHaveLength(1);
    // One topic with an "and" inside it stays one part.
    expect(respond("cloud migration and modernisation").parts).toHaveLength(1);
  });

  it("answers the part it knows and says which part it does not", () => {
    const answer = respond("where is your office and do you accept bitcoin");
    expect(answer.outcome).toBe("answer");
    expect(answer.replies[0]?.sources[0]?.href).toBe("/contact");
    expect(answer.replies[1]?.sources).toEqual([]);
    expect(answer.replies[1]?.paragraphs[0]).toContain("do you accept bitcoin");
  });

  it("asks 'how much is it' after a job seeker's question of the job, not of our prices", () => {
    // The site names no internship: an intern's stipend falls back, with no price.
    expect(respond("are interns paid a stipend, how much is that").outcome).toBe("fallback");
    // …even after a student's story, which otherwise asks for our jobs.
    expect(
      respond("I'm in 3rd year of BTech at LNCT, any 6 month internship with stipend?").outcome,
    ).toBe("fallback");
    // An open role's pay is its posting's.
    expect(new Set(cites("is the security analyst job remote and how much is it"))).toEqual(
      new Set(["/career#security-analyst"]),
    );
    // A client's "how much is it" after a service is still our prices.
    expect(cites("do you make websites and how much is it")).toEqual([
      "/services/web-development",
      "/services#pricing",
    ]);
  });

  it("greets and thanks without searching", () => {
    expect(respond("namaste").outcome).toBe("greeting");
    expect(respond("thanks!").outcome).toBe("thanks");
    expect(respond("   ").outcome).toBe("empty");
  });
});

// The facts people ask most, in the commonest words for them. The evaluation set seldom asks them
// the plain way (each new set is written unlike the questions before it): in session 60, cutting
// every alternative of the chat's patterns that no evaluation question or test used changed no
// answer of three fresh sets, and lost about half of these.
describe("the commonest questions", () => {
  const section = (question: string) => {
    const { outcome, parts } = respond(question);
    return outcome === "answer" ? parts.map((part) => part.section?.id) : outcome;
  };
  it.each([
    ["what makes you unique", "company:why"],
    ["what makes you special", "company:why"],
    ["what is your usp", "company:why"],
    ["how are you different from other companies", "company:why"],
    ["what makes your company stand out", "company:why"],
    ["are you open today", "contact:hours"],
    ["are you open now", "contact:hours"],
    ["when do you open", "contact:hours"],
    ["what time do you close", "contact:hours"],
    ["which days are you working", "contact:hours"],
    ["office kidhar hai", "contact:address"],
    ["where is your headquarters", "contact:address"],
    ["where are you situated", "contact:address"],
    ["can we come over to your office", "contact:address"],
    ["can I drop in tomorrow", "contact:address"],
    ["what is your telephone number", "contact:phone"],
    ["whatsapp number?", "contact:phone"],
    ["mail id please", "contact:email"],
    ["can I speak to a representative", "contact:person"],
    ["chat with an agent", "contact:person"],
    ["can someone call me back", "contact:person"],
    ["how soon will you revert", "contact:email"],
    ["when will you get back to us", "contact:email"],
    ["what is the payment schedule", "pricing"],
    ["when was nexora established", "company:history"],
    ["how many developers do you have", "company:size"],
    ["do you work with clients worldwide", "company:regions"],
    ["do you have clients outside india", "company:regions"],
    ["vacations for employees", "careers:benefits"],
    ["privacy notice", "legal:privacy:summary"],
    ["what is your privacy policy", "legal:privacy:summary"],
    ["gimme your office address", "contact:address"],
    ["who is the promoter of nexora", "company:team"],
    ["how many people are on your payroll", "company:size"],
    ["can you set up an ODC for us", "pricing:dedicated-team"],
    ["can you build a D2C store", "service:web-development"],
    ["do you build HRMS software", "service:digital-transformation:more:2"],
    ["is it a fixed bid", "pricing:fixed-price"],
    ["do you work on T&M basis", "pricing:time-and-materials"],
    ["can I republish your article", "legal:terms:intellectual-property"],
    ["show me your success stories", "company:projects"],
    ["which sectors do you work in", "faq:0"],
    ["do you work with finance companies", "faq:0"],
    ["any retail companies among your clients", "faq:0"],
    ["how to contact sales", "contact:form"],
    ["can I book a meeting", "contact:person"],
    ["schedule a call", "contact:person"],
    ["I need 3 dedicated developers for a year", "pricing:dedicated-team"],
    ["how do you ensure quality", "service:software-development:more:3"],
  ])("answers %j from %s", (question, id) => {
    expect(section(question)).toEqual([id]);
  });

  it.each([
    "how much does your founder earn",
    "what does the chairman earn",
    "what does your cfo earn",
  ])("does not guess what a leader earns: %j", (question) => {
    expect(section(question)).toBe("fallback");
  });

  it.each([
    ["bataiye, are you open on saturday", "contact:hours"],
    ["chahie: tumhari office ka address", "contact:address"],
    ["iski pricing batao", "pricing"],
    ["karwana hai cloud migration", "service:cloud-solutions"],
    ["shanivaar ko aapka offis kab tak chlta hai", "contact:hours"],
    // ("bhari": filled in, no "bharti", hiring)
    ["maine form bhari hai, reply kab tak milega", "contact:next-steps"],
  ])("drops the stop words typo correction reads as others: %j", (question, id) =>
    expect(section(question)).toEqual([id]),
  );

  it.each(["thank you", "bye", "cheers"])("takes %j as thanks", (text) => {
    expect(respond(text).outcome).toBe("thanks");
  });

  it.each(["namaskar", "hiya"])("takes %j as a greeting", (text) => {
    expect(respond(text).outcome).toBe("greeting");
  });
});
