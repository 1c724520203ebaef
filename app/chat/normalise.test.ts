import { describe, expect, it } from "vitest";
import { visitorThesaurus } from "~/content/visitor-thesaurus";
import { bare, fold, indexTerms, isStopword, isWeak, queryGroups, stem } from "./normalise";

const terms = (question: string) => queryGroups(question).flatMap((group) => group.terms);

describe("fold", () => {
  it("lowercases, drops accents and punctuation, reads & as and", () => {
    expect(fold("  Café & Résumé — WHAT's up?! ")).toBe("cafe and resume what up");
  });

  it("keeps both the parts and the joined form of a hyphenated word", () => {
    expect(fold("E-commerce on Wi-Fi")).toBe("e commerce ecommerce on wi fi wifi");
    // (…and so of a JavaScript library's name, as visitors type it joined: "nextjs")
    expect(fold("Next.js, e.g. Node.js")).toBe("next js nextjs e g node js nodejs");
  });
});

describe("stem", () => {
  it("brings inflections and derivations of a word together", () => {
    expect(new Set(["price", "prices", "pricing"].map(stem)).size).toBe(1);
    expect(new Set(["migrate", "migration", "migrating"].map(stem)).size).toBe(1);
    expect(stem("dashboards")).toBe(stem("dashboard"));
    expect(stem("companies")).toBe(stem("company"));
    expect(stem("implementation")).toBe(stem("implement"));
    expect(stem("cutting")).toBe(stem("cut"));
    expect(stem("planned")).toBe(stem("plan"));
    expect(stem("billing")).toBe(stem("bill"));
    // (a plural in -ilies meets its singular, whose "ly" comes off: "families", "family")
    expect(stem("families")).toBe(stem("family"));
    // ("speed" is no verb in -ed: not "spe", a prefix of "special")
    expect(stem("speeds")).toBe(stem("speed"));
    expect(stem("speed")).toBe("speed");
    // (a final "ie" meets its plural in "-ies": "cookie", "cookies")
    expect(stem("cookie")).toBe(stem("cookies"));
  });

  it("leaves short words, numbers and words that only look plural", () => {
    expect(stem("aws")).toBe("aws");
    expect(stem("27001")).toBe("27001");
    expect(stem("business")).toBe("business");
    expect(stem("analysis")).toBe("analysis");
    expect(stem("apply")).toBe("apply");
  });
});

describe("stop words", () => {
  it("drops English and Hinglish filler, so only the topic is searched", () => {
    // (…and text-speak: "abt", "coz", "wanna", "hv", "wud", "shud", "cud", "rite now")
    for (const word of [
      "thru",
      "rite",
      "abt",
      "coz",
      "wanna",
      "hv",
      "wud",
      "shud",
      "cud",
      "kya",
      "hai",
      "ke",
      "liye",
      "mujhe",
      "please",
      "the",
      "aap",
      "ho",
      "aayega",
      "dikha",
      "approx",
      "chale",
      // ("…updates automatic jaane chahiye": should go out)
      "jaane",
      // ("kal tak", "achhi website": by tomorrow, a good website)
      "kal",
      "achhi",
      // (the shorter spellings of "aapka", "kaise", "kaunsi")
      "apka",
      "kese",
      "konsi",
      // ("clients kon kon hai", "website ban jayegi": who, will be made)
      "kon",
      "jayegi",
      // ("chhota sa project", "android pe chalna chahiye", "bina band kiye", "graphs wagera")
      "sa",
      "chalna",
      "bina",
      "wagera",
      "saari",
      // ("kisi ne website hack kar di", "sabse bade sahab", "kisne start kiya")
      "ne",
      "di",
      "sabse",
      "kisne",
    ]) {
      expect(isStopword(word)).toBe(true);
    }
    expect(terms("mujhe please kya aap ke liye cloud migration karte ho")).toEqual(
      indexTerms("cloud migration"),
    );
    expect(terms("kubernetes ki zarurat hai kya humein")).toEqual(indexTerms("kubernetes"));
    // Hinglish verb forms and chat shorthand: "apply kaise karu", "paisa lene ka", "ppl search".
    expect(terms("apply kaise karu, kahan padhu, paisa lene ka, ppl search kr rhe")).toEqual(
      terms("apply paisa search"),
    );
    // (chat shorthand for "right now", "by the way", "to be honest": "any openings rn")
    expect(terms("any openings rn btw, tbh fyi")).toEqual(terms("openings"));
    // (Hindi's perfect, "kaam ho chuka": done already)
    expect(terms("kitne clients ke saath kaam ho chuka")).toEqual(terms("clients kaam"));
    // (a visitor introducing themself, "founder here", and "sort of" ask nothing)
    expect(terms("seed stage founder here, what sort of price")).toEqual(terms("seed stage price"));
    // ("too much", "get it done", "other", "bring", "written", and chat shorthand's "when")
    expect(
      terms("bill zyada hai, kam karwa do, dusre page se laane, register mein likha, wen"),
    ).toEqual(terms("bill kam page register"));
  });

  it("drops a stop word's forms in -ed and -ing, not its plural", () => {
    expect(isStopword("needed")).toBe(true);
    expect(isStopword("telling")).toBe(true);
    // ("your rights" are the privacy policy's)
    expect(isStopword("rights")).toBe(false);
  });

  it("drops any Hindi verb's future, listed or not, but not the English look-alikes", () => {
    for (const word of ["lagenge", "karoge", "rahega", "banayegi", "dekhunga", "aaega"]) {
      expect(isStopword(word)).toBe(true);
    }
    for (const word of ["challenge", "revenge", "mega", "strategic"]) {
      expect(indexTerms(word)).toEqual([stem(word)]);
    }
  });

  it("keeps the words that carry the topic", () => {
    expect(terms("Do you build Android apps?")).toEqual(
      expect.arrayContaining([stem("android"), stem("apps"), stem("mobile")]),
    );
  });
});

