import type { EvalQuestion } from "./questions";

/**
 * The forty-fourth held-out set, written on 2026-12-01 (session 37, first round) by
 * someone who does not read or run the chat, from the site's content, while that round's tuning
 * goes on. The forty-third set, scored once, is now `fortyThirdHeldOut` in questions.ts.
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "whats the salary range for the SOC analyst opening?",
    cls: "unreachable",
    expect: "/career#security-analyst",
  },
  {
    q: "is the data engineer job work from home or do i need to come to the office in bhopal",
    cls: "unreachable",
    expect: "/career#data-engineer",
  },
  {
    q: "in the hospital network project, by how much did patient waiting go down?",
    cls: "unreachable",
    expect: "/projects/healthcare",
  },
  {
    q: "till what date can i send my application for the UI/UX designer vacancy",
    cls: "unreachable",
    expect: "/career#product-designer",
  },
  {
    q: "in your delivery process, what do I actually have in hand after the design stage?",
    cls: "unreachable",
    expect: "/services#process",
  },
  {
    q: "if your pen testers find holes and we patch them, do you check again for free?",
    cls: "unreachable",
    expect: "/services/cybersecurity",
  },
  {
    q: "how long do you hang on to the details I submit through the enquiry form?",
    cls: "unreachable",
    expect: "/legal/privacy#retention",
  },
  {
    q: "how many hours do companies in india get to report a cyber attack to CERT-In?",
    cls: "unreachable",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "if we hire you for BI, how many weeks before we see our first report screen?",
    cls: "unreachable",
    expect: "/services/data-analytics",
  },
  {
    q: "after the fashion brand's new online store went live, how fast did pages open on phones?",
    cls: "unreachable",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "how many leaves per year do employees get?",
    cls: "unreachable",
    expect: "/career#why-work-with-us",
  },
  {
    q: "if there's a legal dispute about your website, which city's courts handle it?",
    cls: "unreachable",
    expect: "/legal/terms#governing-law",
  },

  // long
  {
    q: "Hi, I run three small clinics in Jabalpur with my brother. Right now patients call the reception to book and half the time the register is a mess. We also want to start doing video consults for patients from the villages around, which is a whole other headache. My brother thinks we should just buy some ready-made app but I'm not sure. Have you people built something like this for hospitals before?",
    cls: "long",
    expect: "/projects/healthcare",
  },
  {
    q: "Hello, I'm a first-time founder, bootstrapped, no tech co-founder yet. I have an idea for a logistics marketplace and a rough Figma a friend made for me. Before I commit to anything I want to understand what the very first engagement with you would cost and how long it runs. Please be straight with me, my savings are limited.",
    cls: "long",
    expect: "/services#pricing|/contact",
  },
  {
    q: "We are a mid-size pipe manufacturer near Indore, around 80 people in the office. Our wifi keeps dropping, the server in the back room is ancient, and our only IT guy just resigned last week. Honestly it's chaos. Would your people actually come to our site to fix things, or is it all done remotely?",
    cls: "long",
    expect: "/services/it-infrastructure",
  },
  {
    q: "Hey! I've been a sysadmin for about two and a half years at a bank's vendor in Bhopal, mostly Windows servers and some Linux. Lately I've been getting into security, did a bit of Splunk at work and loved it. I'm hoping to switch into a proper security job now. Is there something open at your company for someone like me, and would I have to do rotating night shifts?",
    cls: "long",
    expect: "/career#security-analyst",
  },
  {
    q: "So last month a CA firm in our building got hit by ransomware and lost about two weeks of work, which scared all of us. We are a 25-person travel agency and honestly our backups are one external hard disk my nephew set up. I read somewhere about a 'three two one' thing for backups. What is that exactly?",
    cls: "long",
    expect: "/blog/cybersecurity-practices",
  },
  {
    q: "We sell handloom sarees online through a plugin-based store, and every time we run a festive sale the site crawls and orders get lost. Last Diwali was a nightmare, customers were shouting at us on Instagram. My marketing guy says we need to 'go headless', whatever that means. Have you actually fixed this kind of problem for a clothing business, and what came of it?",
    cls: "long",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "Our previous agency built our app and then basically held the code hostage when we wanted to move to another vendor. We had to pay them again just to get access to our own repo, it was ugly. I really don't want to go through that again. If you build our software, who owns the source code at the end?",
    cls: "long",
    expect: "/services/software-development",
  },
  {
    q: "Hi, our company signed with you a couple of months ago, and at kickoff the PM sent an email invite for some online workspace where we follow progress. I was travelling at the time and I think I deleted that mail by mistake. Now I can't get in and my boss is asking for the status report. How do I get access again?",
    cls: "long",
    expect: "/login",
  },
  {
    q: "I'll be in Bhopal next week for my cousin's wedding and thought I might drop by in person to talk about a project, since I'm there anyway. My cousin says you are somewhere near the big lake but couldn't tell me exactly. What's the full address?",
    cls: "long",
    expect: "/contact",
  },
  {
    q: "We run a chain of diagnostic labs and the board wants to try some AI to read reports and answer patient queries. Our legal head is very nervous about it. He keeps saying these AI companies take your data and use it to train their own systems. If we work with you, will our patient data end up training somebody else's model?",
    cls: "long",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "I'm a UX designer with about four years of experience, living in Kochi, and I really don't want to relocate because my parents are here and not keeping well. I saw you have a design opening. Can I do that job from Kerala, or would I need to move to Bhopal?",
    cls: "long",
    expect: "/career#product-designer",
  },
  {
    q: "We are a small SaaS team of four developers running about six services on a couple of VMs. A consultant we met at a meetup insisted we must move everything to Kubernetes or we won't scale. It sounds like a lot of work and a lot of new things to learn. Do we really need it?",
    cls: "long",
    expect: "/services/devops|/blog/cloud-trends",
  },

  // typo
  { q: "wat r ur ofice timings on saturdy", cls: "typo", expect: "/contact|/login" },
  { q: "u guys do penetraion tests on web apps?", cls: "typo", expect: "/services/cybersecurity" },
  {
    q: "mobil app develpment for andriod and iphone",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  { q: "hw much is the discovry phse", cls: "typo", expect: "/services#pricing|/contact" },
  { q: "wher is ur offce locatd", cls: "typo", expect: "/contact" },
  { q: "any job vacansies at nexora rn", cls: "typo", expect: "/career" },
  { q: "who foundd nexora tech and wen", cls: "typo", expect: "/about" },
  { q: "ur email adress plz", cls: "typo", expect: "/contact|/login" },
  { q: "clowd migraton case studdy", cls: "typo", expect: "/projects/cloud-migration" },
  { q: "does ur websit use cookis", cls: "typo", expect: "/legal/privacy" },
  {
    q: "dashbord and bussiness inteligence servises",
    cls: "typo",
    expect: "/services/data-analytics",
  },
  {
    q: "need ui ux desginer for my startp app screns",
    cls: "typo",
    expect: "/services/ui-ux-design",
  },

  // vocabulary
  { q: "Do you have any clients in Dubai?", cls: "vocabulary", expect: "/" },
  {
    q: "mujhe apni dukaan ke liye android app banwani hai",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "we still run the office on paper files and rubber stamps, can you help us go digital",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  {
    q: "need someone senior to act as our part-time tech head, no budget for a full time one",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "aap log ethical hacking karke hamari website check kar sakte ho?",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "can you set up Outlook and Teams for our 30 staff",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "can the app take GPay or PhonePe payments",
    cls: "vocabulary",
    expect: "/services/mobile-development|/services/software-development",
  },
  { q: "koi designer ki naukri hai kya", cls: "vocabulary", expect: "/career#product-designer" },
  { q: "who's the MD of the company", cls: "vocabulary", expect: "/about" },
  {
    q: "can you get my website to show up on the first page of google",
    cls: "vocabulary",
    expect: "/services/web-development",
  },
  {
    q: "we want a bot that answers staff questions from our HR policy PDFs",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "do employees get mediclaim, and does it cover parents?",
    cls: "vocabulary",
    expect: "/career#why-work-with-us",
  },

  // ambiguous
  { q: "how long have you guys been around?", cls: "ambiguous", expect: "/about" },
  {
    q: "our AWS bill keeps going up every month, can you help cut the cost?",
    cls: "ambiguous",
    expect: "/services/cloud-solutions|/blog/cloud-trends|/projects/cloud-migration",
  },
  {
    q: "what are the working hours for employees, is it flexible?",
    cls: "ambiguous",
    expect: "/career#why-work-with-us",
  },
  {
    q: "how much did online sales grow for the fashion retailer?",
    cls: "ambiguous",
    expect: "/projects/ecommerce-platform",
  },
  { q: "how long until I hear back after sending my CV?", cls: "ambiguous", expect: "/career" },
  {
    q: "how long does a tech architecture review from your consultants take?",
    cls: "ambiguous",
    expect: "/services/it-consulting",
  },
  {
    q: "is there any budget for certifications and courses if I join?",
    cls: "ambiguous",
    expect: "/career#why-work-with-us",
  },
  {
    q: "which AWS regions did you use for the logistics company's setup?",
    cls: "ambiguous",
    expect: "/projects/cloud-migration",
  },
  {
    q: "how fast should we patch a critical bug on an internet facing server?",
    cls: "ambiguous",
    expect: "/blog/cybersecurity-practices",
  },
  { q: "where does this chat save what I type?", cls: "ambiguous", expect: "/legal/privacy" },
  {
    q: "how much data do we need to have before starting an AI project?",
    cls: "ambiguous",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "we're shifting to a new office floor next month, can you handle the cabling and wifi?",
    cls: "ambiguous",
    expect: "/services/it-infrastructure",
  },

  // multi
  {
    q: "whats your phone number? and do you make iphone apps?",
    cls: "multi",
    expect: "/contact|/login & /services/mobile-development",
  },
  {
    q: "where exactly is your office, and are you hiring data engineers?",
    cls: "multi",
    expect: "/contact & /career#data-engineer",
  },
  {
    q: "what does a dedicated team cost per month, and who is your CTO?",
    cls: "multi",
    expect: "/services#pricing & /about",
  },
  {
    q: "tell me about the online store project you did, and also what you do in devops",
    cls: "multi",
    expect: "/projects/ecommerce-platform & /services/devops",
  },
  {
    q: "can you help us get ISO 27001, and how long did it take for that lending company?",
    cls: "multi",
    expect: "/services/cybersecurity & /projects/security-infrastructure",
  },
  {
    q: "link to your privacy policy and terms and conditions pls",
    cls: "multi",
    expect: "/legal/privacy & /legal/terms",
  },
  {
    q: "saturday ko office khula rehta hai? aur cloud pe shift karne me help karoge?",
    cls: "multi",
    expect: "/contact|/login & /services/cloud-solutions",
  },
  {
    q: "why do most AI pilots never go live according to your blog, and do you build ML models yourselves?",
    cls: "multi",
    expect: "/blog/future-of-ai & /services/ai-machine-learning",
  },
  {
    q: "what year did nexora start and what's the email to reach sales?",
    cls: "multi",
    expect: "/about & /contact|/login",
  },
  {
    q: "how do I apply for a job there, and what services do you offer to companies?",
    cls: "multi",
    expect: "/career & /services",
  },
  {
    q: "do you work with clients in australia? what are your office hours?",
    cls: "multi",
    expect: "/ & /contact|/login",
  },
  {
    q: "is there a login for clients, do you do process automation, and have you written anything on security tips?",
    cls: "multi",
    expect: "/login & /services/digital-transformation & /blog/cybersecurity-practices",
  },

  // unanswerable
  { q: "are you CMMI level 5 certified?", cls: "unanswerable", expect: "fallback" },
  {
    q: "do you build blockchain apps or smart contracts?",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "have you done any work for Tata or Reliance?", cls: "unanswerable", expect: "fallback" },
  { q: "what is nexora's yearly revenue?", cls: "unanswerable", expect: "fallback" },
  {
    q: "will you sign an NDA before I share my app idea?",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "how long is the probation period for new hires?", cls: "unanswerable", expect: "fallback" },
  { q: "is there a dress code in your bhopal office?", cls: "unanswerable", expect: "fallback" },
  { q: "can your team write firmware for IoT sensors?", cls: "unanswerable", expect: "fallback" },
  { q: "is nexora listed on NSE or BSE?", cls: "unanswerable", expect: "fallback" },
  {
    q: "are you HIPAA compliant? we're a US telehealth startup",
    cls: "unanswerable",
    expect: "fallback",
  },
  { q: "do your devs know Ruby on Rails?", cls: "unanswerable", expect: "fallback" },
  { q: "do you hold PCI DSS certification?", cls: "unanswerable", expect: "fallback" },

  // off-topic
  {
    q: "what's the weather going to be like in bhopal this weekend",
    cls: "off-topic",
    expect: "fallback",
  },
  { q: "write a short poem for my sister's birthday", cls: "off-topic", expect: "fallback" },
  { q: "who won the last cricket world cup?", cls: "off-topic", expect: "fallback" },
  { q: "suggest a good biryani place near MP Nagar", cls: "off-topic", expect: "fallback" },
  { q: "how do I apply for a PAN card online", cls: "off-topic", expect: "fallback" },
  { q: "can you tell me something funny to cheer me up", cls: "off-topic", expect: "fallback" },
];
