/**
 * Intents: the facts visitors ask for most, recognised by patterns over the folded question
 * (see `fold`), each with negative patterns for the look-alikes that must not trigger it: "cut our
 * cloud bill" is not a pricing question, "how long have you been in business" is not a question
 * about project timelines. An intent names the section that answers it.
 */
import { fold } from "./normalise";

export type Intent = {
  id: string;
  /** The section that answers it (see sections.ts). */
  section: string;
  /** Any of these matches… */
  match: RegExp[];
  /** …unless any of these does. */
  not?: RegExp[];
  /**
   * Any of these, with a match, asks for what the site does not say ("train timings", "one
   * developer's hourly rate"): the honest answer is the fallback, not a look-alike's page.
   */
  off?: RegExp[];
};

/** A question about a specific subject the site answers on its own page, not a generic fact. */
const cloudCost =
  /\b(cloud|aws|azure|gcp|hosting|server|infra\w*|bills?|reduce|cut|lower|sav\w+|optimi\w+|finops)\b/;

/**
 * What people who work here get (the careers page's benefits): leave, medical cover, learning
 * budget, allowances, asked about employees or about working here.
 */
const staffBenefit =
  /^(?=.*\b(leaves?|chh?utti\w*|holidays?|time off|days off|vacations?|sick days|medical|health|insurance|mediclaim|cover|perks|benefits|(learning|training) (budget|money|allowance)|budget for (learning|training)|courses|certifications|exams?|conferences|allowance|bonus|lunch|meals?|cafeteria|canteen|stock (options?|ownership)|esops?|equity|flexi(ble)?|hours|mentor\w*)\b)(?=.*\b(employees?|staff|people|engineers|developers|workers|team members|(as an?|if i am an?|im an?) (developer|engineer)|(the|this|that) (job|role)|joiners?|nexora|work(ing)? (here|there|for you|at|with you)|join(ing)? (you|nexora|as)|(if|when|once|after) (i|s?he) (joins?|joined|start|get hired|come (on )?a?board)|join(ing| karne) ke baad)\b)/;

/** The careers page's learning budget, whoever asks ("learning budget kitna milta hai"). */
const learningBudget = /\blearning (budget|allowance)\b/;

/**
 * Work a client would give us, not a vacancy: "is that a job you would take", "do you take those
 * jobs", "will your engineers come", "do you handle that kind of job", "a small job", "a
 * fixed-scope job"; nor work we did ("the forecasting job you did").
 */
export const workForUs =
  /\b(a|that|this|the|such) (job|project|gig) (you|u|for you|your team)\b|\b(take|accept|handle) (those|these|such|that|this) (jobs?|gigs?)\b|\byour (engineers?|people|team) (\w+ )?(come|visit)|\b(that|this|such) (kind|sort|type) of job|\b(small|one off|quick|fixed (scope|price)( \w+)?) job\b|\bjob (you|u) did\b/;

/**
 * The visitor's own people: "our staff", "my team" (unless it is our invoices they are after:
 * "where can our accounts team pull up the invoices").
 */
const visitorsPeople = /^(?!.*invoic).*\b(our|my|their) (\w+ )?(staff|employees|team|people)\b/;

