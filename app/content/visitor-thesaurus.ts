/**
 * The visitor thesaurus: words and phrases visitors use (English, Indian English and romanised
 * Hindi), each linked to the words the site itself uses for the same thing. The chat adds the
 * site's words to a question before it searches, so "wifi" finds the network service and
 * "naukri" finds the careers page.
 *
 * One line per meaning: the site's words (stop words such as "team" or "how" left out: the search
 * drops them), a colon, then the visitors' words and phrases for them (lowercase, as typed, without
 * punctuation), separated by commas. To extend it, add the word of a visitor's question the chat
 * got wrong to a line, or a new line: each entry is there for a question someone asked
 * (docs/decisions/017-thesaurus-keeps-what-visitors-use.md). A visitor's word also matches its
 * plural ("laptop" matches "laptops", and "past project" "past projects", so a phrase's words are
 * written in the singular where they can be); phrases win over single words. Kept as text rather
 * than an object of pairs: the chat downloads it, and a meaning is written once; the texts are
 * grouped under comments that head them (the build drops comments, so they cost the download
 * nothing).
 */
const lines = [
  // Networks, devices and office IT
  `wi-fi network: wifi
wi-fi surveys: dead spot
network: internet, net connection
network cabling: lan
network support: internet connection
devices endpoint: computer, desktop, laptop, pc
devices wiped remotely: lock
printer: printer
help desk support: helpdesk
help desk support infrastructure: it support
microsoft 365: ms office, office 365
microsoft 365 email: mailbox, outlook
google workspace email: gmail, rediffmail
google workspace: google drive
security endpoint malware: virus
security endpoint defender: antivirus
security threat: malware, ransomware
backup disaster recovery: dr, recovery drill, restore
server infrastructure: server, vm
server room migrating: almirah, basement, cupboard, on prem, rack, server room`,
  // Data, reports and spreadsheets
  `accounts tally invoicing: accounting, hisaab, khata
accounts tally: accountant
hr erp: attendance, hrms, payroll
inventory stock: stock, warehouse management
spreadsheets dashboards analytics reports: excel
consolidation: merge
dashboards: chart, graph
spreadsheets: sheets
reduce savings: reduce
cost optimisation savings: badh gaya, bleeding money, bring it down, climbing, creeping up, creeps up, doubled, ghatwa, lagaam, paani ki tarah, save money, spend down, trim, tripled, waste money, wasting money
budget cost reviews: overspending, spend on it
businesses sectors healthcare retail finance: finance company, industries, retail company, sector
businesses sectors: industry
scale down: fewer engineer, fewer people, shrink
growth grow scale: expand, expansion
types businesses sizes: kind of business, kind of company
startups sizes businesses: startup
reports dashboards analytics: report
reports dashboards: mis
metrics dashboards: figures, numbers
power bi dashboards: powerbi
business intelligence dashboards: bi, ek screen, live screen, one screen, one view, report screen, sales report, tableau
dashboards analytics: sales data
analytics: analyse, analysis`,
  // AI
  `ai machine learning: a i, ai, artificial intelligence
machine learning: ml
assistants chat generative ai: chatbot, helper
assistants chat: bot
generative ai assistants: chatgpt, gpt
generative ai assistants models: llm
generative ai: gen ai, genai
retrieval-augmented assistants: rag
predictive forecasting: predict, prediction
distributor: distribution
document ai extraction: read document, scanned
speech-to-text: speech to text, transcribe
evaluation: test set
hindi indian languages multilingual: hindi
website web: site, this sight, web sight, website`,
  // Apps and websites
  `redesign: revamp
launch: chalu, go live, goes live, golive, is live, went live
kick off: kickoff
prototype first version: mvp
prototype: proof of concept
bugs support maintenance: bug
bugs support: error, gadbad, kharab
crashes support monitoring: crash
healthcare patients: clinic, doctor, hospital
healthcare patients hospitals: chain of hospitals, hospital chain
healthcare: medical, pharmacy
education: coaching, school
fashion retailer: clothing brand, clothing chain, kurta
stores: outlets
video consultations: online consultation, teleconsult, telemedicine
models machine learning: algorithm
lending fintech: lender
app apps mobile: app, mobile application
ios mobile: iphone
wearables: apple watch, smart watch, smartwatch, wear os
stores publish android: play store, playstore
stores publish ios: app store
mobile app location field: delivery app, ola, swiggy, zomato
field teams location mobile: delivery boys, drivers
field teams mobile: field engineer, field staff, sales rep, salesmen, technician
marketing website: landing page
e-commerce storefront: d2c, e commerce, ecommerce, flipkart, marketplace, online bechna, online dukaan, online shop, online store, sellable
shopify e-commerce: shopify
content management: cms
search seo: google
performance fast: crawl, fast khule, faster, lighthouse, slow, sluggish, snappy, speed
rank higher seo: first page, google for, page one, pehle page, upar
components design system: buttons
design ux: redesign
brand visual identity: colour scheme, colours, fonts, logo, palette, style guide
figma design prototypes: figma
ux design usability: ux
usability ux: confuse, confusing, easier to use, easy to use, nicer, samajh nahi, ugly
visual design ui: look and feel, look good, look nice, prettier
ui design: ui`,
  // Cloud and DevOps
  `aws cloud: amazon, aws
azure cloud: azure
google cloud: gcp
hosting cloud: godaddy, hosting
cloud cost optimisation finops: aws bill, aws invoice, azure invoice, cloud bill, cloud spend, electricity bill, hosting bill, server bill
cost: bill, lagega
migrate migration: chadhana, move, moving, shift
downtime: band kiye bina, bina band, outage, shut down
switch: cutover, switchover
data centre: overheating
kubernetes: k8s
tools technologies stack: framework
deployment release pipelines: changes to go live, code goes live, code push, deployment, push code, release, ship
ci/cd pipelines: ci cd, cicd, deploy manually, github, gitlab, every merge, merge to main
terraform infrastructure code: terraform
on-call rotations site reliability: on call
post-incident reviews: post mortem`,
  // Security
  `breach incident security: breach, got into, hack ho, hack hua, hack kar, hacked
breach incident data: leak
security attack threat: hacker
security attack: hack, hack proof
phishing security awareness: dodgy email, dodgy link, email link, phishing
phishing incident security: fake invoice
phishing security: spoof
security practices: cyber hygiene
penetration testing: hack test, pen test, pentest, pentester
retest: check again, dobara test, recheck, second round of verification, test again, verify the fix
bounty: bug bounty
penetration testing vulnerability: attack karke, hole, how exposed, kamzori, vapt
iso 27001: iso, 27k
soc 2: soc2
compliance privacy: gdpr
firewall network: router
multi-factor authentication: mfa
protect security: bachana, bachane, bachao, bachaye, bachayein, bachein, bachne, surakshit
theft breach security: chori, chura, stolen
security: infosec, locked down, safe, safer, suraksha, unsafe
identity passwords multi-factor: shared password
single sign-on passwords multi-factor: one login, sso`,
  // Consulting and transformation
  `consulting advice: advise, advisor, neutral, outside opinion, outsider, second opinion, unbiased
practice: vertical
practices article: tips
article blog role: post, writeup
consulting: consultant
assessment review: health check, look over
vendor platform selection consulting: which software
resistance change: push back, resist
vendor platform selection: choosing between, compare vendor, shortlist, what to buy
build buy partner decisions: build our own, off the shelf, readymade
buy build partner: buy
renewals lapse: expire
history records data: records
patient record: patient file
fractional cto technology leadership: it head, tech head
fractional: days a month, days each month, part time, parttime
paper paperless: kaagaz, kagaz, paper
paperless paper forms: paperwork
crm: leads, sales pipeline
updates customer self-service: order status, order update
customer self-service calling: keep calling
classification extraction: sort
classification: route
payments upi cards: payment gateway, razorpay
billing invoicing gst: billing
billing invoicing gst: invoice
legacy existing: clunky, outdated
legacy existing modernisation: foxpro, modernise, rebuild, rewrite, vb6`,
  // Concept families, service by service: the words visitors use for each of our services
  `custom software development: billing software, billing system, custom software, inventory system
customer portals: portal
internal tools back-office: backend
integrations api: apis, connect, hook up, integrate, jod
automated testing code quality: ensure quality, qa, quality assurance
take existing codebase: pick it up, somebody else code, someone else code, take it over, take over
cloud migration: cloud computing, cloud pe, lift and shift, move everything online, online shift, onto the internet
serverless: lambda
containers kubernetes: cluster, microservices
landing zones governance: aws account, cloud account
data residency india: desh ke bahar, indian region, stay in india, stay in the country
penetration testing security audits: checkup, ethical hacker, ethical hacking, ghus ke, jaanch, vulnerability assessment
incident response: playbook
cloud security posture: public bucket
secure development: secrets
security awareness training: phishing simulation, security training
simulations exercises: drill
compliance iso 27001 soc 2 dpdp: auditor
zero-trust network: zero trust
threat monitoring: 24x7, round the clock, siem, soc monitoring
monitoring: keep an eye, keeping an eye, nazar, watch for, watch over, watching for
data warehouses pipelines: bigquery, consolidate, snowflake, warehouse
scattered: bikhra
predictive models forecasting: andaaza, churn, predict sales
document ai: handwritten, pdf, read invoice
recommendations personalisation: recommendation engine
retrieval-augmented assistants: company docs, handbook, hr manual, hr policy, internal docs, policy documents
indian-language processing: hindi speaking, translate
responsible ai: bias
mlops: model drift, model monitoring, retrain
native ios android apps: kotlin, native app, swift
react native flutter cross-platform: cross platform, one codebase, react native, single codebase
offline-first sync: bad signal, bina net, bina network, network na ho, no internet, no network, offline, signal nahi
device features: barcode, camera, gps, photo
push notifications engagement: reminder
payments wallets: gpay, paytm, phonepe
app modernisation: old app
marketing sites portals: brochure site, business website, company website
progressive web apps: pwa
multilingual sites: bilingual, two language
accessibility: a11y, blind, grandparents, screen reader, senior citizen, wcag
hosting care plans: website maintenance
user research usability testing: actual user, participant, real people, real user, tester, user interview, user testing
wireframes prototypes: clickable prototype, dummy, mockup
design systems: ui kit
ci/cd pipelines release: release process, auto deploy, filezilla, ftp, jenkins, push button
infrastructure code: ansible
monitoring logging alerting: grafana, logs
release strategies: blue green, canary, feature flag, rollback
site reliability: sla, uptime
platform engineering: golden path
network design management: access point, switches
help desk on-site support: come there, it guy, it person, outsourced it, physically, sambhal, sambhalte, system admin
endpoint management: device management, remote wipe
microsoft 365 google workspace: email setup, setup email
office moves fit-outs: bigger premise, moving office, new office, shifting office
asset vendor management: licence
technology roadmaps: plan for tech, roadmap
fractional cto: cto as a service, part time cto, play cto, rented cto, tech cofounder, technical cofounder, virtual cto
technical due diligence investors: dd, funding round, pitch deck, raise funding, seed round, series a
paperless operations: digitise, paper file, physical file, registers, rubber stamp, wet signature
workflow automation: approval, automate, copy paste
customer self-service: order track, track order
erp crm roll-outs: erp implement, erp implementation, odoo, salesforce, zoho
digital skills programmes: train staff
change management resistance: senior staff`,
  // Things going wrong, in visitors' words
  `outage downtime support: baar baar band, band ho, died, goes down, kaam nahi kar, nahi chal, not working, went down
phishing spoofing security: fake email, fake mail
release strategies rollback: bad release, roll back, something break, undo`,
  // Owning, buying and agreeing
  `intellectual property code ownership: ip, ip right, kiska
owns: belong, owning, ownership
repository: repo
certified iso 27001: certificate
terms binding: binding, commit us`,
  // The visitor's own business: who they are, not what they ask (everyday context)
  `businesses: agency, apparel, bakery, biz, boutique, builder, cafe, chartered accountant, clothes, clothing, coaching centre, construction, consultancy, contractor, cooperative, courier, dairy, dealer, dental, dentist, dhaba, dhande, export, exporter, factory, family business, firm, fmcg, franchisee, furniture, garment, grocery, gym, handicraft, handmade, hotel, institute, kapde, kapdon, lawyer, mall, manufacturer, manufacturing, nbfc, ngo, pharma, plant, real estate, reseller, restaurant, retail chain, salon, saree, seller, showroom, society, spices, startup idea, supplier, sweet shop, tea, textile, transport, wholesale`,
  // Places in India: the visitor's own town, context rather than topic (intents answer "where")
  `cities: bangalore, bengaluru, bhopal, chennai, chhattisgarh, delhi, goa, gujarat, gurgaon, gwalior, hyderabad, indore, jabalpur, jaipur, jharkhand, kerala, kochi, kolkata, lucknow, maharashtra, mumbai, nagpur, noida, pune, raipur, rajasthan, surat, tirupur, ujjain
india: desi, indian
countries regions: country, desh, deshon, foreign, geography`,
  // Building, working together, Hinglish verbs
  `build: ban sakta, ban sakti, bana, banake, banana, banate, banaya, banaye, banegi, banne, banwa, banwana
fix support: sort out
automation automatic: apne aap, auto, automatic, automatically, by itself, on its own
manual: by hand, haath se
online digital: online
setup set up: install, installation
problem: pareshan
customers clients: buyer
people: accounts team, hr, marketing team, operations team, sales team
training skills: sikhana, teach
setup install: lagana`,
  // Everyday Hinglish for business and IT (romanised, as typed)
  `inventory stock warehouse: godown, maal
sales: bikri
performance slow: baith jaati, dheere, hang
affordable budget: cheap
salary pay: bracket, earn, pay, per annum, tankhwah
salary: package
paid leave time: chutti
contact: baat karni, contact sales
enquiry: send a query
work: kaam
shop store retail: dukaan, kirana
code: source code`,
  // Contact, hours and address
  `hours open: khula, khulta, timing
closed: band, shut
saturday sunday hours: itwaar, ravivaar, weekend
closed sunday hours: holiday
hours: hrs
open hours: staffed
address: baithte, landmark, pata, pin code, pincode, postal
tracking: pata chale
realtime: real time
address office: based, daftar, located, location, where r u
address directions map: directions, google map
office headquarters address: head office, hq
office: ofc
phone number: mobile number, phone no
phone: landline
phone call: call you, ring, ring karne, ring you
email: mail
person: agent, human, talk to someone
person call: book a call, book a meeting, call back, schedule a call`,
  // Money and time
  `affordable cost compare: cheapest
affordable cost savings: cheaper
night: midnight, overnight
time materials dedicated: ghante ke hisaab, hourly
time materials: by the hour, pay as you go, pay for time, t and m
fixed price: fixed amount, fixed bid, fixed quote, lump sum
dedicated monthly: month by month, monthly basis, retainer
payment milestone: installment, instalment, kishton, up front, upfront
dedicated: dedicated developer, extension of, hire a dedicated team, hire a team, hire a whole dedicated team, hire a whole team, odc, offshore, rent, resource augmentation, squad, staff augmentation, you lend
engagement models: way of working, which plan make sense, which plan suit
pricing price: charge, charj, fee, in dollars, in rupees, in us dollars, in usd
rates pricing price: price band, rate, rate card
budget pricing: budget
quote: estimate, quotation
cost price: burn, cost, dough, kharcha, kharche, kitna, paisa
long timeline: kab tak, kitna time, kitne din, kitne hafte
notice: warning
timeline weeks: deadline, duration`,
  // Company, people and history
  `founder leadership: ceo, chief exec, chief executive, director, people at the top, top brass
sme small businesses: msme, small business
growing businesses: small company, small firm
years: saal
years founded: kitne saal, purani
years history: been around, how old, in business, kab se chal
founded founder: started
founded history: origin story
turnover: annual revenue, yearly revenue, yearly sales
ipo: buy share, its share, share price, stock exchange, stock market
founder ceo: boss, calls the shot, head honcho, malik, md, owner, promoter, top dog, top guy
leadership: head of, in charge
engineers specialists people: employees, on your payroll, staff
engineers specialists: headcount, log kitne, team size
clients: customers
clients case studies: experience in, experience with, worked with
case studies projects: bada kaam, case study, examples, kiya hua kaam, kya kya banaya, past project, past work, pichle kaam, portfolio, samples, success story
results: achieve, outcome
testimonials: client quote, clients said, clients say, customer say, reviews`,
  // Places
  `uae middle east: abu dhabi, dubai, emirates
middle east uae saudi arabia qatar: gulf
saudi arabia middle east: riyadh
qatar middle east: doha
united states north america: american, new york, the states, us client, us company, usa
united kingdom europe: london, uk
germany europe: german
europe: european
australia oceania: sydney
asia: asian
clients around world regions: abroad, footprint, international
madhya pradesh: mp
logistics: freight, truck`,
  // Jobs
  `job careers roles: job, naukri
open roles careers: khuli, opening, opportunity, position, vacancy
hiring careers: bharti, hire fresher, hire people, recruit, recruitment
careers roles experience: fresher
cv apply application: cv, resume
freshers: bca, bsc, btech, college khatam, computer science, final year, first job, graduate, mca, passout, student, without experience
salary pay lakh: ctc, lpa, salary
salary pay review: appraisal, hike
remote: from home, ghar baithe, ghar se, hometown, wfh, work from anywhere
home-office allowance remote: home office
medical insurance health cover: insurance, mediclaim
learning budget courses: udemy
benefits flexible: burnt out
core hours flexible: overlap
benefits: goodies, perk
hiring process: interview, pipeline for candidate, selection
practical session hiring: technical round, test in interview
hiring outcome: rejected
hiring process offer: offer letter
security operations analyst: soc
rotating shifts: night duty, night shift, odd hour, raat ki shift
allowance: alag paisa, extra pay
engineer: coder, developer, devs, engg, programmer, techie`,
  // Client portal and support
  `login portal: log in, login, sign in, signin
existing clients portal support: existing customer
project manager: pm
support request: ticket
process step: kadam, phases, stages
sprints demos: standup
urgent incidents: emergency
hours priority line: reachable
discovery phase: first call, first meeting, free consultation, initial call
support maintenance: babysit, look after, looking after, maintain, maintenance, upkeep
handle: take care
ongoing support project completed: after delivery, after go live, after handover, after launch, hand it over, handed over, handholding, on our own, project khatam, stick around
support packages maintenance: amc
warranty period: warranty`,
  // Legal and privacy
  `trackers analytics: keep tab, tracker, tracking
ip: ip address
personal data: about me, about visitor, my data, my detail, my info, my information
chat conversation stored: chat history
terms: t and c, t and cs, terms and condition
using website rules: code of conduct
using: usage
courts jurisdiction law: court
courts jurisdiction: case be filed, file a case, jhagda, kanooni, lawsuit, legal complaint, legal fight, sue
intellectual property: copyright
complaints grievances: complain
data protection board complain: authority, regulator
personal data misuse: misuse
children: kid
delete deletion personal data rights: delete, erase, hata do, hatwa, wipe
rights personal data: stop sending, unsubscribe
third parties: bahar, outside ai company, outside server, some ai company
sell advertising: advertiser, marketer, sold
rss feed: feed, feedly`,
].join("\n");

/**
 * Thesaurus lines → each visitor word or phrase with the site's words for it: "site: one, two",
 * or, as the chat downloads the file, "site:one,two" (scripts/thesaurus-plugin.ts).
 */
export const parseThesaurus = (text: string): Record<string, string> =>
  Object.fromEntries(
    text.split("\n").flatMap((line) => {
      const [site = "", ...visitors] = line.split(/[:,] ?/);
      return visitors.map((visitor) => [visitor, site]);
    }),
  );

/** Each visitor word or phrase → the site's words for it. */
export const visitorThesaurus: Readonly<Record<string, string>> = parseThesaurus(lines);
