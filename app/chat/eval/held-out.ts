import type { EvalQuestion } from "./questions";

/**
 * The held-out set, the eighth: written on 2026-11-23 (session 20, second round) by someone who
 * did not read or run the chat, from the site's content (app/content, app/site.ts, app/routes and
 * SPEC.md), before that round's tuning. The seventh set, scored once, is now `seventhHeldOut` in
 * questions.ts.
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "what salary band are you offering for the senior typescript full stack position",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "if your testers find holes in our app and we patch them, do you check again at no extra charge",
    cls: "unreachable",
    expect: "/services/cybersecurity",
  },
  {
    q: "roughly how many weeks before the first analytics dashboard is ready to look at",
    cls: "unreachable",
    expect: "/services/data-analytics",
  },
  {
    q: "after you rebuilt the fashion store's online shop, what was the page load time on phones",
    cls: "unreachable",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "if I send a message through the contact form, after how many months is it deleted",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "which city's courts would any legal dispute over your website go to",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "how many test users do you put in front of a prototype per round",
    cls: "unreachable",
    expect: "/services/ui-ux-design",
  },
  {
    q: "in the hospital network project, how many staff members got trained on the new system",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "our factory is in Jabalpur, would your engineers come on site to fix our network or is that only for Bhopal",
    cls: "unreachable",
    expect: "/services/it-infrastructure",
  },
  {
    q: "how long does the AI proof of value stage usually run before you build the real thing",
    cls: "unreachable",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "what's the 3-2-1 rule for backups that your blog talks about",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "which gulf countries are among the places you have clients",
    cls: "unreachable",
    expect: "/#global-presence",
  },

  // long
  {
    q: "We run a group of diagnostic centres in Indore and patient reports still get retyped by hand and sent as PDFs. The owners want doctors at any branch to see a patient's older reports. Have you ever built something like this for hospitals?",
    cls: "long",
    expect: "/projects/healthcare",
  },
  {
    q: "I head finance at a mid-size manufacturer and our AWS invoice has roughly doubled in a year and a half, and nobody in IT can really explain why. Before we commit to anything, I'd like to know if you help bring cloud spending down or whether you only do migrations.",
    cls: "long",
    expect: "/services/cloud-solutions",
  },
  {
    q: "We're a small lending company with about 80 employees and our partner bank has just told us we need ISO 27001 before the contract renews next year. Nobody here has been through an audit like that. Is getting certified something you can take us through?",
    cls: "long",
    expect: "/services/cybersecurity|/projects/security-infrastructure",
  },
  {
    q: "My co-founder and I are building a B2B SaaS product, and our requirements shift every couple of weeks as we talk to customers. A single fixed quote doesn't make much sense for us. Is there a way of working with you where we pay by the month and keep changing priorities?",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "I've spent about four years writing Terraform and GitHub Actions pipelines at a startup in Pune. My family is in Gwalior and I'd like to work from there rather than move to Bhopal. Is your cloud engineering opening one I could do from home?",
    cls: "long",
    expect: "/career",
  },
  {
    q: "A freelancer built our Android and iPhone app in React Native a few years back. It crashes constantly now and the Play Store keeps sending warnings about outdated requirements. We'd rather not throw it all away and start again. Do you take on fixing apps like that?",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "We're a family-run FMCG distributor with around twenty sales reps, and every region keeps its own Excel reports, so the Monday review is always a fight about whose numbers are right. Someone told us we need one proper dashboard for everybody. Is that the kind of thing you do?",
    cls: "long",
    expect: "/services/data-analytics|/projects/ai-analytics",
  },
  {
    q: "Hello, I'm in procurement at a UK retailer and we're shortlisting offshore technology suppliers. Our policy says we must understand how a supplier runs an engagement from kick-off to after go-live before we sign. Could you outline the stages you follow?",
    cls: "long",
    expect: "/services#process",
  },
  {
    q: "We have our own in-house developers who will code our new patient app, so we don't need a build partner. What we're missing is someone to talk to our users, make prototypes and test them. Would you do just the design part without the development?",
    cls: "long",
    expect: "/services/ui-ux-design",
  },
  {
    q: "Last week I filled in your enquiry form and afterwards realised I'd put in personal details I would rather you didn't hold. I'm in India and I understand there's a data protection law now. What do I need to do to have it erased?",
    cls: "long",
    expect: "/legal/privacy",
  },
  {
    q: "I'm on the IT committee of a cooperative bank in Madhya Pradesh and our board is uneasy about the cloud because they think customer records will end up on foreign servers. If we moved to the cloud with your help, could everything stay within India?",
    cls: "long",
    expect: "/services/cloud-solutions",
  },
  {
    q: "Purchase approvals at our plant pass through four people with wet signatures and sometimes take a whole week. Management wants it paperless, but most of our staff are older and not comfortable with computers. How would you make sure people actually use a new system?",
    cls: "long",
    expect: "/services/digital-transformation",
  },

  // typo
  {
    q: "do u do penetation testing for mobile apps",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  { q: "wat r ur offce timings on saterday", cls: "typo", expect: "/contact|/login" },
  { q: "any vacancy for data enginer, what experiance needed", cls: "typo", expect: "/career" },
  { q: "how much dose the discovry phase cost", cls: "typo", expect: "/services#pricing" },
  {
    q: "do we realy need kubernates for a small team",
    cls: "typo",
    expect: "/services/devops|/blog/cloud-trends",
  },
  { q: "who is the foundr and ceo of nexora", cls: "typo", expect: "/about" },
  { q: "can u make an app in fluter", cls: "typo", expect: "/services/mobile-development" },
  { q: "wher exactly is ur ofice in bhopal", cls: "typo", expect: "/contact" },
  {
    q: "do you build multilingal websites in hindi and english",
    cls: "typo",
    expect: "/services/web-development",
  },
  {
    q: "helthcare case studdy what results did they get",
    cls: "typo",
    expect: "/projects/healthcare",
  },
  {
    q: "privcy policy, does ur site put cookis on my browser",
    cls: "typo",
    expect: "/legal/privacy",
  },
  { q: "are you iso 27001 certifed, since wen", cls: "typo", expect: "/|/about" },

  // vocabulary
  {
    q: "ek company website banwane ka kitna kharcha aayega roughly",
    cls: "vocabulary",
    expect: "/services#pricing",
  },
  { q: "aapke yahan naukri ke liye apply kaise karna hai", cls: "vocabulary", expect: "/career" },
  {
    q: "android aur iphone dono ke liye app banate ho kya",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "hackers se company ka data bachane ka kaam karte ho?",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "do you have a computer guy who can sort out our office wifi, laptops and printers",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  { q: "who are the bosses running nexora", cls: "vocabulary", expect: "/about" },
  {
    q: "mujhe apne project ka quotation chahiye, kahan bharun details",
    cls: "vocabulary",
    expect: "/quotation|/contact",
  },
  {
    q: "can you make a bot that answers staff questions by reading our company's own policy documents",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "office kab khulta hai, Sunday ko band rehta hai kya",
    cls: "vocabulary",
    expect: "/contact|/login",
  },
  {
    q: "can you pull years of old sales records out of our spreadsheets and put them all in one clean place",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "employees ko mediclaim aur chuttiyan kitni milti hain",
    cls: "vocabulary",
    expect: "/career",
  },
  {
    q: "kya aap hamare startup ko part-time CTO de sakte ho",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },

  // ambiguous
  {
    q: "what would the monthly bill be for a dedicated team of engineers",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "how long do you hold on to the details I type into your forms",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  {
    q: "what are the core hours for people who work at nexora",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "who is in charge of the security team at your company",
    cls: "ambiguous",
    expect: "/about",
  },
  {
    q: "will you still support us once the website is live",
    cls: "ambiguous",
    expect: "/contact|/services/web-development|/services#process",
  },
  {
    q: "after I email my CV, how long before someone replies",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "by how much did the logistics client's infrastructure bill go down",
    cls: "ambiguous",
    expect: "/projects/cloud-migration",
  },
  {
    q: "are salaries kept secret or do you publish the pay for each job",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "which region would our servers be hosted in if our data has to stay in the country",
    cls: "ambiguous",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  {
    q: "how long did it take the lending fintech to get its certification",
    cls: "ambiguous",
    expect: "/projects/security-infrastructure",
  },
  {
    q: "does the chat on this site send what I type to some outside company",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  {
    q: "how much notice do we have to give before cutting the size of our dedicated team",
    cls: "ambiguous",
    expect: "/services#pricing",
  },

  // multi
  { q: "what's your phone number, and are you open on Sundays", cls: "multi", expect: "/contact" },
  {
    q: "how much does the product designer job pay and can it be done remotely",
    cls: "multi",
    expect: "/career",
  },
  {
    q: "do you build Flutter apps, and what does a fixed-price project usually cost",
    cls: "multi",
    expect: "/services/mobile-development & /services#pricing",
  },
  {
    q: "who owns the source code once you're done, and can you pick up a codebase another vendor started",
    cls: "multi",
    expect: "/services/software-development",
  },
  {
    q: "which southeast asian countries do you have clients in, and what email do I write to",
    cls: "multi",
    expect: "/#global-presence & /contact",
  },
  {
    q: "does your website set any cookies, and which law governs its terms of use",
    cls: "multi",
    expect: "/legal/privacy & /legal/terms",
  },
  {
    q: "how much did the logistics migration save, and do you also work on Azure",
    cls: "multi",
    expect: "/projects/cloud-migration & /services/cloud-solutions",
  },
  {
    q: "how many weeks for a marketing website, and will my team be able to update the pages ourselves",
    cls: "multi",
    expect: "/services/web-development",
  },
  {
    q: "what's the yearly learning allowance for staff, and what happens in the interview process",
    cls: "multi",
    expect: "/career",
  },
  {
    q: "what did your CEO write about AI on the blog, and which AI tools does your team work with",
    cls: "multi",
    expect: "/blog/future-of-ai & /services/ai-machine-learning",
  },
  {
    q: "do you do penetration tests, and how long does an IT consulting architecture review take",
    cls: "multi",
    expect: "/services/cybersecurity & /services/it-consulting",
  },
  {
    q: "when did you set up your cloud practice, and who is your chief technology officer",
    cls: "multi",
    expect: "/about",
  },

  // unanswerable
  { q: "are you CMMI level 5 appraised", cls: "unanswerable", expect: "fallback" },
  {
    q: "do you develop blockchain apps or NFT marketplaces",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "what's your hourly rate in dollars for one senior developer",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you sponsor work visas for candidates from outside India",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "can you make mobile games in Unity", cls: "unanswerable", expect: "fallback" },
  { q: "what was Nexora's turnover last financial year", cls: "unanswerable", expect: "fallback" },
  { q: "can you build our site on Wix", cls: "unanswerable", expect: "fallback" },
  {
    q: "what's the penalty if we cancel a fixed price project halfway",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "can we pay for the project in EMIs through a finance company",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you run Google Ads and Instagram campaigns for small businesses",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "is there a joining bonus with the cloud devops engineer offer",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "what salary do you pay a fresher Java developer", cls: "unanswerable", expect: "fallback" },

  // off-topic
  { q: "is it going to be foggy in bhopal this weekend", cls: "off-topic", expect: "fallback" },
  {
    q: "who scored the most runs in the last cricket world cup",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "how do I make poha at home", cls: "off-topic", expect: "fallback" },
  { q: "write a short poem about the monsoon", cls: "off-topic", expect: "fallback" },
  { q: "what is the capital of Australia", cls: "off-topic", expect: "fallback" },
  { q: "which is the fastest train from Bhopal to Delhi", cls: "off-topic", expect: "fallback" },
];
