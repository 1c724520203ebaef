import type { EvalQuestion } from "./questions";

/**
 * The hundred-and-seventh held-out set, written on 2026-12-04 (session 60) by someone who does not
 * read or run the chat, from the site's content, while that round's tuning goes on. The
 * hundred-and-sixth set, scored once, is now `hundredAndSixthHeldOut` in questions.ts. None of its
 * questions is 75 % alike to a tuning question (character bigrams, punctuation dropped; at most
 * 0.732).
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "pen test me jo issues mile, unko fix karne ke baad dobara check karoge bina extra charge?",
    cls: "unreachable",
    expect: "/services/cybersecurity",
  },
  {
    q: "our insurance helpline gets 2k calls a day mostly in hindi — can your models turn them into text and tag the complaint type?",
    cls: "unreachable",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "that truck company's cloud move - the final DB cut-over on sunday night, was it done inside 20 min?",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "clients in qatar or saudi? which places in the gulf do you serve",
    cls: "unreachable",
    expect: "/",
  },
  {
    q: "SOC role: night duty rota hoga kya, allowance milta hai?",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "telemedicine numbers for the 12-hospital client — video calls in year one",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "our accounts run on Tally; could a custom app you write push GST bills into it",
    cls: "unreachable",
    expect: "/services/software-development",
  },
  {
    q: "QA stage of your delivery timeline — what's the deliverable I walk away with",
    cls: "unreachable",
    expect: "/services",
  },
  {
    q: "ML proof of value: 4 weeks? 8 weeks? how long on our own data",
    cls: "unreachable",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "when you test a clickable mock-up with real users, is it like 3 people or 20 each cycle",
    cls: "unreachable",
    expect: "/services/ui-ux-design",
  },
  {
    q: "jurisdiction clause - website disputes go to which court",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "the six-hour reporting rule in India for breaches, where did you write about it",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },

  // long
  {
    q: "We are a mid-sized textile exporter in Surat and every purchase approval still moves on paper files needing four signatures, it takes almost a week, so can your people help us digitise and automate that whole thing?",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "I own a small chain of pharmacies and my accountant keeps saying we should put all the branch sales into some kind of live dashboard so I can compare branches, is that something your team actually builds for businesses like mine?",
    cls: "long",
    expect: "/services/data-analytics",
  },
  {
    q: "Hi, a friend recommended you. We have an old inventory application written about ten years ago by a freelancer who vanished and now nobody dares touch it, would you be willing to take over that code and keep developing it?",
    cls: "long",
    expect: "/services/software-development",
  },
  {
    q: "We have roughly forty staff in an Indore office where the Wi-Fi keeps cutting out mid-call and laptops never get patched; can you take over the network and a support desk for us even though we are not in Bhopal?",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "Quick one before I submit anything on your site: once my message reaches you, who responds and within how long, is there an intro call, and do I have to pay for some study phase before you quote?",
    cls: "long",
    expect: "/contact",
  },
  {
    q: "our biggest enterprise customer has told us we must get ISO 27001 before they renew the contract next year and honestly we have no idea where to begin, is this something you can walk us through from start to finish?",
    cls: "long",
    expect: "/services/cybersecurity|/projects/security-infrastructure",
  },
  {
    q: "I am a final year BTech student from a college in Bhopal and I wanted to know whether your company is taking freshers right now, because I would really love to begin my career with a local IT firm like yours",
    cls: "long",
    expect: "/career",
  },
  {
    q: "My mother runs a small clinic and she wants an app where her patients can book a slot from their phone, on both android and iphone, and it should work even when the signal is weak, who at your company would build that?",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "We are a London startup looking for a stable group of engineers and testers who would work in our time zone as part of our own team for at least a year, roughly what would that kind of arrangement cost us per month?",
    cls: "long",
    expect: "/services",
  },
  {
    q: "Our marketing website runs on an old WordPress theme that takes ages to open on mobile and we barely show up on Google, could you rebuild it so it is quick and our team can still edit pages themselves?",
    cls: "long",
    expect: "/services/web-development",
  },
  {
    q: "Everybody tells me AI will change my business but every pilot we try dies quietly after the demo to management, do you have any article or advice about actually getting these things into daily use?",
    cls: "long",
    expect: "/blog/future-of-ai",
  },
  {
    q: "We are a trading company in Dubai with everything on two old servers in a cupboard and we want to shift to AWS or Azure, but I am really worried our systems will go offline for days during the move, how do you handle that?",
    cls: "long",
    expect: "/services/cloud-solutions|/projects/cloud-migration",
  },

  // typo
  {
    q: "cybr secuirty revew plus pentst for our web app",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  { q: "r u guys opn on satrday, wat time u close", cls: "typo", expect: "/contact|/login" },
  {
    q: "do u make flutter or recat native aps",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  {
    q: "machne lerning demnd forcast for grocry shop",
    cls: "typo",
    expect: "/services/ai-machine-learning",
  },
  { q: "contnuous deploymnt pipline + kubrnetes help", cls: "typo", expect: "/services/devops" },
  {
    q: "need ux reserch n clikable prototyp for our sass",
    cls: "typo",
    expect: "/services/ui-ux-design",
  },
  { q: "whats ur adress in bhopl, which road", cls: "typo", expect: "/contact" },
  { q: "nexra technolgies foundr name?", cls: "typo", expect: "/about" },
  { q: "do ur websit store cokies or trackrs", cls: "typo", expect: "/legal/privacy|/legal/terms" },
  { q: "hiring proces how many rouns of intervew", cls: "typo", expect: "/career" },
  { q: "hosptal apointment + billng projct detals", cls: "typo", expect: "/projects/healthcare" },
  {
    q: "dat warehous snowflak bigquerry pipeline",
    cls: "typo",
    expect: "/services/data-analytics",
  },

  // vocabulary
  {
    q: "saree showroom Jabalpur mein hai, ab Instagram ke alawa proper online shop chalana chahte",
    cls: "vocabulary",
    expect: "/services/web-development|/projects/ecommerce-platform",
  },
  {
    q: "hamare office ka computer network aur printer sambhalne wala banda chahiye",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "data chori na ho, hacking se company ko bachao",
    cls: "vocabulary",
    expect: "/services/cybersecurity|/blog/cybersecurity-practices",
  },
  {
    q: "looking for a rent-a-CTO a few days a month to steer our tech",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "customer ka data India mein hi rehna chahiye, cloud pe rakhna hai DPDP ke hisaab se",
    cls: "vocabulary",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  {
    q: "bot trained on our leave rules and SOP documents for employees to ask",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "mera 4 saal ka React experience hai, Nexora mein kuch jagah bani hai abhi?",
    cls: "vocabulary",
    expect: "/career",
  },
  {
    q: "make my app look nicer and less confusing for users",
    cls: "vocabulary",
    expect: "/services/ui-ux-design",
  },
  {
    q: "code ko live pe automatic bhejna hai, no more weekend releases",
    cls: "vocabulary",
    expect: "/services/devops",
  },
  { q: "kitne saal purani company hai aapki", cls: "vocabulary", expect: "/about" },
  {
    q: "our managers keep fighting over whose excel numbers are right, we need one version of the truth",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "get rid of paper registers and couriers, sign stuff online instead",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },

  // ambiguous
  {
    q: "AWS ka monthly invoice double ho gaya hai, optimise kar sakte ho?",
    cls: "ambiguous",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  {
    q: "timeline of the multi-hospital software build, start to finish months",
    cls: "ambiguous",
    expect: "/projects/healthcare",
  },
  {
    q: "support desk timings for our staff's laptop problems — weekends too?",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  {
    q: "flexible working — which hours of the day do staff have to overlap",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "I applied for the data engineer job on monday, when should I expect a response",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "that 2-3 week study you do before quoting — what's the fee",
    cls: "ambiguous",
    expect: "/services|/contact",
  },
  {
    q: "analytics engagement: weeks until a first usable report shows up",
    cls: "ambiguous",
    expect: "/services/data-analytics",
  },
  {
    q: "harbourline logistics savings after AWS, what percent",
    cls: "ambiguous",
    expect: "/projects/cloud-migration|/",
  },
  {
    q: "will you bill us in dollars since we are a US company",
    cls: "ambiguous",
    expect: "/services",
  },
  {
    q: "how long to make a simple company website",
    cls: "ambiguous",
    expect: "/services/web-development|/contact",
  },
  {
    q: "I sent an enquiry in 2025 and never hired you; is my info still sitting on your server and until when?",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  {
    q: "if a critical system breaks at 2am outside office hours and we have a support contract, who picks up",
    cls: "ambiguous",
    expect: "/login|/",
  },

  // multi
  {
    q: "what's your phone number, and do you do penetration testing?",
    cls: "multi",
    expect: "/contact & /services/cybersecurity",
  },
  {
    q: "who runs tech at Nexora (CTO name) & your street address please",
    cls: "multi",
    expect: "/about & /contact",
  },
  {
    q: "iOS app build plus the UX design for it — both possible?",
    cls: "multi",
    expect: "/services/mobile-development & /services/ui-ux-design",
  },
  {
    q: "results of the cloud migration case study + which CI/CD tools your devops team uses",
    cls: "multi",
    expect: "/projects/cloud-migration & /services/devops",
  },
  {
    q: "is there a blog post on cloud trends, and any openings for devops engineers?",
    cls: "multi",
    expect: "/blog/cloud-trends & /career",
  },
  {
    q: "terms of service mein jurisdiction kya hai aur privacy policy mein cookies use hote hai kya",
    cls: "multi",
    expect: "/legal/terms & /legal/privacy",
  },
  {
    q: "do you do data analytics? mobile apps? UI design too?",
    cls: "multi",
    expect: "/services/data-analytics & /services/mobile-development & /services/ui-ux-design",
  },
  {
    q: "ecommerce project ka result kya tha aur healthcare wale ka kya",
    cls: "multi",
    expect: "/projects/ecommerce-platform & /projects/healthcare",
  },
  {
    q: "when was nexora started and what time do you open on weekdays",
    cls: "multi",
    expect: "/about & /contact",
  },
  {
    q: "we need help with ISO 27001 certification and also with moving our servers to Azure",
    cls: "multi",
    expect: "/services/cybersecurity & /services/cloud-solutions",
  },
  {
    q: "what engagement models do you offer, and how do clients log in to see their project?",
    cls: "multi",
    expect: "/services & /login",
  },
  {
    q: "do you build AI chatbots, and who wrote your article on AI pilots?",
    cls: "multi",
    expect: "/services/ai-machine-learning & /blog/future-of-ai",
  },

  // unanswerable
  {
    q: "how many crores did nexora bill clients in total during 2025-26",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "NSE/BSE par nexora ka share milta hai kya", cls: "unanswerable", expect: "fallback" },
  { q: "has any VC or angel put money into nexora", cls: "unanswerable", expect: "fallback" },
  {
    q: "name of the recruiter who screens CVs so I can personalise my letter",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "we want an NFT marketplace on Polygon, is that your cup of tea",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "share of female engineers at nexora, roughly?", cls: "unanswerable", expect: "fallback" },
  { q: "what % of staff leave each year", cls: "unanswerable", expect: "fallback" },
  {
    q: "coming by SUV for a meeting on Hoshangabad Road, is there a spot to leave it",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "will you relocate and sponsor a developer from Nigeria to work in India",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "white-label partner program for agencies reselling your services?",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "Arjun sir ka WhatsApp number dedo", cls: "unanswerable", expect: "fallback" },
  {
    q: "awards or rankings won by nexora recently, e.g. NASSCOM",
    cls: "unanswerable",
    expect: "fallback",
  },

  // off-topic
  {
    q: "poha-jalebi breakfast recommendation near Bhopal railway station",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "compose a haiku on rain in Hindi", cls: "off-topic", expect: "fallback" },
  { q: "IPL 2027 auction mein sabse mehenga player kaun", cls: "off-topic", expect: "fallback" },
  { q: "steps to cook dal makhani in a pressure cooker", cls: "off-topic", expect: "fallback" },
  { q: "solve 245 divided by 7", cls: "off-topic", expect: "fallback" },
  { q: "my goldfish is floating sideways, what do I do", cls: "off-topic", expect: "fallback" },
];
