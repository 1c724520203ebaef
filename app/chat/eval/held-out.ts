import type { EvalQuestion } from "./questions";

/**
 * The sixty-third held-out set, written on 2026-12-03 (session 49) by someone who does not read
 * or run the chat, from the site's content, while that round's tuning goes on. The sixty-second
 * set, scored once, is now `sixtySecondHeldOut` in questions.ts. None of its questions is 75 %
 * alike to a tuning question (character bigrams, punctuation dropped; at most 0.738).
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "for that RBI regulated lender whose security you redid, what percentage of employees ended up on phishing-proof sign in",
    cls: "unreachable",
    expect: "/projects/security-infrastructure",
  },
  {
    q: "remote cloud/devops opening: which CI tool do they want me to have used, is gitlab ok or only jenkins",
    cls: "unreachable",
    expect: "/career#cloud-devops-engineer",
  },
  {
    q: "when the trucking company's big oracle db was switched over to RDS, on which night was it and how many minutes was the window",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "that FMCG distributor with the demand forecasting, how many shops/retailers do they supply",
    cls: "unreachable",
    expect: "/projects/ai-analytics",
  },
  {
    q: "if my wifi cuts out just as I press send on your form, does my browser hold on to it, and for how many days max",
    cls: "unreachable",
    expect: "/legal/privacy",
  },
  {
    q: "supposing there's a disagreement about the website, how many days do you ask us to try settling it with you before going to court",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "in the 2027 cloud trends write-up, what % saving on the first year bill do the finops habits typically bring",
    cls: "unreachable",
    expect: "/blog/cloud-trends",
  },
  {
    q: "my IT guy says the government must be told about a hack within a few hours, your security blog had the exact number, what was it",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "in your six-step way of working, at which stage do I get to click through a prototype before coding begins",
    cls: "unreachable",
    expect: "/services#process",
  },
  {
    q: "any customers in new zealand, or is australia the only one down under",
    cls: "unreachable",
    expect: "/#global-presence",
  },
  {
    q: "how many paid leaves per year do employees get apart from public holidays",
    cls: "unreachable",
    expect: "/career#why-work-with-us",
  },
  {
    q: "the hands-on problem solving round in your hiring, how long does it run and how many of your people sit in",
    cls: "unreachable",
    expect: "/career#hiring-process",
  },

  // long
  {
    q: "We launched our booking app last year and the reviews keep calling it confusing, half the people quit in the middle of signing up, my co-founder wants to redo everything but I'd rather first have outsiders watch real users try it and tell us what's actually broken, would you take on something like that?",
    cls: "long",
    expect: "/services/ui-ux-design",
  },
  {
    q: "our previous freelancer vanished after building about half of our stock management tool in Node and honestly nobody left here understands his code, so before we scrap it all I wanted to ask whether your team picks up an unfinished project someone else started and carries it forward",
    cls: "long",
    expect: "/services/software-development",
  },
  {
    q: "I own a small solar panel installation company in Jabalpur and the site we have was made by my cousin in 2016, it looks broken on phones and nobody finds us on Google, so I need a fresh one that my office staff can update on their own",
    cls: "long",
    expect: "/services/web-development",
  },
  {
    q: "I've spent around six years writing React and Node at a product startup in Bengaluru and now want to move back near my parents in MP, so is your senior TypeScript opening hybrid and roughly what does it pay",
    cls: "long",
    expect: "/career#senior-full-stack-engineer",
  },
  {
    q: "We are a UK based SaaS company with a huge roadmap and rather than a one-off project we'd like a steady group of developers and testers working only on our product for a year or more in our own time zone, how would such an arrangement work with you and what would it cost per month",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "my uncle is visiting Bhopal this weekend and wants to drop by in person to talk about software for the school he runs, are you people even open on Saturday and until what time",
    cls: "long",
    expect: "/contact",
  },
  {
    q: "we run a call centre for a cooperative bank in Lucknow and there are hundreds of hours of recorded customer calls in Hindi mixed with English, management wants them turned into text and sorted by complaint type automatically, can your AI team handle Hindi audio like that",
    cls: "long",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "a big European customer told us they'll only renew our contract if we get certified for information security, ISO something, and we have no clue where to start with policies and audits, so could you walk us through the whole thing until we pass",
    cls: "long",
    expect: "/services/cybersecurity|/projects/security-infrastructure",
  },
  {
    q: "we're a small angel group about to put money into an edtech startup whose demo looks slick, but none of us can judge whether the code and architecture behind it are any good, would you examine their product and team independently before we sign",
    cls: "long",
    expect: "/services/it-consulting",
  },
  {
    q: "our housing society management firm gets about three hundred calls a day from residents asking about maintenance dues and complaint status, surely there's a way they could check that on WhatsApp or some portal by themselves instead of phoning us",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "I'm a little paranoid about chat boxes on websites because I've read they ship everything to some American AI company, so before I type in any internal details of our firm, where exactly does what I write here end up",
    cls: "long",
    expect: "/legal/privacy",
  },
  {
    q: "every consultant we talk to says our team of six developers must move everything onto Kubernetes to be modern, but for four small services it seems like a lot of overhead, what is your honest take on whether we really need it",
    cls: "long",
    expect: "/services/devops|/blog/cloud-trends",
  },

  // typo
  {
    q: "we want to go paperles, digitel transformetion of our aprovals",
    cls: "typo",
    expect: "/services/digital-transformation",
  },
  {
    q: "pentesting of our api n andriod app by certifed testrs",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  {
    q: "bi dashbords frm our erp dtaa, analytcs servise",
    cls: "typo",
    expect: "/services/data-analytics",
  },
  {
    q: "custum softwear for invntory managment",
    cls: "typo",
    expect: "/services/software-development",
  },
  { q: "devop consultancy ci cd piplines jenkens", cls: "typo", expect: "/services/devops" },
  { q: "it consultansy fractionl cto servis", cls: "typo", expect: "/services/it-consulting" },
  {
    q: "helpdsk suport for offce laptps and wify",
    cls: "typo",
    expect: "/services/it-infrastructure",
  },
  {
    q: "data engeneer post pay scal and experiance needed",
    cls: "typo",
    expect: "/career#data-engineer",
  },
  {
    q: "were can i reed ur termz off servise for the websyte",
    cls: "typo",
    expect: "/legal/terms",
  },
  {
    q: "whats the pryce of the discovary phaze n its durashun",
    cls: "typo",
    expect: "/services#pricing|/contact",
  },
  {
    q: "e comerce plattform case studdy fashon retailer",
    cls: "typo",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "blogg post abt takin ai pilotes into dailly work",
    cls: "typo",
    expect: "/blog/future-of-ai",
  },

  // vocabulary
  {
    q: "hamare munim ji Tally mein entry karte hain, aisa system banao jo GST invoice nikale aur seedha Tally mein sync ho",
    cls: "vocabulary",
    expect: "/services/software-development",
  },
  {
    q: "Play Store aur App Store pe app live karwane ka kaam bhi aap log karte ho?",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "chatgpt jaisa bot chahiye jo hamari company ke PDFs padh ke staff ko jawab de",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "we want to move our company mails from rediffmail to outlook, who can do it",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "UI designer ki naukri hai kya abhi, figma aata hai mujhe",
    cls: "vocabulary",
    expect: "/career#product-designer",
  },
  {
    q: "AWS pe paisa paani ki tarah beh raha hai, usage ka kharcha ghatane mein help chahiye",
    cls: "vocabulary",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  {
    q: "is company ke founder sahab kaun hain aur pehle kahan kaam karte the",
    cls: "vocabulary",
    expect: "/about",
  },
  {
    q: "tableau type sales reports for our regional managers",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "logo aur brand identity bhi design karte ho kya",
    cls: "vocabulary",
    expect: "/services/ui-ux-design",
  },
  {
    q: "can we go pay-as-you-go instead of one lump sum contract",
    cls: "vocabulary",
    expect: "/services#pricing|/contact",
  },
  {
    q: "kal aapke daftar aana hai milne, pata bhej do poora",
    cls: "vocabulary",
    expect: "/contact",
  },
  {
    q: "VAPT audit karwana hai hamari web application ka",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },

  // ambiguous
  {
    q: "suppose after eight months we want to shrink the engineers you assigned us, what notice period applies",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "as someone working for you, which hours of the day am I expected to be reachable",
    cls: "ambiguous",
    expect: "/career#why-work-with-us",
  },
  {
    q: "our hospital billing counters are a mess and insurance claims get stuck for weeks, ever fixed billing like that for someone",
    cls: "ambiguous",
    expect: "/projects/healthcare",
  },
  {
    q: "can someone review where our IT budget is leaking and what we should cut",
    cls: "ambiguous",
    expect: "/services/it-consulting",
  },
  {
    q: "after I mail my resume, how long until a human actually replies",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "we have a branch office in Gwalior, will your engineers come there or only to Bhopal offices",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  {
    q: "where can our finance guy download the invoices and project docs for our current engagement with you",
    cls: "ambiguous",
    expect: "/login",
  },
  {
    q: "who wrote the cloud piece on your blog and when was it published",
    cls: "ambiguous",
    expect: "/blog/cloud-trends",
  },
  {
    q: "is there any test in your hiring, like a take-home assignment over the weekend",
    cls: "ambiguous",
    expect: "/career#hiring-process",
  },
  {
    q: "our old android app's crash rate is awful, can you rescue it rather than start from zero",
    cls: "ambiguous",
    expect: "/services/mobile-development",
  },
  {
    q: "what interest rate do you charge on a business loan",
    cls: "ambiguous",
    expect: "fallback",
  },
  {
    q: "fees for your python course and do you give a certificate at the end",
    cls: "ambiguous",
    expect: "fallback",
  },

  // multi
  {
    q: "address of your bhopal place plus: could I do the cloud engineer role sitting in Kochi",
    cls: "multi",
    expect: "/contact & /career#cloud-devops-engineer",
  },
  {
    q: "whats the name of your tech head lady and which article on the site did she author",
    cls: "multi",
    expect: "/about & /blog/cloud-trends",
  },
  {
    q: "can your team do a cross-platform app in flutter, and for a fixed scope what's the starting budget range",
    cls: "multi",
    expect: "/services/mobile-development & /services#pricing",
  },
  {
    q: "are you ISO certified yourselves, and do you run phishing simulation trainings for staff",
    cls: "multi",
    expect: "/about|/ & /services/cybersecurity",
  },
  {
    q: "data engineer ka package kitna hai? also do you have any clients in Europe",
    cls: "multi",
    expect: "/career#data-engineer & /#global-presence|/about",
  },
  {
    q: "company kab shuru hui thi aur office ka full address kya hai",
    cls: "multi",
    expect: "/about & /contact",
  },
  {
    q: "can you keep our cloud data inside India, and what does your privacy policy say about where my form details are stored",
    cls: "multi",
    expect: "/services/cloud-solutions & /legal/privacy",
  },
  {
    q: "kubernetes setup bhi karte ho? aur devops engineer job ke liye kitne saal ka experience chahiye",
    cls: "multi",
    expect: "/services/devops & /career#cloud-devops-engineer",
  },
  {
    q: "done any work for a fintech? and can you help us follow RBI rules on where data is kept in the cloud",
    cls: "multi",
    expect: "/projects/security-infrastructure & /services/cloud-solutions",
  },
  {
    q: "three things: can you do a ux audit of our current app, what does the discovery phase cost, and how quickly will you reply if I message you",
    cls: "multi",
    expect: "/services/ui-ux-design & /services#pricing|/contact & /contact",
  },
  {
    q: "do you work with Power BI, and have you done demand forecasting around festivals for anyone",
    cls: "multi",
    expect: "/services/data-analytics & /projects/ai-analytics",
  },
  {
    q: "hiring any UX designers right now? what are the interview rounds like",
    cls: "multi",
    expect: "/career#product-designer & /career#hiring-process",
  },

  // unanswerable
  {
    q: "if we stop the discovery phase halfway through, do we get part of the money back",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "can we pay your invoices by credit card or is it bank transfer only",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you come for campus placements at MANIT or other bhopal engineering colleges",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you provide cab drop for the night shift people in the SOC",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "is there a service bond or training bond for new joiners",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "could you build us an apple watch or wear os companion app for our fitness brand",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "roughly what share of your engineers quit last year, what is the attrition like",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "on which date of the month does salary get credited to staff accounts",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "when someone new joins, how many months of probation do they serve before being confirmed",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "those twelve hospitals where you did the patient records and video consults, which group is it, can I call their IT head as a reference",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "I'll drive over for the meeting, can I leave my car in your building's basement",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "my father uses a wheelchair, can he get up to your third floor easily for the meeting",
    cls: "unanswerable",
    expect: "fallback",
  },

  // off-topic
  {
    q: "which team won the 2011 cricket world cup final and who hit the winning six",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "Bhopal se Indore ki bus ka kiraya kitna hai aajkal", cls: "off-topic", expect: "fallback" },
  {
    q: "suggest a cute name for my new pet tortoise, she is very slow",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "how many glasses of water should a grown man drink in a hot Indian summer",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "poha kaise banate hain kam tel mein, step by step batao",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "aadhaar card mein address kaise update karein", cls: "off-topic", expect: "fallback" },
];
