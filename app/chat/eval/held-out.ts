import type { EvalQuestion } from "./questions";

/**
 * The twenty-third held-out set, written on 2026-11-24 (session 29) by someone who did not read
 * or run the chat, from the site's content, before that round's tuning ended. The twenty-second
 * set, scored once, is now `twentySecondHeldOut` in questions.ts.
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "Our call centre records customer calls in Hindi. Could you turn those recordings into text and sort them by complaint type?",
    cls: "unreachable",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "what does the security operations centre analyst opening pay per year, and is it work from office?",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "We bill through Tally and send GST invoices by hand. If you build us a custom ordering tool, can it connect to Tally and send WhatsApp alerts?",
    cls: "unreachable",
    expect: "/services/software-development",
  },
  {
    q: "RBI guidance says our borrowers' data has to stay in India. If we move to the cloud with you, can it be kept in Indian regions?",
    cls: "unreachable",
    expect: "/services/cloud-solutions",
  },
  {
    q: "For that trucking company you moved to AWS, which Indian regions did you set things up in, and how long did the final database switch take?",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "How many hospital employees did you have to train when the hospital group's new system went live?",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "Your security article mentioned a deadline for reporting a cyber attack to CERT-In. How many hours do we actually get?",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "Do you only test everything at the very end, just before go-live, or do the checks happen on each release along the way?",
    cls: "unreachable",
    expect: "/services#process",
  },
  {
    q: "Which person on your leadership team is the certified ethical hacker, and what city does he work from?",
    cls: "unreachable",
    expect: "/about",
  },
  {
    q: "When you run usability tests on a prototype, how many people do you typically put through each round?",
    cls: "unreachable",
    expect: "/services/ui-ux-design",
  },
  {
    q: "If there were ever a legal dispute about your website, which city's courts would handle it?",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "I filled in your enquiry form last year but we never went ahead. How long before my message and details get deleted?",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  // long
  {
    q: "I own four pharmacies in Indore and all our sales and stock live in separate Excel sheets that my manager merges every Monday, which takes him the whole day. If we hired you to pull it all into one place, how quickly would I see a first working dashboard?",
    cls: "long",
    expect: "/services/data-analytics",
  },
  {
    q: "We're a two-founder startup in Austin, still figuring out product-market fit, so honestly the feature list changes every couple of weeks. A fixed quote makes no sense for us. How would you charge if we just wanted a small team working month to month?",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "Hi, I've been a product designer for about four years, mostly fintech apps, and I live in Kochi with no plans to move to Bhopal. Can I apply for your design opening from here, and what should I send along with my application?",
    cls: "long",
    expect: "/career",
  },
  {
    q: "I manage IT, well, sort of, for a packaging manufacturer with plants in Dewas and Pithampur. The Wi-Fi keeps dropping, nobody knows which laptops we own, and backups are a guess. Would your people actually come to our sites, given we're not in Bhopal?",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "We run a chain of sweet shops and want customers to order from their phones, but most of them use cheap Android handsets and our budget is not huge. Should we build separately for Android and iPhone, or is one shared codebase good enough?",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "A new operations head joined our side of the project last week and she needs to see the plan, the documents and the invoices, but the original invite to the project workspace seems to have been lost somewhere. What do we do?",
    cls: "long",
    expect: "/login",
  },
  {
    q: "I work at a small investment fund and we are about to buy a majority stake in a SaaS company. Before we sign, we want someone neutral to go through their codebase, how the system is put together and the engineers behind it. Is that something you would take on?",
    cls: "long",
    expect: "/services/it-consulting",
  },
  {
    q: "Our trust runs three hospitals in smaller towns and patients keep carrying paper files between them. We also want doctors to consult over video. Before I take this to the board, have you already done something similar that I could show them?",
    cls: "long",
    expect: "/projects/healthcare",
  },
  {
    q: "Our CFO keeps asking why the AWS bill grows every month even though traffic is flat. I remember reading a piece on your site about tagging resources and switching off test servers at night. Where was that?",
    cls: "long",
    expect: "/blog/cloud-trends",
  },
  {
    q: "We're a lending company and our partner bank just told us they won't renew unless we're ISO 27001 certified within a year. We've never done an audit like this and we have maybe one IT person. Can you get us through it?",
    cls: "long",
    expect: "/services/cybersecurity|/projects/security-infrastructure",
  },
  {
    q: "Every release at our company is a Saturday-night affair with a checklist, three engineers on a call and a prayer. Last month a bad deploy took us down for two hours. Can you help us release in smaller pieces and roll back automatically?",
    cls: "long",
    expect: "/services/devops",
  },
  {
    q: "Humari cooperative society mein abhi bhi sab kuch registers aur files mein hota hai, members ko passbook update ke liye line mein lagna padta hai, aur staff ko naye system se darr lagta hai. Aap ye sab digital karne mein help karte ho?",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  // typo
  { q: "wher is ur ofice exactly in bhopal i want to visit", cls: "typo", expect: "/contact" },
  {
    q: "do u make andriod and iphone apps both",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  { q: "hw much dose the discovry phase cost", cls: "typo", expect: "/services#pricing" },
  {
    q: "can u do pentesting on our webiste and api",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  { q: "any remote jobs for devops enginer in india", cls: "typo", expect: "/career" },
  { q: "who is teh founder of nexora n wat did he do before", cls: "typo", expect: "/about" },
  {
    q: "that fashon store ecomerce projcet how much did there online sales grow",
    cls: "typo",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "do u setup microsft 365 emial for our offce staff",
    cls: "typo",
    expect: "/services/it-infrastructure",
  },
  { q: "does ur site use cookeis or track wat i do", cls: "typo", expect: "/legal/privacy" },
  {
    q: "how long to make a websit for my clinik",
    cls: "typo",
    expect: "/services/web-development|/contact",
  },
  {
    q: "wat tools u use for data warehose snowflak or bigqury",
    cls: "typo",
    expect: "/services/data-analytics",
  },
  {
    q: "ur artical on ai pilots why do they fail to go live",
    cls: "typo",
    expect: "/blog/future-of-ai",
  },
  // vocabulary
  {
    q: "Mera kirana store hai, customers online order kar sake aisi website banate ho kya?",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  {
    q: "naukri chahiye, security monitoring wali job mein kitni salary milegi",
    cls: "vocabulary",
    expect: "/career",
  },
  {
    q: "I'm a dentist with two clinics. I'd like patients to book a slot online and sometimes see me on a video call. Have you built anything like that?",
    cls: "vocabulary",
    expect: "/projects/healthcare",
  },
  {
    q: "Our truck booking software sits on old servers in a back room of the godown. Can you shift it online without stopping dispatch for a day?",
    cls: "vocabulary",
    expect: "/services/cloud-solutions|/projects/cloud-migration",
  },
  {
    q: "ek app banwane mein roughly kitna kharcha aata hai?",
    cls: "vocabulary",
    expect: "/services#pricing",
  },
  {
    q: "Every Diwali our best-selling namkeen runs out while slow items pile up in the warehouse. Have you helped a distributor guess what to order?",
    cls: "vocabulary",
    expect: "/projects/ai-analytics|/services/ai-machine-learning",
  },
  {
    q: "hamare office ka computer wala saara kaam, wifi, laptops, email, sab sambhal loge monthly basis pe?",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "We can't afford a full-time tech head. Do you have someone senior who could be our part-time CTO and advise on vendors?",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "app ka look and screens aap design kar do, coding hamari apni team karegi, chalega?",
    cls: "vocabulary",
    expect: "/services/ui-ux-design",
  },
  {
    q: "pichle mahine hamari website hack ho gayi thi, aap hackers se bachane ka kaam karte ho?",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "hamara purana billing software kisi aur vendor ne aadha banaya tha, aap usko aage continue kar sakte ho?",
    cls: "vocabulary",
    expect: "/services/software-development",
  },
  {
    q: "Sab kaam kagaz aur registers pe hota hai, signatures ke liye files courier karni padti hain. Bina kagaz ke ye sab computer pe kaise chalayein?",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  // ambiguous
  {
    q: "If a server of ours goes down at 2am on a Sunday, is anyone from your side reachable at that time?",
    cls: "ambiguous",
    expect: "/login|/services/it-infrastructure",
  },
  {
    q: "How long do you hold on to the details I type into your forms?",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  {
    q: "Is the bill raised every month, or do we pay the full amount upfront?",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "Does your whole leadership team sit in the Bhopal office, or are some of them elsewhere?",
    cls: "ambiguous",
    expect: "/about",
  },
  {
    q: "If we go for a long-term team from you, how many people would actually be on it?",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "Do you have a plan ready for the day we actually get hacked, like who does what?",
    cls: "ambiguous",
    expect: "/services/cybersecurity|/blog/cybersecurity-practices",
  },
  {
    q: "Before any coding starts, do real users get to try out something and give feedback?",
    cls: "ambiguous",
    expect: "/services/ui-ux-design|/services/mobile-development",
  },
  {
    q: "Is it safe to give my phone number on this site? Is the connection secure?",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  {
    q: "You keep saying a client's costs came down by a big chunk. Whose costs, and how did that happen?",
    cls: "ambiguous",
    expect: "/projects/cloud-migration",
  },
  {
    q: "Once the project is handed over, what kind of support do we still get from you?",
    cls: "ambiguous",
    expect: "/contact|/services#process",
  },
  {
    q: "How much time off do people who work at Nexora get in a year?",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "Will the data we share for the AI work end up training some other company's model?",
    cls: "ambiguous",
    expect: "/services/ai-machine-learning",
  },
  // multi
  {
    q: "Where exactly is your office, and are you hiring any data engineers right now?",
    cls: "multi",
    expect: "/contact & /career",
  },
  {
    q: "How did you bring down patient waiting at that hospital group, and do you do the screen design in-house too?",
    cls: "multi",
    expect: "/projects/healthcare & /services/ui-ux-design",
  },
  {
    q: "What does the initial study cost, and what are the stages you follow after that until launch?",
    cls: "multi",
    expect: "/services#pricing & /services#process",
  },
  {
    q: "Will you put our app on the Play Store for us? Also, as an existing client, how do I raise a support request?",
    cls: "multi",
    expect: "/services/mobile-development & /login",
  },
  {
    q: "Is what I type into this chat stored somewhere, and am I allowed to quote bits of your blog posts on my own site?",
    cls: "multi",
    expect: "/legal/privacy & /legal/terms",
  },
  {
    q: "We want to move our servers to Azure, and after that we need someone watching for attacks round the clock. Can you do both?",
    cls: "multi",
    expect: "/services/cloud-solutions & /services/cybersecurity",
  },
  {
    q: "Our releases are slow and painful, can you automate them? And where is that article of yours about where cloud is heading next year?",
    cls: "multi",
    expect: "/services/devops & /blog/cloud-trends",
  },
  {
    q: "Mere boutique ke liye ek online shop chahiye, aur saath mein naya logo bhi design karwana hai, dono karoge?",
    cls: "multi",
    expect: "/services/web-development & /services/ui-ux-design",
  },
  {
    q: "Which year did the company start, and which countries are your customers in?",
    cls: "multi",
    expect: "/about & /",
  },
  {
    q: "Can you first build reports from our ERP data, and later add machine learning to predict next quarter's sales?",
    cls: "multi",
    expect: "/services/data-analytics & /services/ai-machine-learning",
  },
  {
    q: "We need an unbiased advisor to draw up a three-year tech roadmap, and then help to get rid of our paper-based approvals. Who handles each?",
    cls: "multi",
    expect: "/services/it-consulting & /services/digital-transformation",
  },
  {
    q: "How did you get that lending startup certified so quickly, and what does your blog say about keeping backups safe from ransomware?",
    cls: "multi",
    expect: "/projects/security-infrastructure & /blog/cybersecurity-practices",
  },
  // unanswerable
  {
    q: "Do you take BTech final-year students for a six-month internship, and is there a stipend?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "What was Nexora's annual turnover last financial year?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Can you build a blockchain-based system with smart contracts for tracking our supply chain?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "We want a 3D racing game for kids on Unity. Do you develop games?",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "Is your company appraised at CMMI level 5?", cls: "unanswerable", expect: "fallback" },
  {
    q: "Can you install IoT sensors in our cold storage to track temperature in real time?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Has Nexora raised venture capital, and who are your investors?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "hum ek NGO hain, kya non-profits ke liye koi discount milta hai?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "What's the dress code at your office? Is it formal every day?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "For the night shifts, does the company provide cab pickup and drop for employees?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Is there visitor car parking at your building, or should I come by auto?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "What rating do employees give Nexora on Glassdoor?",
    cls: "unanswerable",
    expect: "fallback",
  },
  // off-topic
  {
    q: "Can you give me a good recipe for dal bati churma for ten people?",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "kal ke IPL match mein kisne jeeta?", cls: "off-topic", expect: "fallback" },
  {
    q: "Explain photosynthesis in simple words for my class 7 homework",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "Will it rain in Bhopal tomorrow evening?", cls: "off-topic", expect: "fallback" },
  {
    q: "Plan a five-day trip to Manali in December on a budget please",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "Write a short birthday poem for my sister", cls: "off-topic", expect: "fallback" },
];
