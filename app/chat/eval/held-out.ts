import type { EvalQuestion } from "./questions";

/**
 * The thirty-eighth held-out set, to be written on 2026-11-25 (session 35, second round) by
 * someone who does not read or run the chat, from the site's content, while that round's tuning
 * goes on. The thirty-seventh set, scored once, is now `thirtySeventhHeldOut` in questions.ts.
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  { q: "how much does the soc analyst role pay per year", cls: "unreachable", expect: "/career" },
  {
    q: "how many years of experience do i need for the data engineer job",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "how much did the logistics company save on infrastructure after moving to aws",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "how many months did it take the lending fintech to get iso certified",
    cls: "unreachable",
    expect: "/projects/security-infrastructure",
  },
  {
    q: "roughly how long does a basic business website take from kickoff to going live",
    cls: "unreachable",
    expect: "/contact|/services/web-development",
  },
  {
    q: "if i have a dispute over something on your website, which city's courts deal with it",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "for how long do you hold on to what i submit in the contact form",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  { q: "which floor of the building is your office on", cls: "unreachable", expect: "/contact" },
  {
    q: "do you only test the software at the very end or throughout the build",
    cls: "unreachable",
    expect: "/services|/services/software-development",
  },
  {
    q: "what does a dedicated team cost per month, ballpark",
    cls: "unreachable",
    expect: "/services#pricing",
  },
  {
    q: "in your security article, how quickly should critical holes on public facing servers be patched",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "how many video consultations did the hospital network do in the first year",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },

  // long
  {
    q: "hi, so i run three pharmacies in jabalpur and we still track stock in excel sheets my nephew made years ago. he moved to canada and now nobody understands the formulas. could you replace that with a proper system for ordering and stock? we are not a big company and i'm nervous about cost, i just want to know if this is the kind of thing you do.",
    cls: "long",
    expect: "/services/software-development|/services/digital-transformation",
  },
  {
    q: "my daughter finished her b.tech and has done freelance figma work for about three years alongside her studies, she loves talking to users and testing designs. she is shy so i am asking on her behalf. is the designer job remote or would she have to move to bhopal? we live in kochi and she would prefer to stay near family.",
    cls: "long",
    expect: "/career",
  },
  {
    q: "hello, i'm writing a feature for a regional business weekly about tech firms growing outside the big metros, and your name came up twice in my interviews. before i request a formal chat with your management i'd like some background: when was the company started and by whom? any anecdotes about the early days would be welcome too.",
    cls: "long",
    expect: "/about",
  },
  {
    q: "we're a series a lending startup in gurgaon, about 80 people, and our biggest partner bank just told us they want iso 27001 before they renew next year. honestly our setup is a mess, shared passwords everywhere and one vpn for everything. can you actually get a company like ours through that certification? the timeline is tight and the board is worried.",
    cls: "long",
    expect: "/services/cybersecurity|/projects/security-infrastructure",
  },
  {
    q: "hey, final year mba student here, my dissertation is on how companies control cloud spending and my guide told me to look at industry writing and not only textbooks. i found your site while googling. do you have anything written about cutting cloud bills that i could cite? it would really help my third chapter, thanks in advance.",
    cls: "long",
    expect: "/blog/cloud-trends",
  },
  {
    q: "we signed with you in march for our delivery app and the project manager sent an invite to the project workspace back then, but i changed laptops and can't find that email anymore. our new finance person also needs to see the invoices there. how do i get back in? nobody picked up when i called on sunday.",
    cls: "long",
    expect: "/login",
  },
  {
    q: "our office in indore has about 40 staff and the wifi keeps dropping, the printer never works and last week someone lost a laptop with client files on it. our it guy is a part-timer who comes twice a month. can you take over day to day support for an office like ours, and would someone come in person or is it all remote?",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "every diwali our online shop falls over. last year we lost about two days of orders because checkout kept timing out, and customers were angry on whatsapp. we sell sarees online and in 8 shops. before i call anyone, has your team ever built a store that survived big sale traffic? i want to see proof and numbers, not promises.",
    cls: "long",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "what does the first paid step cost before you build anything? asking because the last agency i hired quoted 40 lakh on day one without understanding our business, and then doubled it halfway. i'd rather pay a little upfront for a proper plan. we're a mid-sized auto parts manufacturer near pune with an old erp.",
    cls: "long",
    expect: "/services#pricing|/contact",
  },
  {
    q: "i manage operations for a 200 bed hospital in raipur. our doctors keep complaining that reports from our second branch never show up, and the billing queue is terrible every monday. i read that you built something for a group of hospitals, what did it actually change for them? our board meets next week and i need something concrete.",
    cls: "long",
    expect: "/projects/healthcare",
  },
  {
    q: "i'm a bit paranoid about online tracking, i use firefox with three blockers and i read every policy. before i type anything about my company into your chat window i want to know if what i write gets sent off to some ai provider abroad. our plans are sensitive. where does it end up?",
    cls: "long",
    expect: "/legal/privacy",
  },
  {
    q: "we supply packaged goods to about 5000 kirana stores across up and our planning is pure gut feel, especially around holi and diwali when things run out. my son keeps saying just use ai. is there something practical you do for predicting how much we'll sell, not hype? we have four years of sales history in tally.",
    cls: "long",
    expect: "/services/ai-machine-learning|/projects/ai-analytics",
  },

  // typo
  { q: "wat r ur office timings on saturdy", cls: "typo", expect: "/contact" },
  {
    q: "cloud migrashun without downtme is it possible",
    cls: "typo",
    expect: "/services/cloud-solutions",
  },
  {
    q: "do u do penetrashun testing for mobile apps",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  { q: "senoir full stak devloper salery kitna", cls: "typo", expect: "/career" },
  { q: "how mch does the discovry phse cost", cls: "typo", expect: "/services#pricing|/contact" },
  { q: "privecy polcy - do u use cookies or not", cls: "typo", expect: "/legal/privacy" },
  { q: "whos ur ceo n cto", cls: "typo", expect: "/about" },
  {
    q: "flutter or nativ app wich is cheeper",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  { q: "ecomerce projct case stdy pls", cls: "typo", expect: "/projects/ecommerce-platform" },
  {
    q: "canI editmy website content myself afterlaunch",
    cls: "typo",
    expect: "/services/web-development",
  },
  { q: "kubernets realy needed for devops or nah", cls: "typo", expect: "/services/devops" },
  { q: "wer exactly is ur offce in bhopl", cls: "typo", expect: "/contact" },

  // vocabulary
  {
    q: "our phone app keeps crashing and people leave one star reviews, can you fix an old app instead of starting over",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "we want a bot that answers customer questions from our own manuals and policy docs",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "need an outsider to look at our tech and tell us straight where we're burning money",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "someone tried to break into our company email last week, who helps with locking everything down",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "our figures are scattered over ten different sheets, i just want one screen that shows it all",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "we still run everything on paper files and registers, want to go fully digital",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  {
    q: "pushing new code live eats a whole weekend for our guys, can that be made automatic",
    cls: "vocabulary",
    expect: "/services/devops",
  },
  {
    q: "app ka look bahut confusing hai, users ko button hi nahi milta, kya aap redesign karte ho",
    cls: "vocabulary",
    expect: "/services/ui-ux-design",
  },
  {
    q: "bhai naukri chahiye, abhi kaunsi vacancies khali hain aapke yahan",
    cls: "vocabulary",
    expect: "/career",
  },
  {
    q: "aap log ek project ka kitna paisa lete ho, rough idea chahiye",
    cls: "vocabulary",
    expect: "/services#pricing",
  },
  {
    q: "do you folks keep tabs on who visits your site",
    cls: "vocabulary",
    expect: "/legal/privacy",
  },
  { q: "who's the top dog at your company", cls: "vocabulary", expect: "/about" },

  // ambiguous
  {
    q: "is there any support once the project is finished or do you hand it over and vanish",
    cls: "ambiguous",
    expect: "/contact|/services",
  },
  {
    q: "we need a help desk for our staff laptops, what hours would that support cover",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  {
    q: "if i join, what hours am i expected to be online each day",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "any cloud articles i can read",
    cls: "ambiguous",
    expect: "/blog/cloud-trends|/blog/category/cloud",
  },
  { q: "how do i apply for the cloud devops opening", cls: "ambiguous", expect: "/career" },
  { q: "is the security analyst position work from home", cls: "ambiguous", expect: "/career" },
  {
    q: "how secure is this website itself, is everything served over https",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  {
    q: "what training budget do employees get, does it cover certifications",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "we're replacing our paper processes, will you train our staff to use the new tools",
    cls: "ambiguous",
    expect: "/services/digital-transformation",
  },
  {
    q: "what does the health package cover for employees and their families",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "which office does your head of cybersecurity work out of",
    cls: "ambiguous",
    expect: "/about",
  },
  {
    q: "where do you host the details i submit through your forms",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },

  // multi
  {
    q: "what's your phone number, and what does a fixed price project usually run to",
    cls: "multi",
    expect: "/contact & /services#pricing",
  },
  {
    q: "who started nexora and are you hiring data people right now",
    cls: "multi",
    expect: "/about & /career",
  },
  {
    q: "do you build flutter apps? and can i see an online shop you've built",
    cls: "multi",
    expect: "/services/mobile-development & /projects/ecommerce-platform",
  },
  {
    q: "quick summary of the results for the fashion retailer, the logistics firm and the fintech audit",
    cls: "multi",
    expect:
      "/projects/ecommerce-platform & /projects/cloud-migration & /projects/security-infrastructure",
  },
  {
    q: "where is your office and how do existing clients log in to follow their project",
    cls: "multi",
    expect: "/contact & /login",
  },
  {
    q: "do you have a case study on moving to aws, and what does your cloud trends post say about kubernetes",
    cls: "multi",
    expect: "/projects/cloud-migration & /blog/cloud-trends",
  },
  {
    q: "can you build us a power bi dashboard and also sort out our office wifi and firewall",
    cls: "multi",
    expect: "/services/data-analytics & /services/it-infrastructure",
  },
  {
    q: "who owns the source code at the end, and what's the monthly range for time and materials work",
    cls: "multi",
    expect: "/services/software-development & /services#pricing",
  },
  {
    q: "which country's law applies to your site terms, and how do i get my data deleted",
    cls: "multi",
    expect: "/legal/terms & /legal/privacy",
  },
  {
    q: "is there an rss feed for the blog and who wrote the piece on ai in business",
    cls: "multi",
    expect: "/blog & /blog/future-of-ai",
  },
  {
    q: "how many people work at nexora and what's the general email to reach you",
    cls: "multi",
    expect: "/about & /contact",
  },
  {
    q: "do you do just the ui design without coding, and do you offer website hosting too",
    cls: "multi",
    expect: "/services/ui-ux-design & /services/web-development",
  },

  // unanswerable
  { q: "how much turnover did nexora make in 2025", cls: "unanswerable", expect: "fallback" },
  { q: "do you build blockchain or crypto wallet apps", cls: "unanswerable", expect: "fallback" },
  { q: "are you planning to open a branch in bangalore", cls: "unanswerable", expect: "fallback" },
  { q: "do you give discounts to ngos and charities", cls: "unanswerable", expect: "fallback" },
  {
    q: "is there a creche at the office for employees' kids",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you sponsor work visas for engineers from outside india",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "do you pay a joining bonus to experienced hires", cls: "unanswerable", expect: "fallback" },
  {
    q: "can you run instagram and facebook ad campaigns for my boutique",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "has nexora raised any outside funding round", cls: "unanswerable", expect: "fallback" },
  {
    q: "do you pay a bug bounty if i report a flaw in your site",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "can you make a 3d racing game for the play store",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "is there a relocation allowance if i move to bhopal for an on-site job",
    cls: "unanswerable",
    expect: "fallback",
  },

  // off-topic
  { q: "what's the tallest mountain in africa", cls: "off-topic", expect: "fallback" },
  {
    q: "can you help with my physics homework on projectile motion",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "what's the score in today's india match", cls: "off-topic", expect: "fallback" },
  {
    q: "whats the best way to brew cold coffee without a machine",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "write me a short poem about monsoon rain", cls: "off-topic", expect: "fallback" },
  { q: "how far is agra from delhi by road", cls: "off-topic", expect: "fallback" },
];