describe("visitor thesaurus", () => {
  it("has a few hundred entries, each mapping to the site's words", () => {
    const entries = Object.entries(visitorThesaurus);
    expect(entries.length).toBeGreaterThanOrEqual(300);
    expect(entries.filter(([visitor]) => visitor !== visitor.toLowerCase().trim())).toEqual([]);
    // (each line is "site words: visitor, visitor", with one space after the colon and commas)
    expect(entries.filter(([visitor, site]) => !visitor || /[:,]/.test(visitor + site))).toEqual(
      [],
    );
    // An entry whose site words are all stop words would add nothing to a search.
    expect(entries.filter(([, site]) => indexTerms(site).length === 0)).toEqual([]);
  });

  it.each([
    ["wifi", "network"],
    ["excel", "dashboards"],
    ["Dubai", "uae"],
    ["Dubai", "middle"],
    ["work from home", "remote"],
    ["naukri", "job"],
    ["banate ho", "build"],
    ["our AWS bill", "finops"],
    ["the net connection", "network"],
    ["someone to look after our pcs", "maintenance"],
    ["sales graphs", "dashboards"],
    ["stock ka pata chale", "tracking"],
    ["real time stock", "inventory"],
    ["we are a spice exporter", "business"],
    ["can we shrink the team later", "scale"],
    ["your terms and conditions", "terms"],
    ["certified for infosec", "security"],
    ["do you hire people like me", "careers"],
    ["when do i get the offer letter", "hiring"],
    ["make our app screens prettier", "visual"],
    ["test it with real users", "usability"],
    ["customers in new york", "america"],
    ["an inventory and billing system", "custom"],
    ["the code goes live on its own", "automation"],
    ["a bot that reads our hr policy", "retrieval"],
    ["for our retail chain", "business"],
    ["aapke pichle kaam dikhao", "projects"],
    ["servers in the office cupboard", "room"],
    ["someone clicked a dodgy link", "phishing"],
    ["check how exposed we are", "vulnerability"],
    ["will you test again once we patch the holes", "retest"],
    ["fix karne ke baad dobara test hoga?", "retest"],
    ["that kurta chain's online store", "fashion"],
    ["the digital lender's audit", "lending"],
    ["pehle page pe google mein", "rank"],
    ["can I rent a team of developers", "dedicated"],
    ["month by month", "monthly"],
    ["deploys on every merge", "pipelin"],
    ["stop clicking dodgy email links", "phishing"],
    ["hamare billing software se jod sakte ho", "integrat"],
    ["is there a test in your interview", "practical"],
    ["a remote job from kerala", "cities"],
    ["does the repo belong to us", "repository"],
    ["cloud kharche pe lagaam", "optimisation"],
    ["which plan suits us", "model"],
    ["which plan makes sense for us", "model"],
    ["your cloud write-up", "article"],
    ["a regulator or authority for my complaint", "board"],
    ["do your pentesters come on site", "penetration"],
    ["full postal address please", "address"],
    ["who will watch over our servers at night", "monitoring"],
    ["a rag bot over our policy pdfs", "retrieval"],
    ["can your ai transcribe our hindi calls", "speech"],
    ["can someone play cto for us", "fractional"],
    ["who is the chief exec", "leadership"],
    ["a dummy app we can click through", "prototypes"],
    // (a possessive or "the" between a phrase's words: "train staff", "track order")
    ["what do you know about me", "personal"],
    ["i just want one screen", "intelligence"],
    ["can you make a mobile application", "app"],
    ["our figures never match", "metrics"],
    ["an unbiased outsider", "consulting"],
    ["a roadmap for our it", "roadmaps"],
    ["we are wasting money on licences", "savings"],
    ["who is your md", "ceo"],
    ["how much dough", "price"],
    ["what do you charge", "price"],
    // (a key in the singular matches its plural too, in -ies for one in -y: "vacancy",
    // "vacancies", "pharmacies")
    ["any vacancy", "careers"],
    ["any vacancies", "careers"],
    ["one shared password", "identity"],
    ["we run three pharmacies", "healthcare"],
    ["releases over ftp, want auto deploys", "pipelines"],
    ["koi landmark batao", "address"],
    ["pehla kadam kya hai", "step"],
    ["meri details hata do", "delete"],
    ["do you do maintenance after launch", "support"],
    ["project khatam hone ke baad", "completed"],
    ["is my chat history stored", "conversation"],
    ["can you train our staff", "skills"],
    ["do you check them again for free", "retest"],
    ["customers can track their orders", "self"],
    ["system me koi kamzori to nahi", "vulnerability"],
    ["ethical hacker ki tarah ghus ke check karo", "penetration"],
    ["abhi kahan bharti ho rahi hai", "hiring"],
    ["the top brass at nexora", "leadership"],
    ["sab kuch haath se karte hain", "manual"],
    ["do you keep tabs on visitors", "trackers"],
    ["someone to babysit our servers", "maintenance"],
    ["abhi college khatam hua", "freshers"],
    ["someone to analyse our sales data", "analytics"],
    ["what salary bracket for this role", "salary"],
    ["i got rejected last time", "hiring"],
    ["a health check of our architecture", "assessment"],
    ["five microservices on one server", "containers"],
    ["how many participants per round", "usability"],
    ["a fresh colour palette for the brand", "visual"],
    ["mera number hatwani hai", "delete"],
  ])("links %s to %s", (visitor, site) => {
    expect(terms(visitor)).toContain(stem(site));
  });

  it("reads 'owning' (a stop word's form) as owning, as in who owns the code", () => {
    expect(queryGroups("who ends up owning the source").map((group) => group.terms)).toContainEqual(
      ["own"],
    );
  });

  it("reads the team 'you lend' a client as the dedicated team, not 'lending' as a business", () => {
    expect(queryGroups("shrink the team you lend us")[1]?.terms).toEqual(["dedicat"]);
    expect(queryGroups("a lending startup")[0]?.terms).toEqual(["lend"]);
  });

  it("reads what would 'commit us' as what is binding", () => {
    expect(queryGroups("does a quote request commit us to anything").at(-1)?.terms).toEqual([
      "term",
      "bind",
    ]);
  });

  it("reads a cost asked 'in dollars' as our prices, not 'dollars' converted to rupees", () => {
    expect(queryGroups("a website in us dollars").at(-1)?.word).toBe("in us dollars");
    expect(queryGroups("100 dollars in rupees").map((group) => group.word)).toContain("dollars");
  });

  it("reads 'keeping an eye' on systems as monitoring, and 'deshon' as countries", () => {
    expect(queryGroups("keeping an eye on hackers")[0]?.terms).toEqual(["monitor"]);
    expect(queryGroups("kin deshon mein")[1]?.terms).toContain("country");
  });

  it("reads Hinglish 'not working' and 'gone up' in any tense", () => {
    for (const question of [
      "website kaam nahi kar raha",
      "app nahi chal rahi",
      "server nahi chal raha",
    ])
      expect(terms(question)).toContain(stem("outage"));
    expect(terms("aws ka bill badh gaya")).toContain(stem("savings"));
    // ("badh raha": a growing business, not a cost)
    expect(terms("business badh raha hai")).not.toContain(stem("savings"));
  });

  it("matches a thesaurus phrase with a Hindi possessive between its words ('server ka bill')", () => {
    expect(queryGroups("server ka bill bahut aa raha hai")[0]?.word).toBe("server bill");
    expect(queryGroups("aws ki invoice")[0]?.word).toBe("aws invoice");
  });

  it("reads 'IP rights' as one phrase, the code's ownership, not a right over the visitor's data", () => {
    expect(queryGroups("who holds the ip rights on the code").map((group) => group.word)).toContain(
      "ip right",
    );
  });

  it("reads an IP address as the visitor's address, not intellectual property", () => {
    expect(terms("do you store my ip address")).not.toContain(stem("intellectual"));
    expect(terms("who owns the ip")).toContain(stem("intellectual"));
  });

  it("reads copy-paste work as workflow automation and goodies as benefits", () => {
    expect(terms("staff doing copy paste work all day")).toContain(stem("automation"));
    expect(terms("what goodies do employees get")).toContain(stem("benefits"));
  });

  it("reads an invoice as billing too (a portal where dealers see their invoices is one to build)", () => {
    expect(terms("dealers see their invoices")).toContain(stem("billing"));
  });

  it("reads a job seeker's shorthand: 'lpa' and 'per annum' are pay, 'engg' an engineer", () => {
    expect(terms("what ctc in lpa")).toContain(stem("salary"));
    expect(terms("how many lakhs per annum")).toContain(stem("salary"));
    expect(terms("data engg role")).toContain(stem("engineer"));
  });

  it("reads a site 'jaise flipkart' as an online store, and Hinglish 'andaaza' as a forecast", () => {
    expect(terms("online order lene wala site jaise flipkart")).toContain(stem("ecommerce"));
    expect(terms("demand ka andaaza lagwana hai")).toContain(stem("forecasting"));
  });

  it("reads breaking into a system as hacking it, not a burglary", () => {
    expect(terms("somebody broke into our company email")).toContain(stem("hacked"));
    // (…and Hinglish's "hack kar di", whose "ab kya karein" asks nothing more)
    expect(terms("kisi ne website hack kar di ab kya karein")).toContain(stem("breach"));
    expect(isStopword("ab")).toBe(true);
    expect(terms("my house was broken into")).not.toContain(stem("hacked"));
  });

  it("reads a site that crawls or is sluggish as slow, a question of performance", () => {
    expect(terms("the website crawls on mobile data")).toContain(stem("performance"));
    expect(terms("the shop is sluggish on old phones")).toContain(stem("performance"));
  });

  it("reads the top guy, the head honcho, who calls the shots as the founder and CEO", () => {
    expect(terms("who is the head honcho there")).toContain(stem("founder"));
    expect(terms("who calls the shots in your firm")).toContain(stem("ceo"));
    // (…but a call is not one: "call the office")
    expect(terms("can i call the office")).not.toContain(stem("ceo"));
    // (…nor the visitor's boss who wants or reads something)
    expect(terms("charts the boss can read")).not.toContain(stem("ceo"));
    expect(terms("who is the boss at nexora")).toContain(stem("ceo"));
  });

  it("prefers a phrase to its words, and matches plurals", () => {
    const groups = queryGroups("work from anywhere laptops");
    expect(groups.map((group) => group.word)).toEqual(["work from anywhere", "laptop"]);
    expect(groups[1]?.terms).toContain(stem("devices"));
  });

  it("matches a Hindi verb's future forms, and links a language to multilingual sites", () => {
    expect(terms("data kaise bachaoge")).toContain(stem("security"));
    expect(terms("website hindi mein")).toContain(stem("multilingual"));
  });

  it("matches a Hindi verb's oblique forms ('banane mein', 'banani hai')", () => {
    expect(terms("app banane mein madad")).toContain(stem("build"));
    expect(terms("dukaan ki website banani hai")).toContain(stem("build"));
  });

  it("reads a visitor's 'way of working' as our engagement models", () => {
    expect(queryGroups("which ways of working would suit us")[0]?.terms).toContain(
      stem("engagement"),
    );
  });

  it("matches a thesaurus phrase with any of its words in the plural", () => {
    expect(queryGroups("what kinds of businesses are your clients")[0]?.word).toBe(
      "kind of business",
    );
    // (…its last word too: a phrase written in the singular matches both)
    expect(queryGroups("any past project in healthcare")[0]?.word).toBe("past project");
    expect(queryGroups("show me your past projects")[0]?.word).toBe("past project");
  });

  it("finds the key a plural matched when the key has its own 's' before a space", () => {
    // "ctos as a service" is "cto as a service": the "s" of "as" is the key's, not a plural's.
    const groups = queryGroups("do you offer ctos as a service");
    expect(groups.map((group) => group.word)).toContain("cto as a service");
    expect(terms("ctos as a service")).toContain(stem("fractional"));
  });

  it("has no two phrases that differ only by a word's plural 's' (one would hide the other)", () => {
    const keys = Object.keys(visitorThesaurus).map(fold);
    expect(
      keys.filter((key, i) => keys.findIndex((other) => bare(other) === bare(key)) !== i),
    ).toEqual([]);
  });

  it("marks vague words as weak evidence", () => {
    const groups = queryGroups("help with the best solution for android");
    expect(groups.filter((group) => !group.weak).map((group) => group.word)).toEqual(["android"]);
    expect(isWeak("initial")).toBe(true);
    expect(isWeak("anymore")).toBe(true);
    // A number in words ("three petrol pumps", "twenty passwords") is no topic.
    expect(isWeak("twenty")).toBe(true);
    // …nor a visitor's everyday word ("pull the old records", "goes wrong halfway").
    expect(isWeak("pull")).toBe(true);
    expect(isWeak("halfway")).toBe(true);
    // (what a visitor does with a file, not a topic: "where i upload my resume")
    expect(isWeak("upload")).toBe(true);
    // (Hinglish's "naam", as vague as "name": "ceo ka naam")
    expect(isWeak("naam")).toBe(true);
    // (a ballpark figure is a rough one)
    expect(isWeak("ballpark")).toBe(true);
    // (…and how much shorter or cheaper something got is no topic)
    expect(isWeak("shorter")).toBe(true);
    expect(isWeak("cheaper")).toBe(true);
    // (…nor "the perks situation")
    expect(isWeak("situation")).toBe(true);
    // …or with a form: "where do i fill the form" (not a typo of "file")
    expect(isWeak("fill")).toBe(true);
    // …and the words around a bill ("is the bill raised monthly", "the full amount") and
    // "apart from", "except", "your exact address", "frankly nobody knows", "sent us a letter"
    // are no topic either.
    for (const word of [
      "amount",
      "raised",
      "apart",
      "except",
      "exact",
      "frankly",
      "knows",
      "letter",
    ])
      expect(isWeak(word), word).toBe(true);
    // An everyday word's superlative is everyday too ("the smallest first step"), and so is
    // Hinglish's ("chhote business", "ek jagah"); a word that only ends like one is not.
    for (const word of [
      "smallest",
      "biggest",
      "easiest",
      "chhote",
      "jagah",
      "turant",
      "aaye",
      "actual",
    ])
      expect(isWeak(word), word).toBe(true);
    expect(isWeak("request")).toBe(false);
  });

  it("marks everyday verbs and adverbs as weak, so a long sentence keeps its topic", () => {
    // ("get rid of", "simpler to use", "sounds like overkill": how visitors talk, not topics)
    // ("what has she written about cloud": the writing is the post's kind, not its topic)
    for (const word of [
      "rid",
      "simpler",
      "overkill",
      "curious",
      "nervous",
      "hype",
      "arrangement",
      "written",
      "wrote",
      // ("how many days do you get to respond": no incident response)
      "respond",
      // (Hinglish's "beginning": "nexora ki shuruaat")
      "shuruaat",
    ])
      expect(isWeak(word), word).toBe(true);
    // ("check again" is the thesaurus's retest, a topic)
    const groups = queryGroups("we keep hearing the releases always break, can you check them");
    expect(groups.filter((group) => !group.weak).map((group) => group.word)).toEqual(["release"]);
  });

  it("marks a verb of change as weak: what changed is the topic", () => {
    // ("by how much did the new pipeline cut our delivery delays": "less" on the page, not "cut")
    const groups = queryGroups("did the migration cut downtime");
    expect(groups.filter((group) => !group.weak).map((group) => group.word)).toEqual([
      "migration",
      "downtime",
    ]);
  });

  it("reads the product an app or a site is 'like' as an example, not the topic", () => {
    expect(terms("can you build an app like swiggy")).toEqual(terms("can you build an app"));
    expect(terms("a website like amazon for our shop")).toEqual(terms("a website for our shop"));
  });

  it("reads the time a thing 'takes to go live' as the time it takes", () => {
    expect(terms("how long does a website take to go live")).toEqual(
      terms("how long does a website take"),
    );
    expect(terms("when does the site go live")).toContain("launch");
  });

  it("reads support 'once our app is live' as support after launch, whatever went live", () => {
    expect(terms("what's your support like once our app is live")).toEqual(
      terms("what's your support like after launch"),
    );
    expect(terms("do you still support us after the website goes live")).toContain(stem("ongoing"));
    // (…not a site that is to go live: that is a question of time)
    expect(terms("when will the website go live")).toContain(stem("website"));
  });

  it("matches plurals in -es, and skips a second word for what the question already said", () => {
    expect(terms("laptops keep getting viruses")).toContain(stem("malware"));
    expect(terms("is the text copyrighted")).toContain(stem("intellectual"));
    // (…but a form that is an everyday word of its own is that word: tickets "land", no "lan")
    expect(terms("tickets land in one inbox")).not.toContain(stem("network"));
    expect(terms("our office lan is slow")).toContain(stem("network"));
    expect(queryGroups("cloud pe shift karna hai").map((group) => group.word)).toEqual([
      "cloud pe",
    ]);
  });

  it("reads the visitor's own business and town as context, not as the topic", () => {
    const groups = queryGroups("a website for my restaurant in indore");
    expect(groups.filter((group) => !group.weak).map((group) => group.word)).toEqual(["website"]);
  });

  it("reads the visitor's own boss, job, startup or shop as context, not as our founder, support, clients or a shop", () => {
    expect(terms("my boss keeps asking who owns the code")).not.toContain("founder");
    expect(terms("who is the boss at nexora")).toContain("founder");
    expect(terms("i look after IT at a manufacturing firm")).not.toContain("support");
    expect(terms("who will look after our servers")).toContain("support");
    expect(terms("need devops help for our startup")).not.toContain("startup");
    expect(terms("do you work with startups")).toContain("startup");
    expect(
      queryGroups("a mobile app for my shop").find((group) => group.word === "business"),
    ).toMatchObject({ weak: true });
    expect(terms("meri dukaan ke liye billing software")).not.toContain(stem("shop"));
    expect(terms("do you build online shops")).toContain("commerc");
  });

  it("reads 'mobile' as the app or the phone screen, and only 'mobile number' as our phone", () => {
    expect(terms("does the shop load fast on mobile")).not.toContain(stem("phone"));
    expect(terms("your mobile number")).toContain(stem("phone"));
    // (…nor are everyday "files" and "updates" the paperless office and the care plans)
    expect(terms("move our files and updates to the cloud")).not.toContain(stem("paperless"));
    // (…nor is warehouse management the data warehouse)
    expect(terms("a warehouse management system")).toContain(stem("inventory"));
    expect(terms("a warehouse management system")).not.toContain(stem("pipelines"));
  });

  it("reads 'on site' as in person, and 'on our site' as the visitor's website", () => {
    expect(terms("can your engineers come on site")).toEqual(["engineer", "come", "onsit"]);
    expect(terms("visitors leave on our site")).toContain(stem("website"));
  });

  it("reads a count or a time as context, not as the topic", () => {
    const groups = queryGroups("email for our 30 staff from a 300 page manual at 2am");
    expect(groups.filter((group) => !group.weak).map((group) => group.word)).toEqual([
      "email",
      "staff",
      "page",
      "manual",
    ]);
    // (a year or a version is a topic)
    expect(queryGroups("windows server 2012").find((group) => group.word === "2012")?.weak).toBe(
      false,
    );
  });

  it("knows everyday words, so they are neither evidence nor typos", () => {
    expect(isWeak("summer")).toBe(true);
    expect(isWeak("smart")).toBe(true);
    expect(isWeak("cloud")).toBe(false);
  });
});