export const intents: readonly Intent[] = [
  {
    id: "handoff",
    section: "contact:person",
    match: [
      /\b(talk|speak|chat) (to|with) (a |an |some|your )?(human|person|someone|somebody|agent|representative|real|team|sales|manager)/,
      /\b(aap ?se|kisi se) baat\b|\b(real|actual) (person|human)\b|\bcall ?((me|us) )?back\b/,
    ],
  },
  {
    // Who a client calls when systems go down: "our servers went down at 2am, who do we call".
    id: "urgent",
    section: "support:hours",
    match: [
      /^(?=.*\bwho (do|should|can) (we|i) (call|ring|contact)\b).*\b(down|outage|hack\w*|\d+ ?am)\b/,
    ],
  },
  {
    // How soon we answer a message: "when will someone get back to me".
    id: "reply",
    section: "contact:email",
    match: [
      /\b(get(ting)?|hear|come) back to (me|us|people)\b/,
      // ("how soon does someone write back", "when will i hear back")
      /\b(how (soon|quickly|fast|long)|when)\b.*\b(writes?|hear) back\b/,
      /\b(how (soon|quickly|fast|long)|when|turn ?around)\b.*\b(repl(y|ies)|respon(d|se)|revert|answer(s|ing)?)\b/,
      /\b(response|reply) time\b|\bsame day (\w+ )?(reply|response|answer)\b/,
    ],
    // (…nor a job seeker's: "if i apply how long before i hear back" is the hiring process)
    not: [
      /\b(support|tickets?|incidents?|outages?|down|attacks?|breach\w*|portal|sla|apply|applied|applications?|cv|resume|interview\w*)\b/,
    ],
  },
  {
    // How we hire ("the process for candidates", "how many interview rounds"), not a user
    // interview.
    id: "hiring",
    section: "careers:hiring",
    match: [
      /^(?=.*\b(process|stages|rounds)\b).*\b(candidates?|interview\w*|appl(y|ied|ications?)|hiring)\b/,
    ],
    not: [/\b(users?|customers?|usability)\b/],
  },
  {
    // How a project runs with us, step by step ("your delivery process", "the steps you
    // follow"), not the hiring process nor a service's own ("your ux process").
    id: "process",
    section: "process",
    match: [
      /\b(your|delivery|project) (process|steps|stages)\b|\b(steps|stages) (do )?(you|u) follow|\b(steps|stages|phases) from (kick ?off|start|idea)/,
    ],
    not: [/\b(hiring|interview\w*|apply\w*|recruit\w*|jobs?)\b/],
  },
  {
    // "what happens after i send my enquiry", "once i press send": our reply, a call, then the
    // discovery phase (not a job application's next step, the hiring process's).
    id: "next-steps",
    section: "contact:next-steps",
    match: [/\b(after|once) (i|we) ((press|hit|click) )?(send|sent|submit\w*|fill\w*)\b/],
    not: [/\b(support|tickets?|apply|applied|applications?|cv|resume)\b/],
  },
  {
    id: "hours",
    section: "contact:hours",
    match: [
      /\b(opening|office|business|working|work) (hours|time|timings?)\b/,
      // ("what are your hours", "what hours can i phone", or just "hours": ours are the office's,
      // unless they are the support's, below)
      /\b(your|ur|nexoras?|what) hours\b|^hours$/,
      /\b(are|r) (you|u) (open|closed)\b/,
      /\bopen (on|at|sat|sun)/,
      /\b(office|you|u) (opens?|closes?)\b/,
      /\b(timings?|saturdays?|sundays?|week(end|day)s?|ravivaa?r|shanivaa?r|khul(a|t[ae]|ega)|band|which days)\b/,
      // "baje" (or "bje"): o'clock, at what time (of the office, unless the question is about
      // something else).
      /\bba?je\b/,
      /\b(some|any)one (at|in) (the|your) office\b/,
    ],
    not: [
      /\bsupport (hours|team)\b|\bhours (of|for) (support|help ?desk)\b|\bhelp ?desk\b|\bcritical\b/,
      /\b(trains?|bus(es)?|flights?)\b/,
      // (a weekend spent on work, or a day in a past story: "the switchover on that sunday night",
      // "how long was the sunday night window")
      /\bspend\w*|\b(whole|that|last) (weekend|saturday|sunday)\b|\b(window|switchover|cutover|downtime)\b/,
      // Working hours for staff are a benefit (flexible hours), not opening hours.
      staffBenefit,
      // "bina band kiye": without shutting (a system) down.
      /\bbina (\w+ )?band\b/,
      // (…nor is "band" in a pay or price band, "the ctc band in lakhs": not the Hindi "band",
      // closed)
      /\b(internet|network|wifi|servers?|website|site|app|system|email|pay|salary|salaries|ctc|lakhs?|price)\b/,
    ],
    off: [
      /\b(trains?|bus(es)?|flights?) (timings?|times?|schedules?)\b/,
      // When interviews or hiring drives are held: the careers page gives no days for them. (A
      // visitor who would "walk in" on a Saturday asks our hours.)
      /\b(interviews?|(hiring|recruitment|placement|campus) drives?)\b/,
    ],
  },
  {
    id: "address",
    section: "contact:address",
    match: [
      /\b(where(abouts)?|kahaa?n?|kidhar|kis jagah)\b.*\b(office|located|based|situated|you|u|aap|headquarter\w*)\b/,
      // (Hindi puts the question word last: "aap log kahan ho", "aapka office kidhar hai", also
      // spelt "apka office kaha hai".)
      /\b(office|daftar|aap|a?apk[aie]|tum|tumhara)\b.*\b(kahaa?n?|kidhar|kis (jagah|sh[ae]h[ae]?r))\b|\b(kahaa?n?|kidhar)\b.*\b(ur|building)\b/,
      /\b(address|directions?|pata|(office|your) location|visit (you|your office)|(you|u|nexora) operat\w* (out of|from))\b/,
      /\b(can|may|could) (i|we) (visit|come over|drop by|drop in|walk in)\b/,
      // Which floor, road or building our office is on ("aapka daftar kis road pe hai").
      /^(?=.*\b(office|daftar|you|u|a?apk[aie]|nexora)\b).*\b(which|what|kis|konsi|kaunsi) (floor|road|street|building|locality|colony|lane)\b/,
      // "milne aa sakte hain": may we come and meet you.
      /\bmilne aa(na|un|yen?|en)?\b/,
      /\b(office|branch\w*) in\b/,
    ],
    not: [
      // The address of something online: an email inbox, a feed, a web page.
      /\baddress of (your|the) (rss|feed|blog|website|site|page|email|inbox|portal|api)\b/,
      /\b(email|rss|atom|web|website|ip|url|portal|login) (feed )?address\b/,
      // Where a project starts, not where we are: "where would you even begin with a company like ours".
      /\bwhere (\w+ ){1,5}(begin|start)\b/,
      /\b(data|clients?)\b/,
      // The visitor's own office: "come to our office in Bhopal to fix the network".
      /\b(our|my|hamar[aei]) (new |branch |head )?office\b|\b(we|i) have (a|an|our) (branch|office)\b/,
      // "pata chale": to find out, not an address.
      /\bpata (chal\w*|nahin?|lag\w*|karna|karo)\b/,
    ],
    // An office or branch we may open one day ("any plans to set up a branch in Pune"): the site
    // gives the office we have, not plans.
    off: [
      /^(?=.*\b(plan\w*|going to|gonna|will|intend\w*|thinking|soon|future|next year|someday)\b).*\b(open|start|set up|launch)\w* (a |an |any |another |more |new )*(offices?|branch\w*)\b/,
    ],
  },
  {
    id: "phone",
    section: "contact:phone",
    match: [
      /\b(phone|telephone|mobile|contact|whatsapp) (no|number|num)\b|\bcall (you|u)\b|\bnumber (kya|please|pls|do)\b|\b(landline|mobile|number) to (reach|call)\b/,
      /\b(your|ur|nexora|office|companys?|aapk[ae]) (phone|telephone|mobile|whatsapp)\b/,
    ],
    // The visitor's own number ("i lost my old phone number") is not ours.
    not: [/\b(my|mera|meri|mere) (\w+ )?(phone|mobile|whatsapp) (no|number|num)\b/],
    // …and the site gives no one person's ("the mobile number of your HR manager").
    off: [/\bhr\b/],
  },
  {
    id: "email",
    section: "contact:email",
    match: [/\b(email|e mail|mail) (id|address)\b|\byour (email|e mail|mail)\b/, /^(email|mail)\b/],
    not: [
      // ("do you sell my email address": what happens to the visitor's data)
      /\b(careers?|apply|cv|newsletter|microsoft|google|outlook|sell|share|spam|delete|store|keep|unsubscribe)\b/,
      /\b(my|our) (email|e mail|mail)\b/,
    ],
  },
  {
    id: "team",
    section: "company:team",
    match: [
      // (…or one of its practices: "who runs your security practice")
      /\b(who|which person) ((actually|really|originally) )?(runs|owns|leads|manages|heads|is behind|started|founded|looks after|is in charge of)\b.*\b(company|nexora|your?|firm|business|it|place|show)\b|\bname of (the|your) (tech|technology|engineering) (head|boss|chief)\b/,
      /\b(your|nexora|the companys?) (ceo|founders?|cto|leadership|management|directors?|leaders)\b|\b(ceo|cto) (at|of) (nexora|your)\b|\b(boss|head|chief) of (your|nexoras?)\b/,
      /\bwho (is|are|works?) (on|in) (your|the) team\b|\bmeet (the|your) team\b/,
      // ("the guy running your security side", "the person heading technology at nexora")
      /\b(guy|person|man|lady|woman|one) (running|heading|leading|managing|in charge of)( (?!our|my)\w+){0,2} (your|nexoras?)\b/,
      // A person's job at the company: "what is her job at nexora".
      /\b(his|her) (job|role|title|position)\b/,
    ],
    not: [
      /\b(code|data|ip|source|copyright|project|app|website|blogs?|articles?|posts?|wr[io]te|written)\b/,
    ],
  },
  {
    id: "benefits",
    section: "careers:benefits",
    match: [
      staffBenefit,
      learningBudget,
      /\b(perks|employee benefits|benefits (for|of) (employees|staff))\b|\bbonus/,
      // A leave policy is always staff's: "what's the leave policy", "your policy on holidays".
      /\b(leave|holiday|vacation) polic|\bpolic(y|ies) (on|for) (leaves?|holidays|vacations?)\b/,
    ],
    not: [visitorsPeople],
    // The benefits name no bonus, nor food, nor a share in the company (stock options, ESOPs).
    off: [/\bbonus|\b(lunch|meals?|cafeteria|canteen|stock (options?|ownership)|esops?|equity)\b/],
  },
  {
    id: "registration",
    section: "company:registration",
    match: [
      /\b(your|nexora|companys?) (gst(in)?|cin|registration|registered|legal)\b/,
      /\b(gst(in)?|cin) (no|number|num|details)\b|^(gstin|cin)$/,
      /\b(legal|registered) (name|company|entity)\b/,
    ],
    // The site names our company's registration, not a status it is registered as or under.
    off: [/\bregistered (as|under) (?!an? (private|company))/],
  },
  {
    id: "certification",
    section: "company:certification",
    match: [
      /\b(are|r) (you|u|nexora)( guys| yourselves| yourself)? (iso|certified|27001)/,
      /\b(your|nexora|companys?) (own )?(iso|certifications?|certificates?|27001)\b/,
      // (…or of the company named in the third person: "is nexora itself iso certified")
      /\b((are|r) (you|u|nexora)|is (nexora|your (company|firm)))\b.*\bcertified\b/,
      // ("does nexora itself hold an iso 27001 certificate", "does your own company hold any")
      /\b(do|does) (you|u|nexora|your (own )?(company|firm))( \w+)? (have|hold)( an?| any)?( \w+)? (iso|27001|certifications?|certificates?)\b|^certifications?$/,
      // ("which certifications do you hold", "what certificate does nexora have")
      /\b(which|what) (\w+ )?(certifications?|certificates?) (do|does) (you|u|nexora|your (own )?(company|firm))( \w+)? (have|hold)\b/,
      // ("which year did nexora get iso 27k certification")
      /\b(did|has|have) (you|u|nexora)( \w+)? (get|got|become|achieve\w*|earn\w*) (\w+ )?(iso|certified|certification|27001)\b/,
    ],
    // Our certificate is ISO 27001 ("27k"); another standard ("ISO 9001") is one the site never
    // names, and so is the body that certified us ("BSI or TÜV?").
    off: [/\biso ?(?!27001|27k)\d|\b(body|bsi|tuv)\b/],
  },
  {
    // How the visitor's own data, or this site and its forms, are kept safe: the privacy
    // policy's security, not the security service ("how secure is the quote form").
    id: "data-security",
    section: "legal:privacy:security",
    match: [
      /^(?=.*\b(secure\w*|security|safe(ly)?|protect\w*|encrypt\w*)\b).*(\bmy (data|details|info\w*|personal|messages?|form)|\b(this|your) (site|website|chat|forms?)\b|\b(the|this|your) (quote|contact|enquiry) forms?\b)/,
    ],
  },
  {
    id: "retention",
    section: "legal:privacy:retention",
    match: [
      /\bhow (long|soon|many (days|weeks|months|years))\b.*\b(keep|kept|hold|stored?|saved?|retain\w*|hang on|delet\w*|wiped?|purged?)\b/,
      // ("when does my data get deleted", "when do you delete it")
      /\bwhen (does|do|will|is|are|would) (\w+ ){0,4}(delet\w*|wiped?|purged?|erased?)\b/,
      // ("is my number purged after some months")
      /\b(purged?|wiped?|erased?) after\b/,
    ],
    not: [
      // Backups and logs are kept by the systems we run for clients, not by the privacy policy.
      /\b(backups?|logs?)\b/,
      // "keep supporting": go on doing, not store.
      /\bkeep (on )?\w+ing\b/,
      // What the visitor must keep: "how long do we have to keep a dedicated team".
      /\b(we|i) (have to|must|need to) keep\b/,
      // A store that sells: "how long does a shopify store take to build".
      /\b(a|an|the|our|my|online|shopify|ecommerce|commerce|web|retail|new) stores?\b/,
    ],
  },
  {
    // Asking for a quote is the quote form's: "how do I get a quote", "quotation chahiye".
    id: "quote",
    section: "pricing:quote",
    match: [
      /\b(get|ask for|need|want|request|like) an? (\w+ )?(quote|quotation)\b|\b(quote|quotation) chahi/,
    ],
  },
  {
    // How and when a client pays (monthly, by milestone, in advance): how we price.
    id: "payment",
    section: "pricing",
    match: [
      /\bpayment (terms|schedule|plan|milestones?|structure)\b|\bmilestones? (wise|pe|par)\b/,
      /\bpay(ing)? (you )?(by the month|monthly|per month|every month|in advance|upfront|up front|by milestones?|per milestone)\b/,
      /\b(bills?|invoices?) (\w+ )?(monthly|every month|per month|by milestones?|at milestones?)\b/,
      // ("full advance or in instalments", "upfront or in stages", "poora advance ya kishton mein")
      /\b(upfront|up front|advance)\b.*\b(parts|instal\w*|stages|milestones?|kishton)\b|\b(parts|instal\w*|milestones?|kishton)\b.*\b(upfront|up front|advance)\b/,
    ],
    // What the visitor pays each month for their cloud is the cloud service's to cut; invoices
    // keyed in by hand each month are work for AI ("keying 3,000 invoices monthly").
    not: [/\b(cloud|aws|azure|gcp|hosting|servers?|finops|articles?|keying|typ(ed|ing)|by hand)\b/],
  },
  {
    id: "pricing",
    section: "pricing",
    match: [
      /\bhow (much|expensive|costly)\b|^what the damage$/,
      /\b(prices?|pricing|rates?|charges?|fees?|costs?|quote|quotation|budget)\b/,
      /\bkitn[ae] (pais[ae]|kharcha?|lagega|lagenge|ka)\b/,
      /\b(kharcha?|pais[ae])\b/,
      // "kitne mein banegi", "kitne ka padega": for how much.
      /\bkitn[eia] (mein?|main|k[aie]|padeg[ai]|padenge)\b/,
      /\b(discovery phase|fixed price|time and materials|dedicated team)\b/,
    ],
    not: [
      cloudCost,
      /\bhow much (data|time|traffic|experience)\b/,
      // How long a request is kept (the privacy policy's); pay; whether the site's figures bind us
      // (a question for the terms); the price of something we do not sell, and taxes (the price
      // list's note, found by search); paying in instalments or on credit (the site says nothing
      // about financing); "paisa lena" is taking payments.
      /\b(delet\w*|retention|retain\w*|salary|pay|earn|ctc|package|annum|lpa|binding|legally|guarantee\w*|gold|silver|petrol|diesel|dollar|rupee|bitcoin|crypto|shares?|stocks?|tds|tax\w*|gst|interest|onion|tomato|tickets?|flight|emis?|loans?|instal+ments?|financ\w*|credit)\b|\bpais[ae] len[ae]\b/,
      // A review of what the visitor spends on IT is the consulting service, not our prices.
      // ("it cost" may be "what would it cost", so only IT budgets and spending.)
      /\b(it|tech|technology|software|licen[cs]e) (budgets?|spend\w*)\b/,
      // What staff get is a benefit, not a price: "how much leave", "how much medical cover".
      staffBenefit,
      learningBudget,
      // How much something changed ("by how much did claim settlement speed up") is a result.
      /\bby how much\b|\bhow much (\w+ )?(did|has|have)\b(?!.*\b(cost|charg\w*|pa(y|id)|spen[dt]|bill\w*)\b)/,
      // The person in charge of something is not a price, nor is what comes at no extra charge,
      // nor a retest of fixed findings (the security service's, free: "do you charge again to
      // verify the fixes", "is the re-check extra").
      /\b(in|extra) charge\b|\bre ?(test|check)|\bcheck\w* again\b|\bverif\w+/,
      // A rate that is not a price: of staff leaving, of success, of growth, of conversion.
      /\b(attrition|turnover|churn|success|failure|growth|conversion|bounce|error|response|win|hit|exchange|crime|literacy|unemployment) rates?\b/,
    ],
    // We publish ranges for a team or a project, not a rate per person, hour or test, nor an exact
    // figure ("exactly how much would a pen test cost"), nor a licence's price per user or seat.
    off: [
      /\bhourly (\w+ )?rates?\b|\bexact(ly)?\b|\b(one|a single|each) (\w+ )?(developer|engineer|designer|tester|test)\b|\bper (user|seat)/,
    ],
  },
  {
    id: "timeline",
    section: "faq:1",
    match: [
      /\bhow (long|much time|fast|quickly|many (weeks|months|days))\b/,
      // (…or a buyer's TAT, the turnaround time: "the usual TAT for an MVP")
      /\b(timeline|timeframe|time frame|duration|deadline|tat)\b/,
      /\bkitn[ae] (time|samay|din|mahine|waqt)\b/,
    ],
    not: [
      // Not a project's delivery: how long we have been around, hiring, an assessment, a website
      // or a prototype; a test or its report (the security service's); keeping data; a meeting or
      // a call ("how long does the first meeting take"); how long a system is down; a roadmap; how
      // soon we respond to a data request.
      /\b(in business|around|exist\w*|founded|started|old|hiring|hire me|interview|apply\w*|application|reply to|respon\w*|get back to me|cv|job|assessment|review|audit|dashboard|support|website|site|pentests?|penetration|report\w*|scan|keep|kept|hold|stored?|retain\w*|meetings?|calls?|session|workshop|demo|prototypes?|down|downtime|outages?|health ?checks?|roadmaps?)\b/,
      // (…and how long a past project took is its case study's: "how long did the move take")
      /\bhow (long (ago|since)|(long|fast|quickly|many (weeks|months|days)) did)\b/,
      /\bbeen (doing|working|in|building|making|developing)\b/,
    ],
  },
  {
    id: "history",
    section: "company:history",
    match: [
      // (not the age of someone else's thing: "how old was their sales data", "how old was the…")
      /\b(been around|(you|u|guys|nexora|been|years?) in business|how old(?! \w+ (their|our|my|its)\b| was\b)|founded|established|since (when|which year)|open(ed)? (its|your) doors)\b/,
      /\b(kitn[ea]|kis) (saal|years?)\b/,
      /\bstory (behind|of) (nexora|the company|your company|the firm|you)\b|\bbackground of (the|your) company\b/,
      /\bbeen (doing|at) (this|it|software)\b/,
      // ("you guys new in the market", "is nexora a fresh startup")
      /\b(you|u|guys|nexora)( are| is)?( an?)? (new|fresh) (in|to the|startup|company|firm)\b/,
      /\bwho started\b/,
      // The first client, in the founding year's milestone ("nexora ka sabse pehla client").
      /\b(your|nexoras?|sabse) (its )?(very )?(first|pehl[ae])( ever)? (client|customer|project|order|job|thing)\b(?! with)/,
      // ("the very first thing nexora built", "what did the founders build as their first job")
      /\bfirst (ever )?(client|customer|project|job|thing) (nexora|you|u)( ever)? (did|built|made|had)\b|\bfounders?\b.*\bfirst (job|project|client)\b/,
      // The company's age: "what is the age of your company", "company ki umar kitni hai".
      /\b(age|umar) of (the |your )?(company|firm|nexora)\b|\b(company|firm|nexora) (ki|ka) (age|umar)\b/,
      // Hinglish's past: "company kab shuru hui thi", "nexora kab se chal rahi hai".
      /\bkab (shuru|start) (hu[ia]|ki(ya)?)\b|\bkab se (kaam|business|chal)|\bshuruaat kab\b/,
      /\bexist(ed|s)?\b/,
      // (…or the year of a first or a team of ours: "in which year did you do your first AWS
      // migration")
      /\b(when|(which|what) (year|yr)) (did|was|were) (you|u|nexora|the company|your company|it) (start\w*|begin|began|set up|born)\b|\b(which|what) (year|yr) (did|was|were) (you|u|nexora)\b.*\b(first|team|practice)\b/,
      /\bhow long (have|has) (you|u|nexora|the company|your company|your firm)\b/,
    ],
    // …but not the first client's name, which the story does not give.
    off: [/\bnames?\b.*\bclient|\bclient.*\bname/],
  },
  {
    // Why a client should pick us over others ("what sets nexora apart", "why should we hire
    // you"): the home page's reasons. (Their words are everyday ones search cannot tell apart.)
    id: "why",
    section: "company:why",
    match: [
      /\b(why|reasons? (to|for)) (\w+ ){0,3}(choose|pick|hire|go with|trust|select|prefer) (you|u|nexora|your (company|firm|team))\b|^why nexora$/,
      /\bwhat (makes|sets) (you|u|nexora|your (company|firm|team))( \w+)? (different|apart|unique|special|better|stand out)\b/,
      /\bhow (are|is) (you|u|nexora|your (company|firm)) (\w+ )?(different|better)\b|\busp\b/,
    ],
  },
  {
    id: "size",
    section: "company:size",
    match: [
      /\bhow (big|large)\b.*\b(team|company|you|firm|nexora)\b/,
      /\bhow many (of (your|the) )?(people|ppl|employees|staff|engineers|developers|members)\b/,
      /\b(team|company) size\b|\bkitne (log|bande)\b|\bheadcount\b|\b(team|company) kitn[aie] bad[aie]\b/,
      /\bhow many (projects|clients|customers)( have| has| did)? (you|u|nexora|done|complete\w*|deliver\w*)\b|\bkitne (projects|clients)\b/,
    ],
    not: [
      // "how many people should we interview", "how big will my bill be", "notice to cut our team
      // size": the visitor's own.
      /\b(should|must|do|would|will) (we|i|my)\b|\bour (team|company)\b/,
      /\b(data|interview|research|usability|survey|test(ing)?|users?)\b/,
    ],
    // The size is the whole team's: not by office or city, nor by certification.
    off: [/\b(locations?|branch\w*|cities|each office|certified)\b/],
  },
  {
    id: "careers",
    section: "careers",
    match: [
      /\b(jobs?|naukri|bharti|vacanc\w+|openings?|careers?|hiring|recruit\w*|fresher\w*)\b/,
      // (…and Hinglish's "aapki company me kaam karna hai": I want to work at yours)
      /\bwork (for|with|at) (you|your company|nexora)\b|\b(aapki|apki|nexora|your) company (me|mein) kaam\b/,
      /\bjoin (you|your team|nexora)\b/,
    ],
    not: [
      // (an opening is no vacancy in "the grand opening", nor in "staff keep opening dodgy links")
      /\b(the|our|grand|store|office|keeps?) opening\b/,
      workForUs,
      // "if we work with you": a client, not a job seeker (nor people recruited for usability tests);
      // how long hiring takes is the hiring process's.
      /\bwe work\b|\bhiring process|\bhow long\b|interview\b|\b(apply|salary|pay|earn)\b|\bremote|work from home|wfh\b|\bbenefits?|insurance|usability\b/,
    ],
    // The site names none of the people who hire ("the name of the hr person"), nor counts those
    // who applied ("how many people have applied for the data engineer job").
    off: [/\bname\b.*\b(hr|recruit\w*|person|manager)\b|\bhow many\b.*\b(applied|applicants)\b/],
  },
  {
    id: "regions",
    section: "company:regions",
    match: [
      /\b(regions?|countries|international|abroad|overseas|worldwide|global|(parts of|all over|around|across) the world)\b/,
      /\bclients? (in|from|outside)\b/,
      /\bwhere\b.*\b(clients|customers)\b/,
    ],
    not: [
      /\b(data|cloud|aws|azure) regions?\b/,
      /\bdata\b.*\b(outside|abroad|overseas)\b/,
      // A second region for backups is disaster recovery, not where our clients are.
      /\b(another|other|second|different|cross|multiple) regions?\b/,
      // …nor is where servers are hosted.
      // (…and where clients sign in is the portal, not where they are)
      /\b(backups?|disaster|recovery|failover|data cent(re|er)s?|servers?|hosted|hosting|log ?in|log on|sign ?in|portal)\b|\bexisting (client|customer)s?\b/,
      // Cloud regions where data is kept ("data stays in Indian regions") are not our clients'.
      /\bdata\b.*\bregions?\b|\bindian? regions?\b/,
    ],
  },
  {
    id: "portal",
    section: "portal",
    match: [
      /\b(log ?in|log on|sign ?in|portal|workspace|password|client (account|area))\b/,
      /\b(existing|already (a|your)) (client|customer)s?\b/,
      // A client's own invoices and invitation: "where can i download my bills from you", "our
      // project invoices".
      /\b(see|view|download|check|pull up|access|find) (\w+ ){0,2}(my|our|the|their) (\w+ )?(invoices|bills)\b/,
      // …which, with the project's progress, are what the portal shows ("where we see invoices
      // and progress").
      /\b(invoices|bills) (and|or|&) (\w+ )?progress\b|\bprogress (and|or|&) (invoices|bills)\b/,
      // …and their project's progress: "an app where i can track how my project is going".
      // (…not its costs or tasks, which a tool the visitor wants would track)
      /\b(track|follow|check|see|view) (\w+ ){0,4}(my|our) (ongoing )?project\b(?! (costs?|expenses?|budgets?|tasks?|hours))|\b(my|our|mera|hamara) projects? (status|progress)\b/,
      /\b(lost|resen[dt]|missing|expired|cant find|never (got|received)) (\w+ ){0,2}invit(e|ation)\b/,
      // ("…I never received mine. How do I get access?", "how do I get in", "…into it again": the
      // portal is what a client gets into)
      /\b(get|gain|regain) (back )?(access|in|into it)( again)?$/,
    ],
    not: [
      // A visitor's own portal ("our web portal", "a dealer portal") is not our clients' portal.
      /\b(customer|web|dealer|vendor|supplier|employee|student) portal\b/,
      // How the visitor's own staff log in is their systems', not our portal.
      visitorsPeople,
      // One login for many apps is single sign-on, a security service.
      /\b(one|single) (log ?in|sign in)\b|\bsso\b/,
      // …nor one the visitor wants made ("a portal built for our dealers", "design for our new
      // portal"), though we built what they have ("your team built our inventory system").
      /\bbuild\w*|\b(develop|design|creat)\w* (a |an |our |the )?(\w+ )?portal|\bportal (built|developed|designed|created)|\bnew portal\b/,
      // Microsoft 365 and Google Workspace are products the IT service runs, not the client portal.
      /\b(google|microsoft|office 365|g suite|gsuite)\b/,
      // Someone else's password: mail (not the portal's invitation), social media, a device, a bank.
      /^(?!.*invit).*\b(gmail|yahoo|hotmail|e?mail (account|password|id|log ?in)|instagram|facebook|whatsapp|windows|wifi|laptop|phone|bank|aadhaar|pan)\b/,
      // …nor a job application's ("do i fill some portal or just mail?").
      /\b(apply\w*|applications?|cv|resume)\b/,
    ],
    // …which we cannot reset for anyone.
    off: [
      /\b(gmail|yahoo|hotmail|instagram|facebook|bank|aadhaar|pan) (\w+ )?(password|login|account)/,
    ],
  },
  {
    id: "services",
    section: "company:services",
    match: [
      /^(what|which) (services|all services)\b/,
      /\bwhat (do|does) (you|u|your company|nexora) (guys )?(do|offer|provide)( exactly| here| for (a living|clients|businesses))?$/,
      /\bkya kya kart[ei]\b/,
      // ("list all ur services", "services list")
      /\blist (of |all )?(your |ur |the )?services\b|\bservices list\b/,
    ],
  },
];

