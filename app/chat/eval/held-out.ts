import type { EvalQuestion } from "./questions";

/**
 * The eighty-second held-out set, written on 2026-12-04 (session 55) by someone who does not
 * read or run the chat, from the site's content, while that round's tuning goes on. The
 * eighty-first set, scored once, is now `eightyFirstHeldOut` in questions.ts. None of its
 * questions is 75 % alike to a tuning question (character bigrams, punctuation dropped; at most
 * 0.746).
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "for the truck company, how long was the core DB frozen during that final 2am cut-over to RDS, ballpark minutes?",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "For the 12-branch hospital group, insurance claims now settle in how many days, and what was it earlier?",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "which payment gateway got wired into the kurta retailer's new online shop?",
    cls: "unreachable",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "the FMCG distributor with 9000 shops: how stale was their sales data before, and how stale is it now?",
    cls: "unreachable",
    expect: "/projects/ai-analytics",
  },
  {
    q: "What did the lending company use instead of its VPN, and where are its app secrets kept now?",
    cls: "unreachable",
    expect: "/projects/security-infrastructure",
  },
  {
    q: "I read on your site that CERT-In wants breaches reported fast... within how many hours exactly?",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "there was an example of an accounts team that used to type in thousands of invoices a month by hand, what was the number?",
    cls: "unreachable",
    expect: "/blog/future-of-ai",
  },
  {
    q: "how often do you recommend rehearsing losing a whole region - the game day thing?",
    cls: "unreachable",
    expect: "/blog/cloud-trends",
  },
  {
    q: "suppose I want to sue over something published on your site — Indian law applies, and in which city?",
    cls: "unreachable",
    expect: "/legal/terms#governing-law|/legal/terms",
  },
  {
    q: "What did you build first, back when it was five engineers in one rented room?",
    cls: "unreachable",
    expect: "/about#story|/about",
  },
  {
    q: "health insurance sum insured for employees' families - is it 5 lakh or 10 lakh?",
    cls: "unreachable",
    expect: "/career#why-work-with-us|/career",
  },
  {
    q: "you mention customers in the middle east, saudi? qatar? which ones exactly",
    cls: "unreachable",
    expect: "/#global-presence|/",
  },

  // long
  {
    q: "Hi there, hope you're doing well. So I look after operations at a mid-sized travel company in Pune and our AWS invoice has nearly doubled in eighteen months even though traffic is flat. My boss keeps asking me why and honestly I have no idea. Is getting a runaway bill under control something your people actually do?",
    cls: "long",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  {
    q: "ok long story short, my father runs three chemist shops in Jabalpur and regular customers keep asking for a way to order medicines from their phone, pay by UPI and get refill reminders. I'm helping him on weekends and neither of us is very techy. can your team make something like that for both android and iphone?",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "hello sir/madam, I finished my MCA from RGPV last year and since then I've been doing freelance react work, so around one and a half years experience in total. my parents want me to get a stable job in Bhopal itself rather than shifting to Bangalore. is there anything suitable for someone like me right now, or should I wait?",
    cls: "long",
    expect: "/career",
  },
  {
    q: "We're a social enterprise of about 25 people and we got burned last year by an agency that quoted one figure and ended up billing us almost double. Before I even start a conversation with you, I'd like to understand roughly how you charge and whether there's a way to lock the cost so we aren't surprised again.",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "Good evening. Our small SaaS startup just landed a pilot with a big private bank, which is great news, but their vendor risk team sent a questionnaire of about two hundred lines and asked whether we hold ISO 27001. We don't, and we have nobody doing security full time. Could your team realistically get us through this?",
    cls: "long",
    expect: "/services/cybersecurity",
  },
  {
    q: "so our company site was made back in 2016 by my cousin's friend on some wordpress theme, it crawls on phones, google never shows us for anything and our marketing executive can't even swap a banner without calling him. we want something modern that we can update on our own. is that the kind of thing you take on?",
    cls: "long",
    expect: "/services/web-development",
  },
  {
    q: "Every Monday our regional managers burn half the morning arguing over whose Excel sheet has the right sales figure, and by the time they agree the week is gone. We've got Tally, a CRM and a pile of Google Sheets. Honestly I'm exhausted by it. Could you set up one place where everybody sees the same numbers?",
    cls: "long",
    expect: "/services/data-analytics",
  },
  {
    q: "we're shifting into a new office in MP Nagar next month, roughly forty desks, and nobody on our side understands networking, wifi coverage, firewalls or any of that. our current 'IT guy' is a part-timer who never picks up the phone. do you handle this kind of setup and also the everyday support afterwards?",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "I'll be in Bhopal for a family wedding in the second week of January and was thinking of dropping in to meet your team face to face about a possible project for my firm in Dubai. Where exactly is your office, and would anyone be around on a Saturday morning?",
    cls: "long",
    expect: "/contact",
  },
  {
    q: "Our insurance brokerage has thousands of policy PDFs and the service desk loses hours digging through them to answer customer questions. A colleague suggested a ChatGPT-style bot that reads our own documents, but our legal team is nervous about client data leaking to some outside company. Is that something you would build, and can it be done safely?",
    cls: "long",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "Bit of an odd situation: I'm the non-technical co-founder, our CTO quit three months ago and two junior developers are holding everything together. Investors keep asking about our technology roadmap and I can't answer them. We can't afford a full-time senior hire yet. Do you offer some sort of part-time CTO arrangement?",
    cls: "long",
    expect: "/services/it-consulting",
  },
  {
    q: "My uncle's manufacturing unit in Mandideep still does purchase approvals on paper files that travel from desk to desk, sometimes a whole week for one signature. The younger managers want to modernise but the senior staff push back. Is there a service where you help redo the process and also bring the people along with it?",
    cls: "long",
    expect: "/services/digital-transformation",
  },

  // typo
  {
    q: "coming for a meetng - wich floor n buildng is ur bhopal ofice on?",
    cls: "typo",
    expect: "/contact",
  },
  {
    q: "can ur team hack-test our api befor we go live, pentst wth a writen report?",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  {
    q: "helm chrts and argo cd deploymnt on kubernets, u guys do that?",
    cls: "typo",
    expect: "/services/devops",
  },
  {
    q: "whats ur step by step proces from kikoff to golive",
    cls: "typo",
    expect: "/services#process|/services",
  },
  { q: "hospitl managment systm case studdy", cls: "typo", expect: "/projects/healthcare" },
  {
    q: "data engneer role - hybrid or fully remot? n whats the pay",
    cls: "typo",
    expect: "/career#data-engineer",
  },
  { q: "whos runing the compny, the ceo guys naem?", cls: "typo", expect: "/about#team|/about" },
  {
    q: "r u loggin my visits thru cookeis, or any thrd party trakers on ths site?",
    cls: "typo",
    expect: "/legal/privacy#no-cookies|/legal/privacy",
  },
  {
    q: "flutter or reat native which one u use for aps",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  {
    q: "uiux desgin for my startp, wirefrmes n protoype",
    cls: "typo",
    expect: "/services/ui-ux-design",
  },
  {
    q: "that finops artcle priya wrote, wher can i read it",
    cls: "typo",
    expect: "/blog/cloud-trends",
  },
  {
    q: "ecomerce websit for a clothng brand like the one u made",
    cls: "typo",
    expect: "/projects/ecommerce-platform",
  },

  // vocabulary
  {
    q: "aap log sirf bade corporates ke saath kaam karte ho ya chhote schools colleges bhi?",
    cls: "vocabulary",
    expect: "/contact#faq|/contact",
  },
  {
    q: "figma wala kaam ghar se kar sakte hai kya, koi vacancy?",
    cls: "vocabulary",
    expect: "/career#product-designer",
  },
  {
    q: "chhoti firm hai, ransomware ka dar lagta hai, basic bachav kya hai",
    cls: "vocabulary",
    expect: "/blog/cybersecurity-practices|/services/cybersecurity",
  },
  {
    q: "we need someone to sort out our deploys so releases stop being an all-weekend ordeal",
    cls: "vocabulary",
    expect: "/services/devops",
  },
  {
    q: "want to move our stuff off the rack in the basement onto azure",
    cls: "vocabulary",
    expect: "/services/cloud-solutions",
  },
  {
    q: "MIS reports automate karne hain, excel se chhutkara chahiye",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "who can give us an unbiased second opinion before we sign with a big ERP vendor?",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "hamara quotation aur inventory ka kaam 40 excel sheets pe chalta hai, iske liye apna khud ka tool bana doge?",
    cls: "vocabulary",
    expect: "/services/software-development",
  },
  {
    q: "looking for people to handle the look and feel plus user testing of our fintech dashboard",
    cls: "vocabulary",
    expect: "/services/ui-ux-design",
  },
  { q: "pehle kiya hua kaam dikhao, kuch samples?", cls: "vocabulary", expect: "/projects" },
  {
    q: "billing kaise hoti hai aapki, milestone pe ya mahine ke mahine?",
    cls: "vocabulary",
    expect: "/services#pricing",
  },
  {
    q: "if I fill in your enquiry form, does my info get sold to marketers?",
    cls: "vocabulary",
    expect: "/legal/privacy",
  },

  // ambiguous
  {
    q: "only want your cloud posts, the writing not the services",
    cls: "ambiguous",
    expect: "/blog/category/cloud",
  },
  {
    q: "is the design position open to people who don't live in Bhopal?",
    cls: "ambiguous",
    expect: "/career#product-designer",
  },
  {
    q: "what security protects whatever I type into the form on this website?",
    cls: "ambiguous",
    expect: "/legal/privacy#security|/legal/privacy",
  },
  {
    q: "who gives support when our office laptops and the printer misbehave every other day",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  {
    q: "our app is a browser portal for dealers, nothing on phones. which team builds that?",
    cls: "ambiguous",
    expect: "/services/web-development|/services/software-development",
  },
  {
    q: "can you test our checkout with real shoppers and see where they get stuck?",
    cls: "ambiguous",
    expect: "/services/ui-ux-design",
  },
  {
    q: "migration of ten years of sales history out of an old FoxPro system so we can report on it",
    cls: "ambiguous",
    expect: "/services/data-analytics",
  },
  {
    q: "we don't know our full scope yet, which model of working together fits budget-wise?",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "already a client here. which portal do I sign into for project documents?",
    cls: "ambiguous",
    expect: "/login",
  },
  {
    q: "what training do you give staff so they can spot phishing mails themselves",
    cls: "ambiguous",
    expect: "/services/cybersecurity",
  },
  {
    q: "want your articles pushed into feedly automatically, possible?",
    cls: "ambiguous",
    expect: "/blog|/blog/rss.xml",
  },
  {
    q: "what's the long-term vision of the company itself?",
    cls: "ambiguous",
    expect: "/about#mission|/about",
  },

  // multi
  {
    q: "salary range for the SOC analyst opening, and also what's your phone number?",
    cls: "multi",
    expect: "/career#security-analyst & /contact",
  },
  {
    q: "Do you make Flutter apps? And separately, how long would a basic company website take?",
    cls: "multi",
    expect: "/services/mobile-development & /services/web-development",
  },
  {
    q: "who runs your security practice, and is there an article on protecting a small company?",
    cls: "multi",
    expect: "/about#team & /blog/cybersecurity-practices",
  },
  {
    q: "what does a dedicated team cost per month, plus tell me about the fintech audit you did",
    cls: "multi",
    expect: "/services#pricing & /projects/security-infrastructure",
  },
  {
    q: "What happens once I send my enquiry? Also, does my data stay inside India?",
    cls: "multi",
    expect: "/contact#next-steps & /legal/privacy#data-location",
  },
  {
    q: "terraform + grafana monitoring for our infra, and separately someone to fix our power bi reports",
    cls: "multi",
    expect: "/services/devops & /services/data-analytics",
  },
  {
    q: "team size kitna hai aapka, aur quote request form kaha milega?",
    cls: "multi",
    expect: "/about|/ & /quotation",
  },
  {
    q: "do you build product recommendation engines, and what did you do for the retailer with 60 stores?",
    cls: "multi",
    expect: "/services/ai-machine-learning & /projects/ecommerce-platform",
  },
  {
    q: "Can you digitise our paper ward registers, and have you done anything like that for hospitals before?",
    cls: "multi",
    expect: "/services/digital-transformation & /projects/healthcare",
  },
  {
    q: "why do AI pilots fail to reach production per your blog, and is there a data engineer vacancy?",
    cls: "multi",
    expect: "/blog/future-of-ai & /career#data-engineer",
  },
  {
    q: "ux audit of our existing product + who owns the code if you build something for us?",
    cls: "multi",
    expect: "/services/ui-ux-design & /services/software-development",
  },
  {
    q: "need 3 things: your email id, the terms of use, and the sitemap link",
    cls: "multi",
    expect: "/contact & /legal/terms & /sitemap",
  },

  // unanswerable
  {
    q: "annual revenue figure kitna hai nexora ka, crores mein batao",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "which Bhopal hospital was your first ever client? name please",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "who are Nexora's investors, any VC money raised so far?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "can I park my two-wheeler near your building, is there space for visitors",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "Arjun Mehta ki umar kitni hai?", cls: "unanswerable", expect: "fallback" },
  {
    q: "smart contracts on ethereum, NFT marketplace - is that in your wheelhouse?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "what's your Clutch or GoodFirms rating, any badges received?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "is the Lakeview Tech Centre wheelchair friendly? lift available?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "what was the total contract value of the hospital network job",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "Priya Sharma IIT se hai kya? her alma mater", cls: "unanswerable", expect: "fallback" },
  {
    q: "I live in Nigeria, would you relocate me and arrange the work permit?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "who was the client for your first big AWS migration in 2017?",
    cls: "unanswerable",
    expect: "fallback",
  },

  // off-topic
  { q: "quick one: square root of 1764?", cls: "off-topic", expect: "fallback" },
  { q: "poha recipe with peanuts and curry leaves?", cls: "off-topic", expect: "fallback" },
  { q: "tell me a riddle, a hard one", cls: "off-topic", expect: "fallback" },
  { q: "who composed Bangladesh's national anthem", cls: "off-topic", expect: "fallback" },
  { q: "humidity level in Chennai right now?", cls: "off-topic", expect: "fallback" },
  {
    q: "which bike gives the best mileage for daily 40 km commute",
    cls: "off-topic",
    expect: "fallback",
  },
];
