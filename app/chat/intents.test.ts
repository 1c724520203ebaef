import { describe, expect, it } from "vitest";
import { asksUnsaid, detectIntent, detectIntents, intents, intentWords } from "./intents";
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
    ["sat ko kitne bje tak milenge aap log", "hours"],
    ["sat ko 2 baje ke baad koi milta hai", "hours"],
    ["What does your process look like for candidates?", "hiring"],
    ["how many interview rounds are there in the process", "hiring"],
    // (…not a user interview)
    ["what's your process for interviewing users before a redesign", undefined],
    ["what time do you open", "hours"],
    // (…not the help desk's: "round the clock or only during office hours")
    ["is your help desk available round the clock or only during office hours", undefined],
    ["office kahan hai", "address"],
    ["aap log kahan ho", "address"],
    ["apka office kaha hai", "address"],
    ["aapki company kahaan hai", "address"],
    ["how do I get directions to you", "address"],
    ["which city do you operate out of", "address"],
    ["can i visit without an appointment", "address"],
    ["hum aapse milne aa sakte hain kya", "address"],
    ["which floor is your office on", "address"],
    ["aapka daftar kis road pe hai", "address"],
    ["hoshangabad rd pe kahan h ur building", "address"],
    ["phone number please", "phone"],
    ["your email?", "email"],
    ["how much would an app cost", "pricing"],
    ["kitna kharcha aayega", "pricing"],
    ["website kitne mein banegi", "pricing"],
    ["software ke liye kitne lakh ka budget rakhna padega", "pricing"],
    ["what steps do you follow on a project", "process"],
    ["walk me through your delivery process", "process"],
    ["what are the steps from kickoff to launch", "process"],
    // ("learning" and "payment" hold "earn" and "pay", which ask for a salary only as words)
    ["how much does a machine learning project cost", "pricing"],
    ["how much would a payment gateway integration cost", "pricing"],
    ["how much did it cost the last startup to build an app", "pricing"],
    ["how long will my project take", "timeline"],
    ["how fast can you build an app", "timeline"],
    ["whats the usual tat for an mvp", "timeline"],
    ["since when are you in business", "history"],
    ["what was the very first thing nexora built", "history"],
    ["what did the founders build as their first job", "history"],
    ["how long has your company existed", "history"],
    ["when did nexora open its doors", "history"],
    ["where do I request an actual quote?", "quote"],
    ["your first ever client, what was it", "history"],
    ["aap log kab se kaam kar rahe ho?", "history"],
    ["which client gave nexora its first ever order", "history"],
    ["ravivaar ko bhi koi milega kya office mein?", "hours"],
    ["How soon do you normally get back to people?", "reply"],
    ["as a client can I see a dashboard of how my project is going?", "portal"],
    ["what's your response time if I drop an enquiry?", "reply"],
    ["is it a same-day reply", "reply"],
    ["our PM mentioned a portal for our project but I can't find where to sign in", "portal"],
    ["the guy running your security side, what's his background?", "team"],
    ["as a developer here, do I have fixed hours or flexible", "benefits"],
    ["joining ke baad health insurance milta hai kya", "benefits"],
    ["how secure is the quote form", "data-security"],
    ["how is my information kept secure on this website", "data-security"],
    ["how long do you keep my details", "retention"],
    ["how long will you hang on to the details I typed into the quote form", "retention"],
    ["when does my enquiry data get deleted from your side", "retention"],
    ["how many months do you hold on to a quote request before deleting it", "retention"],
    ["how soon are contact form messages wiped", "retention"],
    ["is my name and number purged after some months", "retention"],
    ["how many employees do you have", "size"],
    ["how big is nexora", "size"],
    ["nexora ka headcount", "size"],
    ["list all ur services pls", "services"],
    ["services list?", "services"],
    ["how many projects done till now", "size"],
    ["ab tak kitne projects complete kiye", "size"],
    ["team kitni badi hai aapki", "size"],
    ["aapki team mein kitne bande hain", "size"],
    ["nexora ki shuruaat kab hui thi", "history"],
    ["mujhe aapki company me kaam karna hai", "careers"],
    ["bharti chal rahi hai kya", "careers"],
    ["any vacancies?", "careers"],
    ["naukri chahiye", "careers"],
    // Work a client would give us is no vacancy.
    ["embedded C for a microcontroller, do you take those jobs", undefined],
    ["would you accept such gigs", undefined],
    ["new office wiring and wifi, do you handle that kind of job", undefined],
    ["where do I log in to the portal", "portal"],
    ["we're already your client, where do we get support now", "portal"],
    ["how do we pull up the invoices you sent us", "portal"],
    ["my colleague got the invite but i never received mine. how do i get access", "portal"],
    ["we signed last month and the invite got lost, how do i get into it again", "portal"],
    ["the invite from our project manager never came, how do i get in", "portal"],
    ["i can't find the email invitation your project manager sent", "portal"],
    // (…the email with a client's access, not the visitor's own mail account, nor a job application)
    [
      "existing client, i deleted the email with my dashboard access, how do i get back in",
      "portal",
    ],
    ["for applying do i fill some portal or just mail?", undefined],
    ["can I talk to a real person", "handoff"],
    ["mujhe aapse baat karni hai", "handoff"],
    ["do you have clients abroad", "regions"],
    ["where are your clients", "regions"],
    // Where clients sign in is the portal's, not where they are.
    ["where do your customers log in", "portal"],
    ["where do existing clients get in", "portal"],
    ["where do current clients log on", "portal"],
    ["client area", "portal"],
    // (…by the visitor's own people too, when they want our invoices there)
    ["where do our people sign in to track progress and invoices", "portal"],
    // Cloud regions for data are not where our clients are, nor downtime a project's timeline.
    ["can our data stay in indian regions", undefined],
    ["how do we get access to the source code after handover", undefined],
    ["how long will our systems be down during the move", undefined],
    // (a service's own process, or the hiring's, is not how a project runs)
    ["what does your ux process look like", undefined],
    ["how many rounds in your hiring process", "hiring"],
    ["how much yearly learning money do employees get", "benefits"],
    // The learning budget is the careers page's, whoever is named: "learning budget kitna hai".
    ["learning budget kitna milta hai", "benefits"],
    // Why pick us, in everyday words search cannot tell apart: the home page's reasons.
    ["why should we choose you", "why"],
    ["why pick nexora", "why"],
    ["what makes you different from other agencies", "why"],
    ["what sets nexora apart", "why"],
    ["how is your company better than the big firms", "why"],
    ["reasons to hire you", "why"],
    // (…not why the visitor should pick a tool)
    ["why should we choose aws over azure", undefined],
    ["which parts of the world do you serve", "regions"],
    ["do you work with companies all over the world", "regions"],
    ["how much leave do people get at nexora", "benefits"],
    ["engineers ko kitni chhutti milti hai", "benefits"],
    ["flexible timings for developers", "benefits"],
    ["if she joins will nexora pay for her cloud exam", "benefits"],
    ["which certificate does your own company hold", "certification"],
    ["is there medical insurance for employees", "benefits"],
    ["what support do new joiners get, like a mentor", "benefits"],
    ["do you pay for courses and certifications for your staff", "benefits"],
    // A job seeker's "if I join": what people who work here get.
    ["will i get health insurance if i join", "benefits"],
    ["is there a training budget once i start", "benefits"],
    ["what hours are employees expected to be online", "benefits"],
    ["how big is the budget for training when i come aboard", "benefits"],
    ["what is your gst number", "registration"],
    ["are you iso 27001 certified", "certification"],
    ["does nexora have iso certification", "certification"],
    ["is your company certified to any standard", "certification"],
    ["who runs your company", "team"],
    ["who runs your security practice", "team"],
    ["who looks after security at nexora", "team"],
    ["who actually started this company", "team"],
    ["who founded nexora", "team"],
    ["what are your payment terms on a fixed project", "payment"],
    ["will the bill come monthly or at milestones", "payment"],
    ["what is the typical payment schedule", "payment"],
    ["can we pay you by the month", "payment"],
    ["full advance or in instalments?", "payment"],
    ["upfront or in stages for a fixed price project", "payment"],
    ["billing milestone pe ya mahine ke mahine", "payment"],
    // (…not what the visitor pays each month for their cloud)
    ["can you bring down what we pay every month for our servers on azure", undefined],
    ["where can i see the invoices for our ongoing project", "portal"],
    ["i lost the invite email for our project workspace", "portal"],
    ["you invited me to the portal but i deleted that mail, how do i log in", "portal"],
    ["is there an app where i can track how my project is going", "portal"],
    ["your team built our app last year, where do i sign in to see the invoices", "portal"],
    ["how do i check the development progress in the client portal", "portal"],
    ["how can i view and print our invoices from you", "portal"],
    ["is there somewhere to follow progress and invoices for our project", "portal"],
    ["where is our project status shown", "portal"],
    ["mera client account kahan hai", "portal"],
    ["how many days off do staff get", "benefits"],
    ["how does your vacation policy work", "benefits"],
    ["is there a policy for holidays", "benefits"],
    ["i want a quote for a mobile app", "quote"],
    ["what's the story behind nexora", "history"],
    ["who is on your team", "team"],
    ["can i meet the team", "team"],
    ["when did nexora start", "history"],
    ["in which year was the company founded", "history"],
    ["company kab shuru hui thi", "history"],
    ["nexora kis saal bani", "history"],
    ["what is the age of your company", "history"],
    ["company ki umar kitni hai", "history"],
    ["is nexora a fresh startup or have you been at this a while", "history"],
    ["you guys new in the market", "history"],
    ["does nexora itself hold an iso 27001 certificate", "certification"],
    ["does your own company hold any iso certificate", "certification"],
    ["and what is her job at nexora", "team"],
    ["when will someone get back to me", "reply"],
    ["how soon do you reply to a message", "reply"],
    ["whats the plan after i send my enquiry", "next-steps"],
    ["what actually happens once i press send", "next-steps"],
    ["how soon does someone usually write back", "reply"],
    ["what's your usual turnaround for answering an enquiry", "reply"],
    ["which certification do you hold and since what year", "certification"],
    ["which yr did nexora get iso 27k certification", "certification"],
    ["our servers went down at 2am, who do we call", "urgent"],
    ["when is your office open", "hours"],
    ["what are your hours", "hours"],
    ["hours?", "hours"],
    ["what hours can I phone you", "hours"],
    ["till what time on weekdays", "hours"],
    ["since which year", "history"],
    ["give me a landline or mobile to reach your sales desk", "phone"],
    ["aap kis shahar mein ho", "address"],
    ["whereabouts are you based", "address"],
    ["how expensive r u", "pricing"],
    ["what's the damage", "pricing"],
    ["what year did nexora do its first big migration to amazon web services", "history"],
    ["name of the person heading technology at nexora", "team"],
    ["who is the cto at nexora", "team"],
    ["who's the boss of your infosec vertical?", "team"],
    ["which person runs engineering at Nexora", "team"],
    ["name of the tech head?", "team"],
    // A keyword alone, and ways of asking for a person, that the tuning data does not hold.
    ["gstin", "registration"],
    ["certification", "certification"],
    ["can i speak to a real human", "handoff"],
    ["please give me a call back tomorrow", "handoff"],
    ["background of the company", "history"],
  ])("recognises %j as %s", (question, intent) => {
    expect(intentOf(question)).toBe(intent);
  });

  it.each([
    // The negative examples: a look-alike word must not pick the wrong fact.
    ["how can we cut our cloud bill", "pricing"],
    ["who is the person in charge of security at nexora", "pricing"],
    ["do you test again at no extra charge", "pricing"],
    ["if our devs fix the pentest findings, do you charge again to verify the fixes", "pricing"],
    ["do you charge extra to re-check the holes after we patch them", "pricing"],
    // (how much something changed is a result, not a price)
    ["by how much did claim settlement speed up for the hospital", "pricing"],
    ["how much did online sales go up for that fashion brand", "pricing"],
    ["our AWS bill doubled", "pricing"],
    // (the visitor's own number is not ours)
    ["how do i recover my gmail account if i lost my old phone number", "phone"],
    ["how long have you been in business", "timeline"],
    ["how many days did insurance claims take to settle after go-live", "timeline"],
    // (a day in a past story is not when we open; the visitor's own team is not ours)
    ["the go-live was that sunday night, how many hours did it take", "hours"],
    ["for the Oracle move, how long was the sunday night window", "hours"],
    ["how much notice to shrink our team size later", "size"],
    ["how long does an architecture health check take", "timeline"],
    ["how long does it take you to put together a technology roadmap", "timeline"],
    ["if i ask for my data, how many days do you get to respond", "timeline"],
    ["for usability rounds how many people do you recruit", "careers"],
    ["what can automation do in business", "history"],
    ["how long does the hiring take", "timeline"],
    ["what are your support hours for critical systems", "hours"],
    ["what are your hours for support", "hours"],
    ["what hours does your support team work", "hours"],
    // (the damage an attack did is no price)
    ["what's the damage from the ransomware attack", "pricing"],
    // (the visitor's own head of IT is no leader of ours)
    ["we need a person running our IT, can your team do that", "team"],
    // (the year of a project the case study does not date is no milestone of ours)
    ["which year did you deliver the hospital project", "history"],
    ["train timings bhopal to delhi", "hours"],
    // (a road or a floor that is not ours)
    ["which road is fastest from indore to bhopal", "address"],
    ["where would you even suggest we begin", "address"],
    ["we have a branch in Indore, can your engineers come there", "address"],
    ["which floor tiles are best for a kitchen", "address"],
    // ("bina band kiye", "band kiye bina": without shutting it down, not whether we are closed)
    ["hamara software cloud pe shift karna hai bina band kiye", "hours"],
    // (…nor is a pay band, "the ctc band in lakhs")
    ["data engineer opening at nexora - whats the ctc band in lakhs?", "hours"],
    ["server band kiye bina migration ho sakta hai", "hours"],
    ["what's your email address", "address"],
    ["stock ka pata chale real time mein", "address"],
    ["where would you even start with a business like ours", "address"],
    ["customers phone the office all day to ask where their order is", "address"],
    ["can someone come to our office in bhopal to fix the network", "address"],
    // (…nor where the visitor's own business operates from)
    ["we operate from a warehouse in indore, can you set up our network", "address"],
    ["how much data do we need", "pricing"],
    ["what does a data engineer earn", "pricing"],
    ["data residency in india", "regions"],
    ["is the data from your forms kept abroad", "regions"],
    ["how long do you keep my details", "timeline"],
    ["how fast did the store's pages load on mobile", "timeline"],
    ["how long did the hospital project take", "timeline"],
    ["how long will you keep supporting our app", "retention"],
    ["minimum how long do we have to keep a dedicated team", "retention"],
    ["how long does a shopify store take to build", "retention"],
    ["google workspace setup for our staff", "portal"],
    ["one login for all our office apps", "portal"],
    ["there are gaps in how our staff log in", "portal"],
    ["we need a portal built for our dealers to place orders", "portal"],
    ["we need a tool to track our project costs", "portal"],
    ["what is your policy if we leave the project midway", "benefits"],
    ["what's your privacy policy", "benefits"],
    ["can you build an app where our buyers see invoices and order progress", "portal"],
    ["ui ux design for our new portal", "portal"],
    ["can you review our IT budget", "pricing"],
    ["office ka internet band ho jata hai", "hours"],
    ["is your website down on sunday", "hours"],
    ["how much medical cover do your employees' parents get", "pricing"],
    ["is there a learning budget", "pricing"],
    ["we have a learning budget for our staff, can you run the sessions", "benefits"],
    ["do you offer emi or a loan for the project fees", "pricing"],
    ["what is the price of gold today", "pricing"],
    ["do you delete my quote request once we stop talking", "pricing"],
    ["hamare app mein upi se paisa lene ka option chahiye", "pricing"],
    ["do you help with gst registration for a new company", "registration"],
    ["can you help us get iso 27001 certified", "certification"],
    ["do you keep backups in another region", "regions"],
    ["which region would our servers be hosted in", "regions"],
    ["what do you do when staff push back against a new system", "services"],
    ["how many people should we interview for user research", "size"],
    ["how big will my monthly bill be if we hire a dedicated team", "size"],
    ["do you sell my email address to anyone", "email"],
    ["which phone should i buy under 20000", "phone"],
    ["tell me about the history of the mughal empire", "history"],
    ["hamara project kab shuru hoga", "history"],
    ["who do i contact for a quote", "urgent"],
    ["how fast do you respond to a security incident", "reply"],
    ["when will i hear back about my application", "reply"],
    ["which certification should i do for cloud jobs", "certification"],
    ["how do i reset my gmail password", "portal"],
    ["how long have you been building software", "timeline"],
    ["how long after applying do you make an offer", "timeline"],
    // We offer no internships: an internship is not one of the open roles.
    ["do you offer summer internships for students", "careers"],
    ["our staff keep opening dodgy email links", "careers"],
    ["are the working hours flexible for your staff", "hours"],
    // (the visitor's own website is the security service's)
    ["can you make our website secure", "data-security"],
    ["what are your hours for critical issues", "hours"],
    ["how long do you keep server logs", "retention"],
  ])("does not read %j as %s", (question, intent) => {
    expect(intentOf(question)).not.toBe(intent);
  });

  it.each([
    ["train timings bhopal to delhi", true],
    ["what's your hourly rate in dollars for one senior developer", true],
    ["What is the hourly billing rate of a junior Java developer at Nexora in dollars?", true],
    ["fixed price or hourly, which is better for a small project", false],
    ["do you charge by the hour", false],
    ["how do i reset my gmail password", true],
    ["we are a cooperative bank, where do i log in", false],
    ["do employees get a bonus for referring a friend", true],
    ["is there a joining bonus with the devops engineer offer", true],
    ["do employees get free lunch", true],
    ["is there a canteen for staff", true],
    ["is there an esop scheme for engineers who join", true],
    ["will staff get equity in nexora", true],
    ["what medical cover do employees get", false],
    ["how many employees sit at your indore location", true],
    ["how many of your engineers are aws certified", true],
    ["how many employees do you have", false],
    ["what is the name of the recruiter for your open jobs", true],
    ["the mobile number of your hr team, please", true],
    ["what is your mobile number", false],
    ["what does a microsoft 365 licence cost per user per month", true],
    ["who handles hiring for the open jobs", false],
    ["how many applicants are there for the designer job", true],
    ["which body issued your iso 27001 certificate", true],
    ["is nexora iso 27001 certified", false],
    ["how many open jobs do you have", false],
    ["are you open on saturday", false],
    // The careers page gives no days for interviews or hiring drives.
    ["can i come for an interview on a sunday", true],
    ["any recruitment drives this saturday", true],
    // …but a visitor who would walk in on a Saturday asks our hours.
    ["can i walk in on a saturday afternoon, till what time is the office open", false],
    // The site gives our company's registration, not a status it is registered as or under.
    ["is your company registered as a women owned business", true],
    ["is nexora registered under the startup india scheme", true],
    ["is nexora registered as a private limited company", false],
    ["what is your company registration number", false],
    // The site gives the office we have, not one we may open.
    ["will nexora open an office in pune next year", true],
    ["any plans to set up a branch in dubai", true],
    ["do you have an office in bangalore", false],
    ["i am planning to visit your office in bhopal", false],
  ])("knows whether %j asks for a fact the site does not give (%s)", (question, unsaid) => {
    expect(asksUnsaid(question)).toBe(unsaid);
  });

  it("lists every intent a question matches, the first first", () => {
    expect(
      detectIntents("is there a portal where i can see invoices for my project with you").map(
        (intent) => intent.id,
      ),
    ).toEqual(["address", "portal"]);
  });

  it("names the words that make a question match an intent, not the rest", () => {
    const size = intents.find((intent) => intent.id === "size")!;
    expect([...intentWords("how big was the hospital project you did", size)]).toEqual([
      "how",
      "big",
      "you",
    ]);
    const hours = intents.find((intent) => intent.id === "hours")!;
    expect(intentWords("when is your office open", hours)).toContain("office");
  });

  it("names words that repeat each other as the match's, though either alone would do", () => {
    const benefits = intents.find((intent) => intent.id === "benefits")!;
    const words = intentWords("how many leaves does staff get once i join", benefits);
    expect([...words]).toEqual(expect.arrayContaining(["leaves", "staff", "join"]));
    // (…but not a place a pattern only needs a word before: "branch" of "a branch office in")
    const address = intents.find((intent) => intent.id === "address")!;
    expect(intentWords("do you have a branch office in hyderabad", address)).not.toContain(
      "branch",
    );
  });
});
