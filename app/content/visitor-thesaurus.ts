/**
 * The visitor thesaurus: words and phrases visitors use (English, Indian English and romanised
 * Hindi), each linked to the words the site itself uses for the same thing. The chat adds the
 * site's words to a question before it searches, so "wifi" finds the network service and
 * "naukri" finds the careers page.
 *
 * One line per meaning: the site's words (stop words such as "team" or "how" left out: the
 * search drops them), a colon, then the visitors' words and phrases for them (lowercase, as
 * typed, without punctuation), separated by commas. To extend it, add a visitor's word to a
 * line, or a new line. A visitor's word also matches its plural ("laptop" matches "laptops", and
 * "past project" "past projects", so a phrase's words are written in the singular where they can
 * be); phrases win over single words. Kept as text rather than an object of pairs: the
 * chat downloads it, and a meaning is written once; the texts are grouped under comments that
 * head them (the build drops comments, so they cost the download nothing).
 */
const lines = [
  // Networks, devices and office IT
  `wi-fi network: wi fi, wifi
network: broadband, internet, net connection
network cabling: lan
network support: internet connection, network down
devices endpoint: computer, desktop, laptop, pc
devices wiped remotely: lock
printer: printer
help desk support: helpdesk
help desk support infrastructure: it support
microsoft 365: ms office, office 365
microsoft 365 email: mailbox, outlook
google workspace email: gmail, rediffmail
google workspace: g suite, google doc, google drive, google meet
security endpoint malware: virus
security endpoint defender: antivirus
security threat: malware
backup disaster recovery: bcp, business continuity, data gone, data loss, dr, failover, fire, flood, lose everything, lost all data, recovery drill, restore, restoring, rpo, rto, wipe out
server infrastructure: server
server room migrating: almirah, cupboard, on prem, server room`,
  // Data, reports and spreadsheets
  `accounts tally invoicing: accounting, hisaab, khata, lekha
accounts tally: accountant
hr erp: attendance, payroll
inventory stock: stock, warehouse management, wms
spreadsheets dashboards analytics reports: excel
dashboards: chart, graph
spreadsheets: sheets
reduce savings: reduce
cost optimisation savings: badh gaya, badh gayi, bill is high, bleeding money, bring it down, climbing, costs too much, creeping up, creeps up, cut cost, doubled, increased, keeps increasing, lagaam, overpaying, paying too much, save money, too expensive, trim, tripled, waste money, wasting money
budget cost reviews: it spend, overspending, saas spend, software subscription, spend on it
businesses sectors healthcare retail finance: industries
businesses sectors: industry
scale down: downsize, fewer engineer, fewer people, reduce the team, shrink
growth grow scale: expand, expanding, expansion
types businesses sizes: kind of business, kind of client, kind of company, type of client
startups sizes businesses: startup
reports dashboards analytics: report
reports dashboards: mis
metrics dashboards: figures, numbers
power bi dashboards: powerbi
business intelligence dashboards: at a glance, bi, looker, management report, one screen, one version of truth, one view, sales report, single screen, single source of truth, single view, tableau
data warehouse lakehouse: big data
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
predictive forecasting: predict, prediction
distributor: distribution
document ai extraction: ocr, read document, scanned
speech-to-text: speech to text
speech-to-text assistants: voice bot
hindi indian languages multilingual: hindi
website web: site, this sight, web sight, webpage, website`,
  // Apps and websites
  `redesign: makeover, revamp
launch: chalu, go live, goes live, golive, is live, live karna, shuru karna, went live
prototype first version: mvp
prototype: poc, proof of concept
bugs support maintenance: bug
bugs support: error, gadbad, galti, glitch, kharab
crashes support monitoring: crash
healthcare patients: clinic, doctor, hospital
healthcare patients hospitals: chain of hospitals, hospital chain
healthcare: medical, pharmacy
education: coaching, school
fashion retailer: clothing chain, kurta
video consultations: online consultation, teleconsult, telemedicine
models machine learning: algo, algorithm
lending fintech: lender
app apps mobile: android application, app, mobile application, phone application
ios mobile: ipad, iphone
wearables: apple watch, fitness band, smart watch, smartwatch, wear os
stores publish android: play store, playstore
stores publish ios: app store
mobile app location field: delivery app, ola, swiggy, uber, zomato
field teams location mobile: drivers
field teams mobile: field engineer, field force, field staff, sales rep, salesmen, service engineer, technician
marketing website: landing page
e-commerce storefront: e commerce, ecommerce, flipkart, marketplace, multi vendor, online bechna, online sell, online shop, online store, sellable
shopify e-commerce: shopify
e-commerce wordpress: woocommerce
content management: change content, cms, edit website
search seo: google
performance fast: crawl, fast chalna, fast khule, faster, laggy, slow, sluggish, snappy, speed, tez
rank higher seo: first page, google for, pehle page, upar
components design system: buttons
design ux: redesign
brand visual identity: color scheme, colors, colour scheme, colours, fonts, logo, palette, style guide
figma design prototypes: figma
ux design usability: ux
usability ux: confused, confusing, easy to use, hard to use, nicer, simple to use, ugly, user friendly, userfriendly
visual design ui: attractive, beautiful design, good looking, look and feel, look good, look nice, prettier
ui design: ui`,
  // Cloud and DevOps
  `aws cloud: amazon, aws
azure cloud: azure
google cloud: gcp
hosting cloud: bluehost, godaddy, hosting, hostinger
cloud cost optimisation finops: aws bill, aws invoice, azure invoice, cloud bill, cloud spend, cloud spending, electricity bill, hosting bill, server bill
cost: bill, lagega
migrate migration: chadhana, move, moving, shift
downtime: band kiye bina, bina band, outage
switch: cutover, switchover
data centre: overheating
kubernetes: k8s
tools technologies stack: framework
deployment release pipelines: code push, deployment, git push, push code, release
ci/cd pipelines: ci cd, cicd, github, gitlab, bitbucket, build pipeline, automatic deployment, every merge, merge request, merge to main, pull request
terraform infrastructure code: terraform
on-call rotations site reliability: on call, oncall
post-incident reviews: post mortem, postmortem, root cause`,
  // Security
  `breach incident security: breach, got into, hack ho, hack hua, hack hui, hack kar, hacked
breach incident data: leak
security attack threat: hacker
security attack: hack, hack proof, hackproof
phishing security awareness: dodgy email, dodgy link, email link, phishing, suspicious link
phishing incident security: fake invoice
phishing security: spoof
security practices: cyber hygiene, hygiene
certin: cyber agency
penetration testing: pen test, pentest, pentester
retest: check again, dobara test, recheck, second round of verification, test again, verify the fix
bounty: bug bounty
penetration testing vulnerability: attack karke, hole, how exposed, kamzori, loophole, vapt
iso 27001: iso, 27k
soc 2: soc2
compliance privacy: gdpr
firewall network: router
multi-factor authentication: 2fa, mfa
protect security: bachana, bachane, bachao, bachaye, bachayein, bachein, surakshit
theft breach security: chori, chura, churaye, steal, stolen
security: infosec, lock down, locked down, safe, safer, safety, suraksha, unsafe
identity passwords multi-factor: password manager, shared password, weak password
single sign-on passwords multi-factor: one login, single login, single sign on, sso`,
  // Consulting and transformation
  `consulting advice: advise, advisor, impartial, neutral, outside opinion, outsider, second opinion, unbiased
practices article: tips
article blog role: post, write up, writeup
consulting: consultant
assessment review: check up, checkup, health check, look over
vendor platform selection consulting: which software, which tool
resistance change: push back, pushback, resist
vendor platform selection: choose between, choosing between, compare vendor, shortlist, what to buy
build buy partner decisions: build our own, buy one, make or buy, off the shelf, ready made software, readymade
buy build partner: buy
renewals lapse: expire
history records data: records
fractional cto technology leadership: head of technology, it head, tech head, technical head
fractional: days a month, days each month, days per month, part time, parttime
paper paperless: kaagaz, kagaj, kagaz, paper
paperless paper forms: paperwork
crm: follow ups, lead management, leads, sales pipeline
updates customer self-service: order status, order update
customer self-service calling: keep calling
classification extraction: sort
classification: categorise, route
payments upi cards: payment gateway, razorpay
billing invoicing gst: billing
billing invoicing gst: invoice
legacy existing: clunky, old system, outdated
legacy existing modernisation: foxpro, modernise, modernize, rebuild, rewrite, vb6, visual basic`,
  // Concept families, service by service: the words visitors use for each of our services
  `custom software development: bespoke software, billing software, billing system, custom software, inventory software, inventory system, software banwana, tailor made
customer portals: portal
internal tools back-office: admin panel, back office, backend, in house tool
integrations api: apis, connect, hook up, integrate, jod, jodna, link with, sync with
automated testing code quality: code review, qa, quality assurance, test case, unit test
take existing codebase: inherited code, left midway, old developer, pick it up, previous developer, take it over, take over, takeover
cloud migration: cloud computing, cloud par, cloud pe, go cloud, lift and shift, move everything online, online shift, onto the internet, shift online
serverless: azure function, cloud function, lambda
containers kubernetes: aks, cluster, eks, gke, microservices, openshift
landing zones governance: account structure, aws account, cloud account, guardrails
data residency india: data in india, data localisation, data localization, desh ke bahar, indian region, stay in india, stay in the country, stored in india
penetration testing security audits: ethical hacker, ethical hacking, ghus ke, jaanch, vulnerability assessment
incident response: forensic, playbook, runbook
cloud security posture: misconfiguration, misconfigured, open s3, public bucket
secure development: api key, code scanning, dast, leaked key, owasp, sast, secrets
security awareness training: phishing simulation, security training
simulations exercises: drill
compliance iso 27001 soc 2 dpdp: auditor, certification audit
zero-trust network: zero trust, ztna
threat monitoring: 24x7, managed soc, round the clock, siem, soc monitoring
monitoring: keep an eye, keeping an eye, watch for, watch over, watching for
data warehouses pipelines: bigquery, consolidate, data lake, redshift, snowflake, warehouse
data migration consolidation: clean data, combine data, data cleanup, duplicate data, merge data
scattered: bikhra
embedded dashboards: client dashboard, customer dashboard
self-service analytics: make own report
predictive models forecasting: andaaza, churn, predict sales
document ai: extract data, handwriting, handwritten, invoice reading, pdf, read invoice
recommendations personalisation: recommend product, recommendation engine, similar product
retrieval-augmented assistants: company docs, handbook, hr manual, hr policy, internal docs, knowledge base, policy documents
indian-language processing: hindi speaking, regional language, translate, translation, vernacular
responsible ai: ai ethics, ai risk, bias, explainable, fairness
mlops: model drift, model monitoring, retrain
native ios android apps: kotlin, native app, swift
react native flutter cross-platform: cross platform, hybrid app, react native
offline-first sync: bad signal, bina internet, bina net, low network, net nahi, network na ho, no internet, no network, offline, poor network, signal nahi
device features: barcode, bluetooth, camera, gps, photo, qr code, scanner
push notifications engagement: reminder
payments wallets: google pay, gpay, in app payment, paytm, phonepe
app modernisation: app upgrade, old app, outdated app
marketing sites portals: brochure site, business website, company website, corporate website
progressive web apps: pwa
multilingual sites: bilingual, multiple language, two language
accessibility: blind, disability, disabled user, elderly, grandparents, screen reader, senior citizen, visually impaired, wcag
hosting care plans: maintenance plan, website maintenance
user research usability testing: actual user, participant, real user, tester, user feedback, user interview, user testing
wireframes prototypes: clickable prototype, mock up, mockup
design-to-code handover: dev handoff, handoff to developer
ux audits: design review, heuristic, usability review, ux review
design systems: component library, ui kit
ci/cd pipelines release: release process, deployment process, automate deployments, automate releases, auto deploy, automatic deploy, ftp, jenkins, push button
infrastructure code: ansible, cloudformation, iac, pulumi
monitoring logging alerting: datadog, grafana, logs, prometheus
release strategies: blue green, canary, feature flag, rollback
site reliability: sla, slo, sre, uptime
devsecops: container scanning, dependency scanning, security in pipeline
platform engineering: golden path
network design management: access point, switches, wan
help desk on-site support: come over, come there, computer repair, dekh bhal, dekh rekh, it amc, it guy, it person, managed it, outsource it, outsourced it, outsourcing it, physically, sambhal, sambhalna, sambhalte, sysadmin, system admin
endpoint management: device management, intune, lost laptop, mdm, remote lock, remote wipe
microsoft 365 google workspace: email setup, microsoft team, ms team, onedrive, setup email, sharepoint
office moves fit-outs: new office, office setup, office shift, shifting office
asset vendor management: licence, renewals
technology roadmaps: it plan, it strategy, plan for tech, roadmap, tech plan, tech strategy, technology plan
fractional cto: cto as a service, part time cto, rent a cto, renta cto, rented cto, tech cofounder, technical cofounder, virtual cto
technical due diligence investors: funding round, fundraising, raise funding, seed round, series a
process advice: in house team, team structure
paperless operations: digitisation, digitise, paper file, physical file, registers, rubber stamp, scan document
workflow automation: approval, automate, copy paste, manual work, repetitive work, whatsapp order
customer self-service: order track, self service, track order, where is my order
erp crm roll-outs: erp implement, erp implementation, erpnext, hubspot, implement erp, navision, odoo, salesforce, sap b1, zoho
digital skills programmes: computer training, digital literacy, staff training, train staff
change management resistance: old staff, senior staff`,
  // Things going wrong, in visitors' words
  `outage downtime support: baar baar band, baith, band ho, chal nahi raha, crash ho, died, down ho, goes down, hang ho, kaam nahi kar, kaam nahi karta, keeps failing, nahi chal, not working, stopped working, went down
phishing spoofing security: fake email, fake mail, impersonating, impersonation
release strategies rollback: bad release, revert, roll back, rolled back, something break, undo a release, undo themselves`,
  // Owning, buying and agreeing
  `intellectual property code ownership: ip, kiska, own the code
owns: belong, owning, ownership
repository: repo
certified iso 27001: certificate
terms binding: binding, commit us, committed us, guidance only, indicative`,
  // The visitor's own business: who they are, not what they ask (everyday context)
  `businesses: academy, agency, agriculture, apparel, architect, bakery, biz, boutique, builder, cafe, chartered accountant, clothes, clothing, coaching centre, construction, consultancy, contractor, cooperative, courier, dairy, dealer, dealership, dental, dentist, dhaba, dhande, dhandha, export, exporter, factory, family business, firm, fmcg, franchisee, furniture, garment, grocery, gym, handicraft, handmade, hotel, importer, institute, jeweller, kapde, kapdon, lawyer, mall, manufacturer, manufacturing, mill, nbfc, ngo, pharma, plant, real estate, reseller, restaurant, retail chain, salon, saree, school chain, seller, showroom, society, spa, spices, startup idea, supermarket, supplier, sweet shop, tea, textile, trader, transport, vyapar, wholesale`,
  // Places in India: the visitor's own town, context rather than topic (intents answer "where")
  `cities: ahmedabad, amritsar, andhra, assam, bangalore, bengal, bengaluru, bhopal, bhubaneswar, bihar, bombay, chandigarh, chennai, chhattisgarh, coimbatore, dehradun, delhi, goa, gujarat, gurgaon, gurugram, gwalior, haryana, hyderabad, indore, jabalpur, jaipur, jharkhand, kanpur, karnataka, kerala, kochi, kolkata, lucknow, ludhiana, maharashtra, mumbai, nagpur, noida, odisha, patna, pune, punjab, raipur, rajasthan, ranchi, surat, tamil nadu, telangana, tirupur, ujjain, uttar pradesh, vadodara
india: bharat, desi, hindustan, indian
countries regions: country, desh, deshon, foreign, videsh`,
  // Building, working together, Hinglish verbs
  `build: ban sakta, ban sakte, ban sakti, bana, banake, banana, banate, banaya, banaye, banega, banegi, banenge, banne, banwa, banwaana, banwana, banwane, taiyar
fix support: repair karna, sort out, sudhar, sudharna, theek karna, thik karna
automation automatic: apne aap, auto, automatic, automatically, by itself, khud se, on its own
manual: by hand, haath se
online digital: online
setup set up: install, installation
problem: dikkat, pareshan, samasya
customers clients: buyer, grahak
people: accounts team, hr, marketing team, operations team, sales team
training skills: sikhana, sikhao, sikha do, teach
setup install: lagana
buy: kharid, kharidna`,
  // Everyday Hinglish for business and IT (romanised, as typed)
  `inventory stock warehouse: godaam, godown, maal
sales: bikri
performance slow: atakta, dheema, dheere, hang
affordable budget: affordable, cheap, kam budget, kam paise, low budget, sasta
salary pay: bracket, earn, pay, per annum, tankha, tankhwah, vetan
salary: package
paid leave time: chhuttiyan, chutti
contact: baat karna, baat karni, sampark
enquiry: my query, send a query
work: kaam
shop store retail: dukaan, kirana
code: source code`,
  // Contact, hours and address
  `hours open: khula, khulta, opening time, timing
hours closed: closing time
closed: band
saturday sunday hours: itwaar, ravivaar, ravivar, weekend
closed sunday hours: holiday
hours: hrs
open hours: staffed
address: baithte, landmark, pata, pin code, pincode, postal, zip code
tracking: pata chale, pata chalega, pata chalna, pata chalta, pata lagana
realtime: real time
address office: based, daftar, headquarters, located, location, where r u
address directions map: directions, google map
office headquarters address: head office, hq
phone number: mobile number, phone no
phone: landline, ph
phone call: call you, ring, ring karne, ring you
email: mail
person: agent, human, talk to someone
person call: call back`,
  // Money and time
  `affordable cost compare: cheapest
affordable cost savings: cheaper
night: midnight, overnight
time materials dedicated: ghante ke hisaab, hourly
time materials: by the hour, pay as we go, pay as you go, pay for time, time spent
fixed price: fixed amount, fixed quote, lump sum
dedicated monthly: month by month, monthly basis, per month basis, retainer
payment milestone: advance payment, in advance, installment, instalment, kisht, kishton, up front, upfront
dedicated: developers for hire, extension of, hire a dedicated team, hire a developer, hire a full team, hire a team, hire a whole dedicated team, hire a whole team, hire an entire team, hire developer, lend us, rent, squad, staff augmentation, you lend
engagement models: way of working, which plan make sense, which plan suit, working model
pricing price: charge, charj, fee, in dollars, in rupees, in us dollars, in usd
rates pricing price: rate, rate card
budget pricing: budget
quote: estimate, quotation
cost price: bucks, burn, cost, dough, kharch, kharcha, kharche, kitna, mahanga, mehenga, moolah, paisa
long timeline: kab tak, kitna time, kitne din, kitne hafte
time: samay
notice: warning
timeline weeks: deadline, duration`,
  // Company, people and history
  `founder leadership: ceo, chief executive, director, people at the top, top brass
sme small businesses: msme, small business
growing businesses: small companies, small company, small firm
years: saal
years founded: kitne saal, purani
years history: been around, how old, in business, kab se chal
founded: established
founded founder: started
turnover: annual revenue, yearly revenue
ipo: buy share, its share, share market, share price, stock exchange, stock market, your share
founder ceo: boss, calls the shot, head honcho, malik, managing director, md, owner, top dog, top guy
leadership: head of, in charge
engineers specialists people: employees, staff
engineers specialists: log kitne, team size
clients: customers
clients case studies: experience in, experience with, worked with
case studies projects: bada kaam, case study, examples, kiya hua kaam, kya kya banaya, past project, past work, pichle kaam, portfolio, previous work
case studies testimonials: references
results: achieve, achievement, outcome
testimonials: client feedback, client quote, clients said, clients say, customers say, reviews`,
  // Places
  `uae middle east: abu dhabi, dubai, emirates
middle east uae saudi arabia qatar: gulf
saudi arabia middle east: riyadh
qatar middle east: doha
united states north america: american, california, new york, the states, us client, us company, usa
united kingdom europe: british, england, london, uk
germany europe: german
europe: european
australia oceania: australian, melbourne, sydney
asia: asian
clients around world regions: abroad, international, overseas
madhya pradesh: mp
logistics: truck`,
  // Jobs
  `job careers roles: job, naukri
open roles careers: khuli, opening, opportunity, position, vacancy
hiring careers: bharti, fresher ko hire, hire fresher, hire people, recruit, recruitment
careers roles experience: fresher
cv apply application: bio data, cv, resume
freshers: bca, bsc, btech, college khatam, computer science, final year, first job, graduate, mca, no experience, pass out, passed out, passout, student, without experience
salary pay lakh: ctc, lpa, salary
salary pay review: appraisal, hike, increment, pay rise
remote: from home, ghar baithe, ghar se, hometown, wfh, work from anywhere
home-office allowance remote: home office
medical insurance health cover: insurance, mediclaim
learning budget courses: coursera, udemy
benefits flexible: burned out, burnout, burnt out, work culture, work life balance, work pressure
benefits: freebies, goodies, perk
hiring process: interview
practical session hiring: technical round, test in interview
hiring outcome: rejected
hiring process offer: joining letter, offer letter
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
sprints demos: scrum, standup
urgent incidents: emergency
hours priority line: reachable
discovery phase: first call, first meeting, free consultation, initial call, initial consultation, initial meeting, intro call, introductory call
support maintenance: babysit, look after, looking after, maintain, maintenance, upkeep
ongoing support project completed: after delivery, after go live, after going live, after handover, after launch, hand everything over, hand it over, handed over, khatam hone ke baad, on our own, once live, post launch, project khatam, stick around
support packages maintenance: amc
warranty period: warranty`,
  // Legal and privacy
  `trackers analytics: keep tab, tracker, tracking
ip: ip address
personal data: about me, about visitor, my data, my detail, my info, my information
chat conversation stored: chat history
terms: terms and condition
courts jurisdiction law: court
courts jurisdiction: file a case, jhagda, kanooni, legal fight, lawsuit, sue
intellectual property: copyright
complaints grievances: complain, grievance
data protection board complain: authority, regulator
personal data misuse: misuse
children: kid, minor
delete deletion personal data rights: delete, erase, from record, hata dijiye, hata do, hatwa, hatwana, mita do, remove my, wipe
rights personal data: opt out, stop sending, unsubscribe
third parties: ai company abroad, bahar, outside ai company, outside server, some ai company`,
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
