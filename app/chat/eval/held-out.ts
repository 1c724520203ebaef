import type { EvalQuestion } from "./questions";

/**
 * The hundred-and-eighteenth held-out set, written on 2026-12-05 (session 64) by someone who does
 * not read or run the chat, from the site's content, while that round's tuning goes on. The
 * hundred-and-seventeenth set, scored once, is now `hundredAndSeventeenthHeldOut` in
 * questions.ts. None of its questions is 75 % alike to a tuning question (character bigrams,
 * punctuation dropped; at most 0.748).
 *
 * It is scored only by `run.ts --held-out` and `eval.test.ts`, which never print its questions,
 * and it is never used to change the chat. Once it has been scored it joins `questions.ts` as
 * tuning data, and a new held-out set is written.
 */
export const heldOut: readonly EvalQuestion[] = [
  // unreachable
  {
    q: "Your testers' report gave us 14 findings and our devs closed most over two sprints; is the pass that verifies those fixes billed on top?",
    cls: "unreachable",
    expect: "/services/cybersecurity#questions-title",
  },
  {
    q: "After the clothing brand's relaunch, how quickly did a page open on a phone, on average?",
    cls: "unreachable",
    expect: "/projects/ecommerce-platform#results-title",
  },
  {
    q: "When the freight client's core Oracle system was flipped over late one weekend night, how long a window had been set aside?",
    cls: "unreachable",
    expect: "/projects/cloud-migration#results-title|/projects/cloud-migration",
  },
  {
    q: "In the twelve-hospital rollout, what count of telehealth video calls did patients make during year one?",
    cls: "unreachable",
    expect: "/projects/healthcare#results-title",
  },
  {
    q: "Sitting in on your design research: what number of participants gets recruited per round of prototype trials?",
    cls: "unreachable",
    expect: "/services/ui-ux-design#delivery|/services/ui-ux-design#questions-title",
  },
  {
    q: "Your data science folks - since when have they existed as their own unit inside the firm?",
    cls: "unreachable",
    expect: "/about#story",
  },
  {
    q: "For an AI idea, how many weeks is the trial build on our own data before full rollout?",
    cls: "unreachable",
    expect: "/services/ai-machine-learning#delivery",
  },
  {
    q: "Once the new site goes live, after how many days do you sit down and review the numbers?",
    cls: "unreachable",
    expect: "/services/web-development#delivery",
  },
  {
    q: "I emailed my CV for a role last week - within how many days should I expect a reply?",
    cls: "unreachable",
    expect: "/career#hiring-process",
  },
  {
    q: "If I message you through the site and we never end up working together, when is my message erased?",
    cls: "unreachable",
    expect: "/legal/privacy#retention",
  },
  {
    q: "Roughly what share of the budget do we save going cross-platform instead of two separate native apps?",
    cls: "unreachable",
    expect: "/services/mobile-development#questions-title",
  },
  {
    q: "Who was the very first customer when the company was started, and what did you build for them?",
    cls: "unreachable",
    expect: "/about#story",
  },

  // long
  {
    q: "We're a mid-sized auto parts manufacturer near Pune. Our ERP is twelve years old, purchase approvals still go around on paper, and the MD keeps saying we need to 'go digital' this year. I've read a dozen vendor brochures and they all sound identical. Honestly I don't know which process to tackle first - how would you decide where to begin?",
    cls: "long",
    expect: "/services/digital-transformation#questions-title|/services/digital-transformation",
  },
  {
    q: "My brother and I run a small online spice business and we've been burned before by a freelancer who vanished halfway. I'm nervous about filling in yet another form and then getting hounded by salespeople. Before I do it, can you tell me what actually happens after I send you my details?",
    cls: "long",
    expect: "/contact#next-steps",
  },
  {
    q: "We're a health-tech startup and our investors keep bringing up the DPDP Act in every board meeting. Right now everything sits in a US region because that's what our first developer picked. We're planning a rebuild anyway. Can you set up our cloud so patient information legally stays inside India?",
    cls: "long",
    expect: "/services/cloud-solutions",
  },
  {
    q: "I finished my B.Tech two years ago and since then I've been doing alert triage in a SOC in Hyderabad. My parents are in Bhopal and getting older, so I'd like to move back home. I saw you have a security team there. Is there an in-office opening for someone like me, and what does it pay?",
    cls: "long",
    expect: "/career#security-analyst",
  },
  {
    q: "Our CTO resigned last month and we're a 30-person SaaS company with a board meeting coming up. The hiring process for a replacement will take at least six months realistically. In the meantime nobody senior is steering architecture or vendor choices. Do you provide someone who can play that role part-time?",
    cls: "long",
    expect: "/services/it-consulting",
  },
  {
    q: "So the agency that built our booking platform went out of business in September. The code works, mostly, but nobody on our side understands it and there are no docs. A couple of firms told us to throw it away and start over, which we can't afford. Would you be willing to pick up where they left off?",
    cls: "long",
    expect: "/services/software-development#questions-title",
  },
  {
    q: "I'm putting together next year's budget and finance wants a rough number by Friday. We don't want a one-off project; we want a few of your engineers and a tester working on our product for the long haul, almost like our own staff. What would something like that cost us per month?",
    cls: "long",
    expect: "/services#pricing",
  },
  {
    q: "Last Diwali our warehouses ran dry on the fast sellers while the slow stuff just sat there eating cash, and the CFO has not let it go. A friend mentioned you did forecasting work for some distributor with thousands of shops. I'd like to show management something concrete - what did that project actually achieve?",
    cls: "long",
    expect: "/projects/ai-analytics#results-title",
  },
  {
    q: "Okay, I'm a bit paranoid about this sort of thing. A few minutes ago I typed some internal details about our company into the chat box on your site, before I thought about it. Does that conversation get shipped off to some AI provider's servers, or to you?",
    cls: "long",
    expect: "/legal/privacy#what-you-send",
  },
  {
    q: "Every release at our company is a monthly ordeal - the whole team stays till midnight, someone runs a checklist by hand, and half the time we roll back on Saturday. The developers are exhausted and the business wants features faster. Is there a way you could help us ship more often without the drama?",
    cls: "long",
    expect: "/services/devops",
  },
  {
    q: "The last dev shop we hired left all the testing to the final week before launch, and it was chaos: bugs everywhere and a delayed go-live. I'm determined not to repeat that. In the way you run a project from start to finish, where exactly does quality checking come in?",
    cls: "long",
    expect: "/services#process",
  },
  {
    q: "We're opening a second branch in Indore next quarter with about 40 staff. We'll need cabling, Wi-Fi, a firewall and someone to fix laptops when they break. Our head office is in Bhopal, which I know is where you are. Would your people actually travel out there, or is it remote only?",
    cls: "long",
    expect: "/services/it-infrastructure#questions-title",
  },

  // typo
  {
    q: "opn on saturdys?? til wat tme",
    cls: "typo",
    expect: "/contact",
  },
  {
    q: "pen-tst for our api + web portl, u provid writen reprt after?",
    cls: "typo",
    expect: "/services/cybersecurity#questions-title|/services/cybersecurity",
  },
  {
    q: "discovrey phaze pricng in rupes plz",
    cls: "typo",
    expect: "/services#pricing|/contact#next-steps",
  },
  {
    q: "flutr or reactnative, wich do ur devs use for andrd+ios",
    cls: "typo",
    expect: "/services/mobile-development",
  },
  {
    q: "whr exactly is ur ofice adress",
    cls: "typo",
    expect: "/contact",
  },
  {
    q: "since wen r u guys iso 27001 certifyd",
    cls: "typo",
    expect: "/about#story|/about|/",
  },
  {
    q: "need wesbite for my restraunt how mny weeks wil it tak",
    cls: "typo",
    expect: "/services/web-development#questions-title|/contact#faq",
  },
  {
    q: "hw soon do we get frst dashbaord aftr analytcs projct starts",
    cls: "typo",
    expect: "/services/data-analytics#questions-title",
  },
  {
    q: "who ownz teh sorce code aftr u finsh",
    cls: "typo",
    expect: "/services/software-development#questions-title",
  },
  {
    q: "data engg role stil open? hybrd or wfh? pakage kitna",
    cls: "typo",
    expect: "/career#data-engineer",
  },
  {
    q: "u guys do kubernetis n helm setp?",
    cls: "typo",
    expect: "/services/devops",
  },
  {
    q: "hw do i ask for a qoute for my projct",
    cls: "typo",
    expect: "/quotation|/contact",
  },

  // vocabulary
  {
    q: "humein ek delivery wali app chahiye jo Android pe bhi chale aur Apple phone pe bhi, banaoge?",
    cls: "vocabulary",
    expect: "/services/mobile-development",
  },
  {
    q: "Hamara purana server room hai office mein, usko cloud pe shift kar doge?",
    cls: "vocabulary",
    expect: "/services/cloud-solutions",
  },
  {
    q: "bajet zyada nahi hai, aapke saath sabse pehle step ka paisa kitna lagta hai?",
    cls: "vocabulary",
    expect: "/services#pricing|/contact#next-steps",
  },
  {
    q: "Can your people do a VAPT for our company before the bank audit?",
    cls: "vocabulary",
    expect: "/services/cybersecurity",
  },
  {
    q: "We want our MIS reports to stop being made by hand in Excel every Monday",
    cls: "vocabulary",
    expect: "/services/data-analytics",
  },
  {
    q: "Our HR handbook and policy PDFs - could you wire up a GPT-type helper so employees stop emailing HR the same things?",
    cls: "vocabulary",
    expect: "/services/ai-machine-learning",
  },
  {
    q: "Searching for an AMC partner: 35 desktops, two printers and the office router need looking after yearly",
    cls: "vocabulary",
    expect: "/services/it-infrastructure",
  },
  {
    q: "We're about to invest in a startup - can you vet their tech stack and code for us?",
    cls: "vocabulary",
    expect: "/services/it-consulting",
  },
  {
    q: "mera bhai React developer hai, 6 saal ka experience, uske liye koi jagah khali hai?",
    cls: "vocabulary",
    expect: "/career#senior-full-stack-engineer|/career#open-roles|/career",
  },
  {
    q: "who makes the screens and mockups look nice, do you have people for the look and feel?",
    cls: "vocabulary",
    expect: "/services/ui-ux-design",
  },
  {
    q: "hamare yahan sab kaam file aur register pe hota hai, usko online karwana hai",
    cls: "vocabulary",
    expect: "/services/digital-transformation",
  },
  {
    q: "Main agle hafte Hoshangabad Road ki taraf aa raha hoon, aapke office ki building ka naam kya hai?",
    cls: "vocabulary",
    expect: "/contact",
  },

  // ambiguous
  {
    q: "Which model suits us if the requirements will keep shifting as we go?",
    cls: "ambiguous",
    expect: "/services#pricing",
  },
  {
    q: "What does your process look like for candidates?",
    cls: "ambiguous",
    expect: "/career#hiring-process",
  },
  {
    q: "Would you train on our data and could it end up feeding somebody else's system?",
    cls: "ambiguous",
    expect: "/services/ai-machine-learning#questions-title",
  },
  {
    q: "Who heads up cybersecurity at your firm, the actual person?",
    cls: "ambiguous",
    expect: "/about#team",
  },
  {
    q: "Can you build the pipelines that feed our warehouse reporting?",
    cls: "ambiguous",
    expect: "/services/data-analytics",
  },
  {
    q: "What storage does this website keep on my laptop?",
    cls: "ambiguous",
    expect: "/legal/privacy#browser-storage",
  },
  {
    q: "Tell me about the platform you made for the fashion chain",
    cls: "ambiguous",
    expect: "/projects/ecommerce-platform",
  },
  {
    q: "How do you manage change when our staff are pushed onto an unfamiliar system?",
    cls: "ambiguous",
    expect: "/services/digital-transformation#questions-title|/services/digital-transformation",
  },
  {
    q: "If you send me a quote, am I bound by it?",
    cls: "ambiguous",
    expect: "/legal/terms#enquiries",
  },
  {
    q: "Did the hospital work give each patient a single record across every branch?",
    cls: "ambiguous",
    expect: "/projects/healthcare#results-title|/projects/healthcare",
  },
  {
    q: "Before our Series A the investors want a second opinion on how our system is designed - is that something you'd do?",
    cls: "ambiguous",
    expect: "/services/it-consulting",
  },
  {
    q: "Is there support once you hand the finished software over to us?",
    cls: "ambiguous",
    expect: "/contact#faq",
  },

  // multi
  {
    q: "Which city do you operate out of, and could a product designer join you fully remote?",
    cls: "multi",
    expect: "/contact|/about & /career#product-designer|/career#open-roles",
  },
  {
    q: "Can you get us through ISO 27001, and does Nexora hold that certificate itself?",
    cls: "multi",
    expect:
      "/services/cybersecurity#questions-title|/services/cybersecurity & /about#story|/about|/",
  },
  {
    q: "How much did the logistics firm save on infrastructure, and do you offer FinOps to trim our own cloud bill?",
    cls: "multi",
    expect:
      "/projects/cloud-migration#results-title|/projects/cloud-migration & /services/cloud-solutions",
  },
  {
    q: "Is my browsing tracked by any cookie on here, and if there were ever a dispute, which courts would hear it?",
    cls: "multi",
    expect: "/legal/privacy#no-cookies|/legal/terms#privacy & /legal/terms#governing-law",
  },
  {
    q: "Roughly how long to build a marketing website, and what would a fixed-price project set us back?",
    cls: "multi",
    expect: "/services/web-development#questions-title|/contact#faq & /services#pricing",
  },
  {
    q: "Who's your chief technology officer, and what is the company's mission?",
    cls: "multi",
    expect: "/about#team & /about#mission",
  },
  {
    q: "Could you develop our Flutter app and also do the user research and design for it?",
    cls: "multi",
    expect: "/services/mobile-development & /services/ui-ux-design",
  },
  {
    q: "What happens after I fill in the contact form, and later on how can I get my details wiped?",
    cls: "multi",
    expect: "/contact#next-steps & /legal/privacy#your-rights",
  },
  {
    q: "Which parts of the world are your clients in, and what have they said about working with you?",
    cls: "multi",
    expect: "/#global-presence & /#testimonials",
  },
  {
    q: "We'd like automated deployments set up and also round-the-clock threat monitoring - both possible?",
    cls: "multi",
    expect: "/services/devops & /services/cybersecurity",
  },
  {
    q: "What's the email to mail my resume to, and is there a learning allowance for staff?",
    cls: "multi",
    expect: "/career#how-to-apply & /career#why-work-with-us",
  },
  {
    q: "Which AI frameworks do you work with, and what came out of the demand forecasting job you did?",
    cls: "multi",
    expect:
      "/services/ai-machine-learning#technologies-title & /projects/ai-analytics#results-title",
  },

  // unanswerable
  {
    q: "Ballpark, how big was Nexora's own top line in the last financial year?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Could your team write Solidity for a token launch on Ethereum?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "We're a toy brand wanting a kids' puzzle game on the Play Store built in Unreal or Unity - can you?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Before the intro call, will your side put a mutual confidentiality agreement in writing?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "We want sensors on our factory machines sending data - do you build IoT systems?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Do you bid on government tenders through the GeM portal?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "What share of your developers quit within their first twelve months?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "If I bring my car to the meeting at your place, is there somewhere to leave it?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Our procurement asks for your E&O policy certificate and its insured sum - can you share it?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Is Nexora planning an IPO, or can I buy its shares anywhere?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Payment via a crypto wallet possible for our Dubai entity?",
    cls: "unanswerable",
    expect: "fallback",
  },
  {
    q: "Interested in a virtual-reality headset showroom for our furniture range, doable?",
    cls: "unanswerable",
    expect: "fallback",
  },

  // off-topic
  {
    q: "my daughter's geography quiz asks for Australia's capital, help",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "tawa paneer tikka - overnight in curd or just two hours?",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "who lifted the IPL trophy the year Gujarat lost the final",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "help me solve a projectile motion question from my physics homework",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "translate 'see you tomorrow' into Japanese for a text to my friend",
    cls: "off-topic",
    expect: "fallback",
  },
  {
    q: "compose four lines of verse about the first rain in July",
    cls: "off-topic",
    expect: "fallback",
  },
];
