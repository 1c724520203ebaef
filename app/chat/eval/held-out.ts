import type { EvalQuestion } from "./questions";

/**
 * The thirty-third held-out set, to be written on 2026-11-25 (session 33, third round) by
 * someone who does not read or run the chat, from the site's content, while that round's tuning
 * goes on. The thirty-second set, scored once, is now `thirtySecondHeldOut` in questions.ts.
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "is the data engineer post fully work from office or can I do some days from home?",
    cls: "unreachable",
    expect: "/career#data-engineer",
  },
  {
    q: "For the SOC analyst opening, will I have to do night shifts and is there extra money for that?",
    cls: "unreachable",
    expect: "/career#security-analyst",
  },
  {
    q: "if your team builds an AI model on our sales records, could those records end up training some other company's model?",
    cls: "unreachable",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "what deadline do you suggest for fixing a critical hole on a server that faces the internet",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "After I send my details through your contact page, for how many months do you hold on to them?",
    cls: "unreachable",
    expect: "/legal/privacy#retention|/legal/privacy",
  },
  {
    q: "If there's a legal dispute about the website, which city's courts would handle it?",
    cls: "unreachable",
    expect: "/legal/terms#governing-law|/legal/terms",
  },
  {
    q: "In that logistics company's move to AWS, how many minutes did the main database switch take?",
    cls: "unreachable",
    expect: "/projects/cloud-migration",
  },
  {
    q: "we have branches in Sagar and Rewa, can your support engineers physically visit or is it only remote?",
    cls: "unreachable",
    expect: "/services/it-infrastructure",
  },
  {
    q: "how many real users do you put in front of a prototype in each testing round",
    cls: "unreachable",
    expect: "/services/ui-ux-design",
  },
  { q: "Which Gulf countries do you have clients in?", cls: "unreachable", expect: "/" },
  {
    q: "what medical cover do employees get, are parents included?",
    cls: "unreachable",
    expect: "/career#why-work-with-us|/career",
  },
  {
    q: "How long did the lending fintech take to get its ISO certificate with your help?",
    cls: "unreachable",
    expect: "/projects/security-infrastructure",
  },

  // long
  {
    q: "Hi, I run three medical stores in Jabalpur and my nephew wrote our billing software a few years back. He has now moved to Canada, nobody here understands his code, and it crashes every month end when GST filing is due. Can your people take over software that somebody else built and keep improving it?",
    cls: "long",
    expect: "/services/software-development",
  },
  {
    q: "We are a trading firm in Dubai with around 40 staff and for months we've been arguing internally about AWS versus Azure. Our IT manager likes one, our finance head likes the other, and frankly we just want an unbiased opinion from someone who isn't earning a commission from either. Is that something you do?",
    cls: "long",
    expect: "/services/cloud-solutions|/services/it-consulting",
  },
  {
    q: "I'm in my final year of B.Tech at RGPV, I have done two internships with React and Node, and I would really like to work in Bhopal because my family is here. Before I apply anywhere I want to know what the selection looks like at your company, how many rounds and whether there's some take-home assignment?",
    cls: "long",
    expect: "/career#hiring-process|/career",
  },
  {
    q: "My father's hospital group in Nagpur has five branches and every branch runs different software, so patients keep repeating their whole history and insurance claims get stuck. Somebody told him you built something similar for another chain of hospitals. What did that actually achieve for them?",
    cls: "long",
    expect: "/projects/healthcare",
  },
  {
    q: "We're a small fintech startup, investors for our next round want to see a proper security certification, our CTO keeps saying ISO 27001 but we've never done anything like it and don't have a single policy written down, could you take us from zero to passing the audit?",
    cls: "long",
    expect: "/services/cybersecurity",
  },
  {
    q: "So yesterday I filled your quotation form and picked the 10 to 25 lakh budget option mostly as a guess, and now I'm a bit nervous, does selecting that range mean I've agreed to pay that much or signed up for something?",
    cls: "long",
    expect: "/legal/terms#enquiries|/legal/terms",
  },
  {
    q: "Our marketing head wants a brand new website live before the festive sale, it's already mid September, the content is mostly written and we only need design plus a build with a CMS her team can update on their own, so realistically how many weeks would a marketing site like that take?",
    cls: "long",
    expect: "/services/web-development|/contact",
  },
  {
    q: "We make auto parts in Pithampur and our warehouse and sales people all live in Excel, every Monday review starts with a fight about whose figures are correct. We would love one shared dashboard. If we sign up with you, roughly how soon could we see the first one?",
    cls: "long",
    expect: "/services/data-analytics",
  },
  {
    q: "Everyone online seems to run Kubernetes for everything. We're six developers with about eight small services on two VMs and my team lead is pushing hard to move to k8s, I'm not convinced it's worth it for us, what would you advise?",
    cls: "long",
    expect: "/services/devops|/blog/cloud-trends",
  },
  {
    q: "Suppose the app goes live and six months later we find a bug, or we want to add a couple of new screens, will you still be there to help us out or will we have to go hunting for some other vendor at that point?",
    cls: "long",
    expect: "/contact|/services",
  },
  {
    q: "A friend sent me your site. I'm a UI designer with about four years of experience, mostly Figma work on fintech apps, but I live in Kochi and can't move cities for family reasons. Is your designer opening open to people working remotely, and what's the salary like?",
    cls: "long",
    expect: "/career#product-designer",
  },
  {
    q: "Ours is an old-fashioned transport business: paper registers, documents sent by courier between our three branches, every approval signed by hand. My son keeps telling me we need to go digital but hardly anyone in the office is comfortable with computers. Where would someone like you even begin?",
    cls: "long",
    expect: "/services/digital-transformation",
  },

  // typo
  {
    q: "do u do penetraton testng for mobile apps",
    cls: "typo",
    expect: "/services/cybersecurity",
  },
  { q: "ur bhopal ofice exact adress pls", cls: "typo", expect: "/contact" },
  {
    q: "flutter vs nativ app which is cheapr",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  {
    q: "carrer openings for devops enginer",
    cls: "typo",
    expect: "/career#cloud-devops-engineer|/career",
  },
  {
    q: "machin lerning proof of concpet how many weks",
    cls: "typo",
    expect: "/services/ai-machine-learning",
  },
  { q: "dedicted team pricng per month", cls: "typo", expect: "/services#pricing" },
  {
    q: "privcy polcy - does this site put cookeis on my browser",
    cls: "typo",
    expect: "/legal/privacy#no-cookies|/legal/privacy",
  },
  {
    q: "ecomerce projct for fashion retailr what were the reslts",
    cls: "typo",
    expect: "/projects/ecommerce-platform",
  },
  { q: "nexora fouder and ceo naam?", cls: "typo", expect: "/about#team|/about" },
  { q: "data warehous do we realy need one", cls: "typo", expect: "/services/data-analytics" },
  {
    q: "infrastucture as cod and ci/cd pipleines",
    cls: "typo",
    expect: "/services/devops|/services/cloud-solutions",
  },
  { q: "blog artical cloud trends 2027", cls: "typo", expect: "/blog/cloud-trends" },

  // vocabulary
  { q: "aapka office Bhopal mein kahan par hai?", cls: "vocabulary", expect: "/contact" },
  {
    q: "hamare dukaan ke liye ek app chahiye jo android aur iphone dono pe chale",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  { q: "naukri chahiye bhai, koi vacancy hai abhi?", cls: "vocabulary", expect: "/career" },
  {
    q: "humari website hack ho gayi thi, poora security check karwana hai",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "mera data aap log kisi aur company ko bechte to nahi?",
    cls: "vocabulary",
    expect: "/legal/privacy",
  },
  {
    q: "we can't afford a full-time tech head, can someone from your side be our part-time CTO?",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "want a bot that reads our HR policy PDFs and answers staff questions",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "office wifi keeps dropping and the laptops are a mess, need an outsourced IT guy",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "chhota sa project hai, kitna paisa lagega roughly?",
    cls: "vocabulary",
    expect: "/services#pricing|/services",
  },
  {
    q: "apne server room se cloud pe shift karna hai bina site band kiye",
    cls: "vocabulary",
    expect: "/services/cloud-solutions",
  },
  {
    q: "Excel se pareshan hain, sales ki reports apne aap ban jaaye aisa kuch",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "already a client - where do I go to check on my ongoing project?",
    cls: "vocabulary",
    expect: "/login",
  },

  // ambiguous
  {
    q: "our cloud bill goes up every month, can you bring it down?",
    cls: "ambiguous",
    expect: "/services/cloud-solutions",
  },
  {
    q: "once my resume is in your inbox, how long till somebody gets back to me?",
    cls: "ambiguous",
    expect: "/career#how-to-apply|/career#hiring-process|/career",
  },
  {
    q: "what are the core hours your employees have to be online?",
    cls: "ambiguous",
    expect: "/career#why-work-with-us|/career",
  },
  {
    q: "is the security analyst job office based?",
    cls: "ambiguous",
    expect: "/career#security-analyst",
  },
  {
    q: "we want to cut IT cost across the whole company, licences, vendor contracts, everything, not just cloud",
    cls: "ambiguous",
    expect: "/services/it-consulting",
  },
  {
    q: "did you handle the billing side in that hospital project?",
    cls: "ambiguous",
    expect: "/projects/healthcare",
  },
  {
    q: "what's included in your website care plans?",
    cls: "ambiguous",
    expect: "/services/web-development",
  },
  {
    q: "can you set up UPI payments inside our app?",
    cls: "ambiguous",
    expect: "/services/mobile-development|/services/software-development",
  },
  {
    q: "when you move a service to the cloud how long is it down for?",
    cls: "ambiguous",
    expect: "/services/cloud-solutions",
  },
  {
    q: "can our customer data stay in Indian regions only?",
    cls: "ambiguous",
    expect: "/services/cloud-solutions",
  },
  {
    q: "how much training budget does a new joiner get every year",
    cls: "ambiguous",
    expect: "/career#why-work-with-us|/career",
  },
  { q: "who heads security at your company?", cls: "ambiguous", expect: "/about#team|/about" },

  // multi
  {
    q: "give me a number to call you on, and tell me if the data engineering vacancy is still open",
    cls: "multi",
    expect: "/contact & /career#data-engineer",
  },
  {
    q: "Roughly what does a fixed-price project cost, and how many weeks does a marketing website take?",
    cls: "multi",
    expect: "/services#pricing & /services/web-development",
  },
  {
    q: "do you build React Native apps? also who's your CTO",
    cls: "multi",
    expect: "/services/mobile-development & /about",
  },
  {
    q: "Does this site track me with cookies, and where exactly is your office?",
    cls: "multi",
    expect: "/legal/privacy & /contact",
  },
  {
    q: "show me a cloud migration you've done and tell me the pay for the cloud devops job",
    cls: "multi",
    expect: "/projects/cloud-migration & /career#cloud-devops-engineer",
  },
  {
    q: "Can you make Power BI dashboards? And what was the hospital project about?",
    cls: "multi",
    expect: "/services/data-analytics & /projects/healthcare",
  },
  {
    q: "till what time are you open on Saturdays, and can you watch our servers for attacks round the clock?",
    cls: "multi",
    expect: "/contact & /services/cybersecurity",
  },
  {
    q: "According to your blog, why do most AI pilots never reach production? And do you build assistants that answer from a company's own documents?",
    cls: "multi",
    expect: "/blog/future-of-ai & /services/ai-machine-learning",
  },
  {
    q: "If no role fits me can I still send my CV, and what perks do your employees get?",
    cls: "multi",
    expect: "/career#how-to-apply & /career#why-work-with-us",
  },
  {
    q: "is the Figma designer role remote? plus could you do a UX audit of our existing app",
    cls: "multi",
    expect: "/career#product-designer & /services/ui-ux-design",
  },
  {
    q: "Which countries do you have clients in, and which industries do you usually work with?",
    cls: "multi",
    expect: "/ & /contact",
  },
  {
    q: "who owns the source code at the end, and under which law are your website terms?",
    cls: "multi",
    expect: "/services/software-development & /legal/terms",
  },

  // unanswerable
  { q: "what was Nexora's annual turnover last year?", cls: "unanswerable", expect: "fallback" },
  {
    q: "Will you sign an NDA before we share our product idea?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "is there a dress code at your office for employees",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you provide cab pickup and drop for staff on late shifts?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Do employees get a bonus for referring a friend who gets hired?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "does your company carry professional indemnity insurance for client projects?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "do you run a bug bounty programme for researchers who find flaws in your systems?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "What's the exact price of one web application pentest?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "can you manage our Instagram and Facebook ads every month?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "what starting salary do you give freshers straight out of college?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "How many women are there in your engineering team?",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "what is your rating on Glassdoor?", cls: "unanswerable", expect: "fallback" },

  // off-topic
  { q: "will it rain in Bhopal tomorrow?", cls: "off-topic", expect: "fallback" },
  { q: "give me a quick recipe for Indori poha", cls: "off-topic", expect: "fallback" },
  { q: "which team lifted the IPL trophy most recently?", cls: "off-topic", expect: "fallback" },
  {
    q: "write a 500 word essay on climate change for my college assignment",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "50 dollars is how many rupees today", cls: "off-topic", expect: "fallback" },
  { q: "translate 'see you tomorrow' into German for me", cls: "off-topic", expect: "fallback" },
];
