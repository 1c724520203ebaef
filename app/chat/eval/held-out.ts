import type { EvalQuestion } from "./questions";

/**
 * The sixteenth held-out set, written on 2026-11-24 (session 25) by someone who did not read or
 * run the chat, from the site's content (app/content, app/site.ts, app/routes and SPEC.md), before
 * that round's tuning ended. The fifteenth set, scored once, is now `fifteenthHeldOut` in
 * questions.ts.
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  { q: "yearly learning allowance for employees how much", cls: "unreachable", expect: "/career" },
  {
    q: "do you retest for free once we fix the pentest findings",
    cls: "unreachable",
    expect: "/services/cybersecurity",
  },
  {
    q: "is kubernetes really needed for a small team with 3 services",
    cls: "unreachable",
    expect: "/services/devops|/blog/cloud-trends",
  },
  {
    q: "when will i get my first dashboard after we start",
    cls: "unreachable",
    expect: "/services/data-analytics",
  },
  {
    q: "will my company data be used to train some other ai model",
    cls: "unreachable",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "can u upload the app on play store using our own developer account",
    cls: "unreachable",
    expect: "/services/mobile-development",
  },
  {
    q: "in the logistics migration how long was the database switchover",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "within how many hours should we patch critical holes on internet facing servers",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "do your engineers come to indore for onsite support",
    cls: "unreachable",
    expect: "/services/it-infrastructure",
  },
  { q: "which middle east countries do u have clients in", cls: "unreachable", expect: "/" },
  {
    q: "how much did online sales go up for that fashion brand",
    cls: "unreachable",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "which city's court handles it if there is a dispute over the website",
    cls: "unreachable",
    expect: "/legal/terms",
  },

  // long
  {
    q: "hi, i run a small chain of 3 dental clinics in jaipur and patients keep calling to book slots, i want an app on android and iphone where they can book appointments themselves, can you build this?",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "we are a mid sized transport company and our servers sit in an old data centre that keeps running out of capacity during diwali, have you ever moved a company like ours to aws without stopping operations?",
    cls: "long",
    expect: "/projects/cloud-migration",
  },
  {
    q: "my father runs a textile wholesale business with five branches and every branch sends sales figures in separate excel sheets every week, we just want one screen where we can see all the numbers automatically",
    cls: "long",
    expect: "/services/data-analytics",
  },
  {
    q: "i am in final year btech cse from indore and really into cybersecurity, i wanted to know if the soc analyst opening needs prior experience and whether it involves night shifts",
    cls: "long",
    expect: "/career",
  },
  {
    q: "we are a two person startup with an idea for a b2b platform, money is tight so before signing anything big i want to know what the very first paid step with you costs and how long it takes",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "our in-house dev team is decent but every release takes the whole weekend, something always breaks in production and we roll back by hand, how would you help us fix this mess",
    cls: "long",
    expect: "/services/devops",
  },
  {
    q: "we are a family owned manufacturing firm where purchase approvals still go on paper and need four signatures, staff is not very techy, how would you help us move to a digital way of working without chaos",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "i am a saas founder based in texas thinking of outsourcing development to india, my main worry is whether i will actually own the source code and ip once the project is done",
    cls: "long",
    expect: "/services/software-development",
  },
  {
    q: "i submitted the contact form last week with my mobile number and email and now i am a bit worried, how long will you keep my details and do you share them with anyone",
    cls: "long",
    expect: "/legal/privacy",
  },
  {
    q: "my boss wants AI everywhere but our last chatbot pilot impressed everyone in the demo and then died quietly, is there something on your site about why that happens and how to take it live",
    cls: "long",
    expect: "/blog/future-of-ai",
  },
  {
    q: "we are shifting to a new office floor in bhopal with about forty people next month and need cabling, wifi, a firewall and someone to handle our helpdesk after we move in",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "our hospital group has 8 branches and patients have to repeat their history at each one, plus insurance claims get stuck for weeks, have you done anything similar for another hospital chain",
    cls: "long",
    expect: "/projects/healthcare",
  },

  // typo
  { q: "wat is ur ofice adress in bhopal", cls: "typo", expect: "/contact" },
  { q: "do you devlop ios aplications", cls: "typo", expect: "/services/mobile-development" },
  { q: "penetraton testng servces", cls: "typo", expect: "/services/cybersecurity" },
  {
    q: "machne lerning and predictve models",
    cls: "typo",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "any carrer oppurtunities in nexora right now",
    cls: "typo",
    expect: "/career",
  },
  { q: "privcy polcy", cls: "typo", expect: "/legal/privacy" },
  { q: "clod migraton case studdy", cls: "typo", expect: "/projects/cloud-migration" },
  { q: "websit developmnt for my buisness", cls: "typo", expect: "/services/web-development" },
  { q: "user experiance desgin servics", cls: "typo", expect: "/services/ui-ux-design" },
  {
    q: "help with ci/cd piplines and deploymnt automaton",
    cls: "typo",
    expect: "/services/devops",
  },
  { q: "tearms and condtions of use", cls: "typo", expect: "/legal/terms" },
  { q: "cybersecurty best practics artical", cls: "typo", expect: "/blog/cybersecurity-practices" },

  // vocabulary
  {
    q: "office mein wifi aur network lagwana hai",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "excel ki reports se automatic graphs banwane hain",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  { q: "do you have clients in dubai", cls: "vocabulary", expect: "/|/about" },
  { q: "any work from home openings", cls: "vocabulary", expect: "/career" },
  { q: "developer ki naukri hai kya", cls: "vocabulary", expect: "/career" },
  {
    q: "kapdon ki online dukaan banwani hai",
    cls: "vocabulary",
    expect: "/services/web-development|/projects/ecommerce-platform",
  },
  { q: "protect my website from hackers", cls: "vocabulary", expect: "/services/cybersecurity" },
  {
    q: "chatgpt like bot trained on our company pdfs",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "android aur iphone dono ke liye app banwana hai",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  { q: "we need a part time cto", cls: "vocabulary", expect: "/services/it-consulting" },
  {
    q: "server room ka data aws pe shift karna hai",
    cls: "vocabulary",
    expect: "/services/cloud-solutions",
  },
  {
    q: "does this site track me with google analytics",
    cls: "vocabulary",
    expect: "/legal/privacy",
  },

  // ambiguous
  { q: "employee working hours flexible?", cls: "ambiguous", expect: "/career" },
  {
    q: "tips to cut our cloud bill",
    cls: "ambiguous",
    expect: "/blog/cloud-trends|/services/cloud-solutions",
  },
  {
    q: "support for laptops printers and email accounts",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  { q: "whats the plan after i send my enquiry", cls: "ambiguous", expect: "/contact" },
  { q: "where do i log in to see my project invoices", cls: "ambiguous", expect: "/login" },
  {
    q: "how to apply for iso 27001 certificate",
    cls: "ambiguous",
    expect: "/services/cybersecurity",
  },
  {
    q: "do you train our staff to use the new systems",
    cls: "ambiguous",
    expect: "/services/digital-transformation",
  },
  {
    q: "can i hire a whole team of developers monthly",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  { q: "how long did the hospital project take", cls: "ambiguous", expect: "/projects/healthcare" },
  {
    q: "someone called saying they are from nexora and asked for my password",
    cls: "ambiguous",
    expect: "/login",
  },
  {
    q: "will my site go down while moving to the cloud",
    cls: "ambiguous",
    expect: "/services/cloud-solutions",
  },
  { q: "security team lead who is it", cls: "ambiguous", expect: "/about" },

  // multi
  {
    q: "whats your phone number and are there any data engineer vacancies",
    cls: "multi",
    expect: "/contact & /career",
  },
  {
    q: "how much does the discovery phase cost and who founded nexora",
    cls: "multi",
    expect: "/services#pricing & /about",
  },
  {
    q: "do you make android apps? also have you done any hospital project",
    cls: "multi",
    expect: "/services/mobile-development & /projects/healthcare",
  },
  {
    q: "do you use cookies? and which courts handle disputes",
    cls: "multi",
    expect: "/legal/privacy & /legal/terms",
  },
  {
    q: "can you help with an iso 27001 audit, and show me the fintech security case",
    cls: "multi",
    expect: "/services/cybersecurity & /projects/security-infrastructure",
  },
  {
    q: "want to read about cloud trends and also need devops pipelines set up",
    cls: "multi",
    expect: "/blog/cloud-trends & /services/devops",
  },
  {
    q: "ui ux designer job ki pay kitni hai aur kya aap clients ke liye figma designs bhi karte ho",
    cls: "multi",
    expect: "/career & /services/ui-ux-design",
  },
  {
    q: "kitne saal purani company hai aur office kahan hai",
    cls: "multi",
    expect: "/about & /contact",
  },
  {
    q: "power bi dashboards plus an ai assistant on our internal docs",
    cls: "multi",
    expect: "/services/data-analytics & /services/ai-machine-learning",
  },
  {
    q: "client portal login and i also want a quote for a new project",
    cls: "multi",
    expect: "/login & /quotation",
  },
  {
    q: "ecommerce case study numbers, and can our marketing team edit the website content ourselves",
    cls: "multi",
    expect: "/projects/ecommerce-platform & /services/web-development",
  },
  {
    q: "need a fractional cto, and what are the steps of your delivery process",
    cls: "multi",
    expect: "/services/it-consulting & /services",
  },

  // unanswerable
  {
    q: "do you offer internships for engineering students",
    cls: "unanswerable",
    expect: "fallback|/career",
  },
  { q: "what is nexora annual turnover", cls: "unanswerable", expect: "fallback" },
  { q: "are you cmmi level 5 certified", cls: "unanswerable", expect: "fallback" },
  { q: "do you build games in unity", cls: "unanswerable", expect: "fallback" },
  {
    q: "any branch office in mumbai or bangalore",
    cls: "unanswerable",
    expect: "fallback|/contact",
  },
  { q: "who are nexora's investors", cls: "unanswerable", expect: "fallback" },
  { q: "can you build an nft marketplace on blockchain", cls: "unanswerable", expect: "fallback" },
  { q: "sales team whatsapp number?", cls: "unanswerable", expect: "fallback|/contact" },
  { q: "do you run coding classes for college students", cls: "unanswerable", expect: "fallback" },
  {
    q: "do you sponsor work visas for foreign developers",
    cls: "unanswerable",
    expect: "fallback|/career",
  },
  {
    q: "does nexora participate in govt tenders on gem portal",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "is there parking near your bhopal office",
    cls: "unanswerable",
    expect: "fallback|/contact",
  },

  // off-topic
  { q: "how to make paneer butter masala at home", cls: "off-topic", expect: "fallback" },
  { q: "who won the ipl 2024 final", cls: "off-topic", expect: "fallback" },
  { q: "solve x^2 - 5x + 6 = 0", cls: "off-topic", expect: "fallback" },
  { q: "should i buy tata motors shares now", cls: "off-topic", expect: "fallback" },
  { q: "weather in bhopal tomorrow", cls: "off-topic", expect: "fallback" },
  { q: "write a shayari for my girlfriend", cls: "off-topic", expect: "fallback" },
];
