import type { EvalQuestion } from "./questions";

/**
 * The ninety-fourth held-out set, written on 2026-12-04 (session 57) by someone who does not read
 * or run the chat, from the site's content, while that round's tuning goes on. The ninety-third
 * set, scored once, is now `ninetyThirdHeldOut` in questions.ts. None of its questions is 75 %
 * alike to a tuning question (character bigrams, punctuation dropped; at most 0.749).
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "the FMCG distributor where you built forecasting, their numbers used to be a week stale, how current are they now",
    cls: "unreachable",
    expect: "/projects/ai-analytics",
  },
  {
    q: "after the 12-hospital rollout, how many patients saw a doctor over video in the first twelve months",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "for the trucking company's Oracle switchover to RDS, how long was the Sunday night window",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "the lending startup you secured, how big had their headcount grown to when they called you in",
    cls: "unreachable",
    expect: "/projects/security-infrastructure",
  },
  {
    q: "Priya's 2027 cloud piece claims tagging and shutting idle environments saves a chunk of the first year's bill. What percentage range?",
    cls: "unreachable",
    expect: "/blog/cloud-trends",
  },
  {
    q: "the Vikram blog post, what's his deadline for fixing critical bugs on servers exposed to the internet",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "devops engineer vacancy - is the on-call rotation paid or just part of the job",
    cls: "unreachable",
    expect: "/career",
  },
  {
    q: "For an AI pilot on our own data, how many weeks does your proof-of-value prototype usually run?",
    cls: "unreachable",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "our previous vendor walked away mid-project. if you take over their repo, how long is the initial review before you start coding",
    cls: "unreachable",
    expect: "/services/software-development",
  },
  {
    q: "if we go cross-platform rather than separate Swift and Kotlin apps, how much cheaper is it roughly",
    cls: "unreachable",
    expect: "/services/mobile-development",
  },
  {
    q: "suppose I have a legal complaint about nexora.example, which court would I have to file it in",
    cls: "unreachable",
    expect: "/legal/terms",
  },
  {
    q: "any existing customers in New Zealand or Malaysia?",
    cls: "unreachable",
    expect: "/",
  },

  // long
  {
    q: "We make brake components in Pithampur and our final inspection is still done by eye at the end of each shift, twice this year our OEM customer rejected a whole lot for defects we missed and charged us a penalty, someone at a trade fair told me cameras with AI can catch these automatically, is that something your team actually builds",
    cls: "long",
    expect: "/services/ai-machine-learning|/blog/future-of-ai",
  },
  {
    q: "So we're a US-based VC fund about to put money into a SaaS startup with its engineering team in Pune, and before we sign we'd like someone independent to go through their code, architecture and the team itself and tell us honestly what we're buying, do you take on that kind of assignment",
    cls: "long",
    expect: "/services/it-consulting",
  },
  {
    q: "we're a 30-person CA firm and email still runs on some cheap hosting my cousin set up years ago, mailboxes fill up, two laptops went missing last tax season with client files on them, and I want everyone moved to Microsoft 365 with the laptops locked down properly, who at your end would handle this",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "Our D2C brand's AWS invoice has roughly doubled over twelve months while orders grew maybe 20 percent, the developers say everything is needed but no one can tell me which team or environment is eating the money, I need somebody to untangle this and bring it down",
    cls: "long",
    expect: "/services/cloud-solutions|/blog/cloud-trends",
  },
  {
    q: "a large bank we want to sell to has sent us a 200-question security questionnaire, and honestly we have no written policies, no one reviews who has admin access and we've never had a penetration test, we're 60 people and can't afford to lose this deal, how would you get us ready",
    cls: "long",
    expect: "/services/cybersecurity",
  },
  {
    q: "I'm a real estate developer with three residential projects in Raipur and buyers keep calling the site office to ask about construction progress and when the next installment is due, I'd love them to have an app where they see photos of their tower and pay by UPI straight away, can you make something like that",
    cls: "long",
    expect: "/services/mobile-development",
  },
  {
    q: "our 14 eye clinics each run different software, patients retell their history at every visit and insurers sit on our claims for weeks, I need proof you have fixed exactly this somewhere else before I pitch it to the trustees",
    cls: "long",
    expect: "/projects/healthcare",
  },
  {
    q: "my on-call engineers get woken up at 3am by alerts that turn out to be nothing, we have five different dashboards and still can't work out why checkout slowed down last Tuesday, the team is burning out and I'm the one who has to fix it, what would you do first",
    cls: "long",
    expect: "/services/devops",
  },
  {
    q: "In our plant every purchase request is a paper form that needs four signatures, it sits on someone's desk for five days while the supplier waits, the MD wants it done on the phone and approved the same day but half my supervisors have never used anything beyond WhatsApp, how do you go about changing something like that",
    cls: "long",
    expect: "/services/digital-transformation",
  },
  {
    q: "We've won a contract to run the public portal for a state welfare scheme, it has to work in both Hindi and English, be usable by visually impaired citizens with screen readers, and the department's clerks must be able to update notices themselves without calling a developer, is this your area",
    cls: "long",
    expect: "/services/web-development",
  },
  {
    q: "I've spent about three and a half years at a branding agency in Kochi designing apps in Figma and running small user interviews, I don't want to relocate because my parents live with me, is there a design role at Nexora I could do from home and what does it pay",
    cls: "long",
    expect: "/career",
  },
  {
    q: "we have never hired an outside tech company before and my partners are nervous about committing lakhs upfront, what I'd like is a small paid exercise first where you understand our business and give us a plan and a proper quote, what would that first piece cost and take",
    cls: "long",
    expect: "/services#pricing",
  },

  // typo
  { q: "saterday timngs kya h, til wat time open", cls: "typo", expect: "/contact" },
  {
    q: "freshr here, 2024 passout, can i apply for data enginer role",
    cls: "typo",
    expect: "/career",
  },
  {
    q: "cn u migrat our sql servr databse to azure wihtout downtym",
    cls: "typo",
    expect: "/services/cloud-solutions",
  },
  {
    q: "isO cert for our compny, can u guide us thru it n how many mnths",
    cls: "typo",
    expect: "/services/cybersecurity|/projects/security-infrastructure",
  },
  { q: "bhopal me exact locaton kaha h ur ofice, landmark?", cls: "typo", expect: "/contact" },
  {
    q: "need k8s + github actons setup, smal startp",
    cls: "typo",
    expect: "/services/devops",
  },
  {
    q: "only want figma desgns for our app, we hav our own devlprs",
    cls: "typo",
    expect: "/services/ui-ux-design",
  },
  { q: "dedicatd tem monthy cost in dollers?", cls: "typo", expect: "/services#pricing" },
  {
    q: "sho me a case stdy of fintech securty wrk",
    cls: "typo",
    expect: "/projects/security-infrastructure",
  },
  { q: "who is teh foundr n ceo", cls: "typo", expect: "/about" },
  {
    q: "wich dashbord tool u use, powr bi or metabse",
    cls: "typo",
    expect: "/services/data-analytics",
  },
  {
    q: "do yu keep my chat msgs on ur servr or wat",
    cls: "typo",
    expect: "/legal/privacy",
  },

  // vocabulary
  {
    q: "hamare hotel ke liye booking app bana sakte ho jo iPhone aur Android dono pe chale?",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "GST invoice banane wala custom system chahiye jo Tally ke saath data bheje",
    cls: "vocabulary",
    expect: "/services/software-development",
  },
  {
    q: "part-time tech head chahiye jo mahine mein kuch din aake direction de, full-time rakhne ka budget nahi",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "want our CA practice to pop up on page one when someone googles chartered accountant in Jaipur",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  {
    q: "hamara saara data Excel sheets aur Busy software mein bikhra hai, ek jagah laake MIS reports chahiye",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "staff ke saath fake phishing mail wali mock drill karwa sakte ho?",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "order dispatch hote hi customer ke WhatsApp pe update pahunch jaye, ye automate kar sakte ho?",
    cls: "vocabulary",
    expect: "/services/digital-transformation|/services/software-development",
  },
  {
    q: "joining ke baad family health insurance kitne ka hota hai, parents included?",
    cls: "vocabulary",
    expect: "/career",
  },
  {
    q: "ek fixed scope project ka roughly kitne lakh ka kharcha aata hai?",
    cls: "vocabulary",
    expect: "/services#pricing",
  },
  {
    q: "got any clients down under, like Sydney side?",
    cls: "vocabulary",
    expect: "/",
  },
  {
    q: "our godown office has wifi dead spots everywhere, can your guys come measure and sort it",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "company ke SOP aur policy PDFs se staff ke doubts clear karne wala AI assistant ban sakta hai?",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },

  // ambiguous
  {
    q: "our billing server died at 2 am once, if that repeats who from your side will answer the phone",
    cls: "ambiguous",
    expect: "/services/it-infrastructure|/login",
  },
  {
    q: "realistically how many weeks before the first report screen is live",
    cls: "ambiguous",
    expect: "/services/data-analytics",
  },
  {
    q: "by how much did the logistics client's monthly bill drop after you were done",
    cls: "ambiguous",
    expect: "/projects/cloud-migration",
  },
  {
    q: "during the build, whose GitHub account is the code sitting in, yours or ours",
    cls: "ambiguous",
    expect: "/services/software-development",
  },
  {
    q: "thinking of applying — are the timings fixed nine to six or is there some flexibility",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "we're a new firm of 15 people, can you set up Office and email for everyone",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },
  {
    q: "we have nine branches, can a patient's file follow them whichever branch they walk into",
    cls: "ambiguous",
    expect: "/projects/healthcare",
  },
  {
    q: "which engagement model fits if our scope will keep shifting every few weeks",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "our sales pipeline sits in three different CRMs, can you merge it into one report",
    cls: "ambiguous",
    expect: "/services/data-analytics",
  },
  {
    q: "what security is there around the details I type into your quote form",
    cls: "ambiguous",
    expect: "/legal/privacy",
  },
  {
    q: "which of your openings is the one where I'd be planning migration waves and cut-overs",
    cls: "ambiguous",
    expect: "/career",
  },
  {
    q: "hundreds of customer tickets a day land in one inbox, can a model sort and route them for us",
    cls: "ambiguous",
    expect: "/services/ai-machine-learning|/blog/future-of-ai",
  },

  // multi
  {
    q: "who runs cybersecurity at your firm and where is he based? also, do you pentest APIs",
    cls: "multi",
    expect: "/about & /services/cybersecurity",
  },
  {
    q: "USD range for time-and-materials work? And do you already have clients in the US",
    cls: "multi",
    expect: "/services#pricing & /",
  },
  {
    q: "Do you build progressive web apps, and what mobile page load did the fashion retailer's shop end up with",
    cls: "multi",
    expect: "/services/web-development & /projects/ecommerce-platform",
  },
  {
    q: "is the retest free once we patch the pentest findings, and how fast does someone reply to the contact form",
    cls: "multi",
    expect: "/services/cybersecurity & /contact",
  },
  {
    q: "do you work with dbt and Airflow? and is the data engineer post remote or hybrid",
    cls: "multi",
    expect: "/services/data-analytics & /career",
  },
  {
    q: "which AWS regions did the logistics migration use, and could you set up cross-region disaster recovery for us too",
    cls: "multi",
    expect: "/projects/cloud-migration & /services/cloud-solutions",
  },
  {
    q: "why do AI pilots stall according to Arjun's blog post, and is he the one who founded the company",
    cls: "multi",
    expect: "/blog/future-of-ai & /about",
  },
  {
    q: "Hindi speech-to-text possible? Also got a demand forecasting case study I can read?",
    cls: "multi",
    expect: "/services/ai-machine-learning & /projects/ai-analytics",
  },
  {
    q: "will the app go live under our own Play Store account, and how do I get the enquiry details I sent you erased",
    cls: "multi",
    expect: "/services/mobile-development & /legal/privacy",
  },
  {
    q: "can you audit our existing app for WCAG accessibility, and does this site of yours run Google Analytics",
    cls: "multi",
    expect: "/services/ui-ux-design|/services/web-development & /legal/privacy",
  },
  {
    q: "is there a warranty once a fixed-price build launches, and are the client results on your site guaranteed for us",
    cls: "multi",
    expect: "/services#pricing & /legal/terms",
  },
  {
    q: "walk me through your six delivery stages, and tell me if a small team like ours really needs Kubernetes",
    cls: "multi",
    expect: "/services & /services/devops|/blog/cloud-trends",
  },

  // unanswerable
  {
    q: "what's the yearly attrition rate among your engineers",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "is Nexora Udyam registered as an MSME? our tender asks for the certificate",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you hold PI cover, and for what amount",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "what's the average age of people on your engineering team",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "summer training for 3rd year engineering students, do you take any",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "annual revenue figure for nexora, approx crores",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "can invoices be paid in stablecoins", cls: "unanswerable", expect: "fallback" },
  {
    q: "Unity or Unreal game dev for our kids brand",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "will you buy out my 90-day notice period if I get an offer",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "free meals or a cafeteria at your workplace?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "we need drone survey and GIS mapping of our mining site, is that a service you offer",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "are your people background-verified before they're put on a client's project",
    cls: "unanswerable",
    expect: "fallback",
  },

  // off-topic
  { q: "masala chai banane ka sahi tarika bina doodh ke", cls: "off-topic", expect: "fallback" },
  { q: "IPL trophy last season kis team ne uthaya", cls: "off-topic", expect: "fallback" },
  {
    q: "what tyre pressure should I keep in a Royal Enfield Classic 350",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "best fertiliser for tomato plants growing on a balcony",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "distance from earth to moon in km?", cls: "off-topic", expect: "fallback" },
  {
    q: "kids ke science project ke liye volcano model kaise banaye",
    cls: "off-topic",
    expect: "fallback",
  },
];