/**
 * The intents a question matches whose `key` patterns it matches too (`is`), or does not: the
 * negative examples (`not`) rule an intent out, the `off` ones ask what the site does not give.
 */
const matching = (question: string, key: "not" | "off", is: boolean) => {
  const text = fold(question);
  const any = (patterns: readonly RegExp[] = []) => patterns.some((pattern) => pattern.test(text));
  return intents.filter((intent) => any(intent.match) && any(intent[key]) === is);
};

/** The intents a question matches, first first. */
export const detectIntents = (question: string) => matching(question, "not", false);

/** The first intent a question matches, if any. */
export const detectIntent = (question: string): Intent | undefined => detectIntents(question)[0];

/** Does a question ask one of the intents' facts that the site does not give? */
export const asksUnsaid = (question: string) => matching(question, "off", true).length > 0;

/**
 * The sections of the intents a question looks like but whose negative examples rule out:
 * "train timings" is not a question about opening hours, so search must not answer it with
 * them either.
 */
export const ruledOut = (question: string) =>
  new Set(matching(question, "not", true).map((intent) => intent.section));

/**
 * The words of a question that make it match an intent: those without which one of the
 * intent's patterns that matches it no longer would ("office" and "open" of "when is your office
 * open", not "hospital" of "how big was the hospital project you did").
 */
export function intentWords(question: string, intent: Intent): Set<string> {
  const words = fold(question).split(" ");
  const matching = intent.match.filter((pattern) => pattern.test(words.join(" ")));
  const breaks = (patterns: RegExp[], ...gone: number[]) =>
    patterns.some(
      (pattern) => !pattern.test(words.filter((_, at) => !gone.includes(at)).join(" ")),
    );
  // (…or, in a pattern that asks for words anywhere in the question, one it needs with another
  // whose removal alone does not break it, as they repeat each other: "the working hours if i
  // join as an employee")
  const anywhere = matching.filter((pattern) => pattern.source.startsWith("^(?="));
  // (the words whose removal alone keeps every such pattern, found once, not once per word)
  const spare = words.map((_, at) => !breaks(anywhere, at));
  return new Set(
    words.filter(
      (_, at) =>
        breaks(matching, at) ||
        words.some((_, other) => spare[other] && breaks(anywhere, at, other)),
    ),
  );
}
