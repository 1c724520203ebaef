import type { EvalQuestion } from "./questions";

/**
 * The twenty-seventh held-out set, written on 2026-11-25 (session 31, second round) by someone who
 * did not read or run the chat, from the site's content, while that round's tuning went on. The
 * twenty-sixth set, scored once, is now `twentySixthHeldOut` in questions.ts.
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "if you pentest us and we fix the issues, do you check again for free?",
    cls: "unreachable",
    expect: "/services/cybersecurity",
  },
  {
    q: "dedicated team - how much notice do we give to shrink the team size",
    cls: "unreachable",
    expect: "/services#pricing",
  },
  {
    q: "the SOC analyst job has night shifts? any extra allowance for that",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "how many paid leaves per year do your employees get",
    cls: "unreachable",
    expect: "/career#why-work-with-us",
  },
  {
    q: "hospital case: insurance claims got settled in how many days after vs before",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "which aws regions were used for the logistics company move, mumbai?",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "once i send the enquiry form how long will you hold on to my details",
    cls: "unreachable",
    expect: "/legal/privacy#retention",
  },
  {
    q: "suppose we ever end up fighting about something on your website in court, where would the case be heard",
    cls: "unreachable",
    expect: "/legal/terms#governing-law",
  },
  {
    q: "for user testing how many people do we need to recruit each round",
    cls: "unreachable",
    expect: "/services/ui-ux-design",
  },
  {
    q: "do you test only at the end of the project or throughout, and is security scanning part of it",
    cls: "unreachable",
    expect: "/services#process",
  },
  {
    q: "no job matches my profile right now, will you keep my cv on file and for how long",
    cls: "unreachable",
    expect: "/career#how-to-apply",
  },
  { q: "salary range for data engineer opening?", cls: "unreachable", expect: "/career" },
  // long
  {
    q: "hi, we are a mid size pharma distributor in indore and our only IT guy quit last month, honestly none of us know tech, the office wifi keeps dropping and nobody fixes the printers or laptops, do you people actually come to the site for support",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "i keep reading that everyone is putting chatgpt type tools inside their company and my business partner wants it too but i am scared our customers' documents will end up teaching some big tech company's model, would that happen if we work with you",
    cls: "long",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "we're first time founders with a bit of angel money and an idea for a booking platform, before anything gets built i just want to understand what the very first paid step with you looks like and roughly what it costs us",
    cls: "long",
    expect: "/services#pricing|/contact",
  },
  {
    q: "my cousin in pune told me to check if a company shows the pay for a job before applying because most indian companies hide it, so does your company actually mention ctc for its openings or not",
    cls: "long",
    expect: "/career",
  },
  {
    q: "our previous vendor made a php system for us years back and now they don't pick up calls, the code is honestly a mess but our whole business runs on it, is your team able to take it over and keep developing it",
    cls: "long",
    expect: "/services/software-development",
  },
  {
    q: "long story short our board wants us certified on information security before a big bank signs with us next year and we have never done anything like this, can you handhold us through getting the 27001 thing",
    cls: "long",
    expect: "/services/cybersecurity",
  },
  {
    q: "i'm a final year bba student writing a project report on tech firms in madhya pradesh and i need to know in which year this company started and who started it",
    cls: "long",
    expect: "/about",
  },
  {
    q: "we run about forty retail outlets and every month the stock numbers don't tally, my accountant keeps asking for proper reports on a screen, if we start with you how many weeks until we see something",
    cls: "long",
    expect: "/services/data-analytics",
  },
  {
    q: "i saw somewhere on your site that clients get a place to see progress and invoices, my colleague needs to get into it but she never received any email for it, what should she do now",
    cls: "long",
    expect: "/login",
  },
  {
    q: "before i type anything into your form i need to be sure, because our compliance team is very strict, does this site track visitors with cookies or google analytics or facebook pixels",
    cls: "long",
    expect: "/legal/privacy#no-cookies",
  },
  {
    q: "we want an app for the farmers of our dairy co-operative, most of them have cheap android phones, everyone keeps telling me flutter versus native, which would you recommend and will it change the budget",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "so i am thinking of applying for the designer post but first i want to know what happens after i email my cv, like how many rounds are there and is there some assignment to do at home",
    cls: "long",
    expect: "/career#hiring-process",
  },
  // typo
  { q: "cybersecurty servces", cls: "typo", expect: "/services/cybersecurity" },
  { q: "wat r ur ofice timngs on saturdy", cls: "typo", expect: "/contact|/login" },
  {
    q: "devops piplines and kubernetis, do we realy need it",
    cls: "typo",
    expect: "/services/devops",
  },
  { q: "carrer openings remot", cls: "typo", expect: "/career" },
  { q: "privcy polcy what data u store", cls: "typo", expect: "/legal/privacy" },
  {
    q: "ecomerce case studdy festivle traffic",
    cls: "typo",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "digtal transfromation where to strat",
    cls: "typo",
    expect: "/services/digital-transformation",
  },
  { q: "adress of ur compny in bhopl", cls: "typo", expect: "/contact" },
  { q: "wich frameworks for websit devlopment", cls: "typo", expect: "/services/web-development" },
  { q: "clould migraton any downtym?", cls: "typo", expect: "/services/cloud-solutions" },
  {
    q: "wat are the stpes when we start a projct with u",
    cls: "typo",
    expect: "/services#process",
  },
  { q: "blgo artical on ai in busness", cls: "typo", expect: "/blog/future-of-ai" },
  // vocabulary
  { q: "aapki company ka phone number kya hai", cls: "vocabulary", expect: "/contact" },
  { q: "naukri ke liye kahan mail bhejna hai", cls: "vocabulary", expect: "/career#how-to-apply" },
  { q: "kitne log kaam karte hain aapke yahan", cls: "vocabulary", expect: "/about|/" },
  {
    q: "choti company ko hackers se bachne ke liye kya karna chahiye",
    cls: "vocabulary",
    expect: "/blog/cybersecurity-practices|/services/cybersecurity",
  },
  {
    q: "need someone to be our part time tech head, not full time hire",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "paisa kaise charge karte ho, ek baar ya har mahine",
    cls: "vocabulary",
    expect: "/services#pricing",
  },
  { q: "wfh wali jobs hai kya", cls: "vocabulary", expect: "/career" },
  { q: "who are the top bosses running nexora", cls: "vocabulary", expect: "/about#team" },
  {
    q: "app bana ke play store pe bhi daal doge?",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "mediclaim milta hai staff ke parents ke liye bhi?",
    cls: "vocabulary",
    expect: "/career#why-work-with-us",
  },
  {
    q: "office ka kagaz wala kaam automatic karwana hai",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  {
    q: "meri dukaan ke liye online shop banwani hai",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  // ambiguous
  {
    q: "how much did the logistics client's server bill drop after moving to cloud",
    cls: "ambiguous",
    expect: "/projects/cloud-migration|/#testimonials",
  },
  {
    q: "how long did it take you to build the hospital chain's system",
    cls: "ambiguous",
    expect: "/projects/healthcare",
  },
  {
    q: "as an employee what are the core hours i must be online",
    cls: "ambiguous",
    expect: "/career#why-work-with-us",
  },
  {
    q: "how long does an architecture review of our systems take",
    cls: "ambiguous",
    expect: "/services/it-consulting",
  },
  {
    q: "for remote staff is there any allowance to set up a home office",
    cls: "ambiguous",
    expect: "/career#why-work-with-us",
  },
  {
    q: "what's the cost in downtime if we migrate our servers to the cloud",
    cls: "ambiguous",
    expect: "/services/cloud-solutions",
  },
  {
    q: "help desk hours under your it support contract, is it 24x7",
    cls: "ambiguous",
    expect: "/services/it-infrastructure|/login",
  },
  {
    q: "how long before someone replies to my job application",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "where can we see the invoices for our ongoing project",
    cls: "ambiguous",
    expect: "/login",
  },
  {
    q: "how long does the chat conversation stay saved in my browser",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  {
    q: "how much do you spend on each employee's courses and certifications every year",
    cls: "ambiguous",
    expect: "/career#why-work-with-us",
  },
  {
    q: "how much less inventory did the distributor carry after the forecasting project",
    cls: "ambiguous",
    expect: "/projects/ai-analytics",
  },
  // multi
  {
    q: "where is your office located and do you have any data engineer vacancy",
    cls: "multi",
    expect: "/contact & /career",
  },
  {
    q: "what does the discovery phase cost and what comes after the design step",
    cls: "multi",
    expect: "/services#pricing & /services#process",
  },
  {
    q: "who is your cto and what has she written on the blog",
    cls: "multi",
    expect: "/about#team & /blog/cloud-trends",
  },
  {
    q: "do you do penetration testing? also have you helped any fintech get iso 27001",
    cls: "multi",
    expect: "/services/cybersecurity & /projects/security-infrastructure",
  },
  {
    q: "which regions do you have clients in, and what are your rates in dollars",
    cls: "multi",
    expect: "/#global-presence & /services#pricing",
  },
  {
    q: "react native or flutter for our app, and can you also design the screens",
    cls: "multi",
    expect: "/services/mobile-development & /services/ui-ux-design",
  },
  {
    q: "is the devops engineer job remote and what are the interview rounds",
    cls: "multi",
    expect: "/career & /career#hiring-process",
  },
  {
    q: "does your site use cookies and which country's law applies to its terms",
    cls: "multi",
    expect: "/legal/privacy & /legal/terms",
  },
  {
    q: "how do existing clients log in, and where do i ask for a quote for a new project",
    cls: "multi",
    expect: "/login & /quotation|/contact",
  },
  {
    q: "do you build ai that reads documents, and is there an article on getting ai pilots into real use",
    cls: "multi",
    expect: "/services/ai-machine-learning & /blog/future-of-ai",
  },
  {
    q: "how many weeks for a simple website and do you support it after launch",
    cls: "multi",
    expect: "/services/web-development|/contact & /contact",
  },
  {
    q: "when was nexora founded and how many projects done till now",
    cls: "multi",
    expect: "/about & /|/about",
  },
  // unanswerable
  {
    q: "exact final price for an app like zomato, just give me the number",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "which companies in dubai are your clients", cls: "unanswerable", expect: "fallback" },
  { q: "what is nexora's yearly turnover in crores", cls: "unanswerable", expect: "fallback" },
  {
    q: "do you develop blockchain smart contracts or nft marketplaces",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "how long is the probation period for new joiners",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "will you sign an nda before we share our startup idea",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "can we pay you in bitcoin", cls: "unanswerable", expect: "fallback" },
  { q: "any special discount for ngos and charities", cls: "unanswerable", expect: "fallback" },
  { q: "how old is arjun mehta", cls: "unanswerable", expect: "fallback" },
  { q: "do you make mobile games in unity", cls: "unanswerable", expect: "fallback" },
  {
    q: "do u handle paid ads on insta and fb for a clothing brand",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "signing bonus kitna milega for the senior typescript opening",
    cls: "unanswerable",
    expect: "fallback",
  },
  // off-topic
  { q: "kal bhopal me baarish hogi kya", cls: "off-topic", expect: "fallback" },
  { q: "ind vs aus live score", cls: "off-topic", expect: "fallback" },
  { q: "paneer butter masala ki recipe batao", cls: "off-topic", expect: "fallback" },
  { q: "write a python function to reverse a string", cls: "off-topic", expect: "fallback" },
  { q: "best phone under 20000 rupees", cls: "off-topic", expect: "fallback" },
  { q: "sunao koi accha sa chutkula", cls: "off-topic", expect: "fallback" },
];
