/**
 * The visitor thesaurus: words and phrases visitors use (English, Indian English and romanised
 * Hindi), each linked to the words the site itself uses for the same thing. The chat adds the
 * site's words to a question before it searches, so "wifi" finds the network service and
 * "naukri" finds the careers page.
 *
 * One line per meaning: the site's words (stop words such as "team" or "how" left out: the
 * search drops them), a colon, then the visitors' words and phrases for them (lowercase, as
 * typed, without punctuation), separated by commas. To extend it, add a visitor's word to a
 * line, or a new line. A visitor's word also matches its plural ("laptop" matches "laptops");
 * phrases win over single words. Kept as text rather than an object of pairs: the
 * chat downloads it, and a meaning is written once; the texts are grouped under comments that
 * head them (the build drops comments, so they cost the download nothing).
 */
const lines = [
  // Networks, devices and office IT
  `wi-fi network: wifi, wi fi
network: internet, broadband, net connection
network cabling: lan
network support: network down, internet connection
devices endpoint: laptop, computer, pc, desktop
devices wiped remotely: lock
printer: printer
help desk support: helpdesk, tech support
help desk support infrastructure: it support
microsoft 365: office 365, ms office
microsoft 365 email: outlook, mailbox
google workspace email: gmail
google workspace: g suite, gsuite, google drive, google docs, google meet
security endpoint malware: virus
security endpoint defender: antivirus
security threat: malware
backup disaster recovery: data loss, dr, failover, restore, restoring, recovery drill, business continuity, bcp, rto, rpo, wipe out, wiped out, lose everything, lost all data, data gone, fire, flood
server infrastructure: server
server room migrating: on prem, onprem, server room, cupboard, almirah`,
  // Data, reports and spreadsheets
  `accounts tally invoicing: accounting, hisab, hisaab, khata, lekha
accounts tally: accountant
hr erp: payroll, attendance
inventory stock: stock, warehouse management, wms
spreadsheets dashboards analytics reports: excel
dashboards: graph, chart
spreadsheets: sheets
reduce savings: reduce
cost optimisation savings: reduce cost, cut cost, lower cost, save money, paying too much, too expensive, overpaying, costs too much, bill is high, creeping up, keeps increasing, bring it down, doubled, tripled, increased, badh gaya, badh gayi, wasting money, waste money, bleeding money
budget cost reviews: spend on it, it spend, it budget, software subscriptions, saas spend, overspending
businesses sectors healthcare retail finance: industries
businesses sectors: industry
scale down: shrink, downsize, scale back, reduce the team
types businesses sizes: kind of companies, kind of businesses, type of clients, kind of clients
enterprises sizes: big enterprises
startups sizes businesses: startup
spreadsheets dashboards: google sheets
reports dashboards analytics: report
reports dashboards: mis
metrics dashboards: numbers, figures
power bi dashboards: powerbi
business intelligence dashboards: bi, single source of truth, one screen, single screen, one view, single view, at a glance, one version of truth, management reports, sales reports, looker, tableau
data warehouse lakehouse: big data
dashboards analytics: sales data`,
  // AI
  `ai machine learning: ai, a i, artificial intelligence
machine learning: ml
assistants chat generative ai: chatbot, chat bot
assistants chat: bot
generative ai assistants: gpt, chatgpt
generative ai assistants models: llm
generative ai: gen ai, genai
predictive forecasting: prediction, predict
document ai extraction: ocr, scanned, read documents
speech-to-text: speech to text
speech-to-text assistants: voice bot
hindi indian languages multilingual: hindi
website web: website, site, webpage, web page`,
  // Apps and websites
  `redesign: revamp, makeover
launch: go live, goes live, is live, went live, chalu, shuru karna, live karna
prototype first version: mvp
prototype: poc, proof of concept
bugs support maintenance: bug
bugs support: glitch, kharab, galti, error, gadbad
crashes support monitoring: crash
healthcare patients: clinic, hospital, doctor
healthcare: pharmacy, medical
education: school, coaching
app apps mobile: app, mobile application, android application, phone application, iphone application
ios mobile: iphone, ipad
wearables: smart watch, smartwatch, fitness band
stores publish android: play store, playstore
stores publish ios: app store
mobile app location field: delivery app
field teams location mobile: drivers
field teams mobile: field engineer, field staff, field force, technician, service engineer, sales rep, salesmen
marketing website: landing page
e-commerce storefront: online shop, online store, ecommerce, e commerce, marketplace, multi vendor, multivendor, online bechna, online bechne, online sell, sellable
shopify e-commerce: shopify
e-commerce wordpress: woocommerce
content management: cms, edit website, change content
search seo: google
performance website: slow website
performance fast: slow, faster, speed, tez, fast chalna, crawl, sluggish, laggy, snappy
rank higher seo: upar
components design system: buttons
design ux: redesign
brand visual identity: logo, colour scheme, color scheme, colours, colors, fonts, style guide
figma design prototypes: figma
ux design usability: ux
usability ux: confusing, confused, ugly, nicer, easy to use, user friendly, userfriendly, simple to use, hard to use
visual design ui: look nice, look good, good looking, attractive, beautiful design, look and feel, prettier
ui design: ui`,
  // Cloud and DevOps
  `aws cloud: aws, amazon
azure cloud: azure
google cloud: gcp
hosting cloud: hosting
cloud cost optimisation finops: cloud bill, aws bill, cloud cost, electricity bill, hosting bill, server bill, azure invoice, aws invoice
cost: bill, lagega
migrate migration: shift, move, moving
downtime: outage, bina band, band kiye bina, bina band kiye
switch: switchover, cutover
data centre: overheating
kubernetes: k8s
tools technologies stack: framework
deployment release pipelines: deployment, releases, code push, push code, git push
ci/cd pipelines: ci cd, cicd, github, gitlab, bitbucket, build pipeline, automatic deployment
terraform infrastructure code: terraform
on-call rotations site reliability: on call, oncall
post-incident reviews: post mortem, postmortem, root cause`,
  // Security
  `breach incident security: breach, got into, hacked, hack ho, hack hua, hack hui
breach incident data: leak
security attack threat: hacker
security attack: hack
phishing security awareness: phishing, dodgy link, suspicious link
phishing incident security: fake invoices
phishing security: spoof
penetration testing: pen test, pentest, pentester
retest: test again, check again, recheck, re test
bounty: bug bounty
penetration testing vulnerability: vapt, hole, loophole, how exposed
iso 27001: iso
soc 2: soc2
compliance privacy: gdpr
firewall network: router
multi-factor authentication: 2fa, mfa
protect security: bachao, bachein, bachana, bachane, bachaye, bachayein, surakshit
theft breach security: chura, churaye, chori, steal, stolen
security: suraksha, infosec, safe, safer, safety, unsafe, locked down, lock down
identity passwords multi-factor: password manager, weak password, shared password
single sign-on passwords multi-factor: single sign on, sso, one login, single login`,
  // Consulting and transformation
  `consulting advice: advise, neutral, advisor, outsider, outside opinion, second opinion, unbiased, impartial
practices article: tips, best practices
article blog role: post
consulting: consultant
vendor platform selection consulting: which software, which tool
resistance change: push back, pushback, resist
vendor platform selection: what to buy, which vendor, vendor comparison, compare vendors, shortlist
build buy partner decisions: build or buy, build vs buy, off the shelf, ready made software, readymade, build our own, buy one, buy or build, make or buy
buy build partner: buy
renewals lapse: expire, expiry
history records data: records
fractional cto technology leadership: tech head, technical head, it head, head of technology
fractional: part time, parttime
paper paperless: kagaz, kaagaz, kagaj, paper
paperless paper forms: paperwork
crm: leads, lead management, sales pipeline, follow ups
updates customer self-service: order status, order updates
customer self-service calling: keep calling
classification extraction: sort
classification: categorise, route
payments upi cards: payment gateway, razorpay
billing invoicing gst: billing
invoicing gst: invoice
legacy existing: old system, existing system, clunky, outdated
legacy existing modernisation: rewrite, rebuild, modernise, modernize, vb6, visual basic, foxpro`,
  // Concept families, service by service: the words visitors use for each of our services
  `custom software development: custom software, bespoke software, software banwana, tailor made, inventory system, billing system, billing software, inventory software
customer portals: portal
internal tools back-office: admin panel, back office, backend, in house tool, internal app
integrations api: apis, integrate, connect, sync with, link with, hook up
automated testing code quality: qa, quality assurance, unit test, code review, test case
take existing codebase: inherited code, previous developer, old developer, left midway, takeover, take over, take it over, pick it up
cloud migration: cloud pe, cloud par, go cloud, lift and shift, cloud computing
serverless: lambda, cloud function, azure function
containers kubernetes: eks, aks, gke, openshift
landing zones governance: cloud accounts, aws accounts, account structure, guardrails
data residency india: data in india, data localisation, data localization, indian region, stay in the country, stay in india, stored in india
penetration testing security audits: vulnerability assessment, security test, ethical hacking, ethical hacker
incident response: playbook, runbook, forensic
cloud security posture: misconfiguration, misconfigured, public bucket, open s3
secure development: secrets, api key, leaked key, code scanning, sast, dast, owasp
security awareness training: phishing simulation, security training
compliance iso 27001 soc 2 dpdp: certification audit, auditor
zero-trust network: zero trust, ztna
threat monitoring: soc monitoring, siem, 24x7 monitoring, security monitoring
monitoring: keep an eye, keeping an eye, watch for, watching for, watch over
data warehouses pipelines: warehouse, snowflake, bigquery, redshift, data lake, consolidate
data migration consolidation: merge data, combine data, data cleanup, clean data, duplicate data
scattered: bikhra, bikhri, bikhre
embedded dashboards: customer dashboard, client dashboard
self-service analytics: make own reports
predictive models forecasting: churn, predict sales
document ai: invoice reading, read invoices, extract data, pdf, handwritten, handwriting
recommendations personalisation: recommend products, recommendation engine, similar products
retrieval-augmented assistants: company docs, internal docs, knowledge base, policy documents, handbook, hr policy
indian-language processing: hindi speaking, regional languages, translation, translate, vernacular
responsible ai: bias, fairness, explainable, ai ethics, ai risk
mlops: model monitoring, retrain, model drift
native ios android apps: native app, swift, kotlin
react native flutter cross-platform: react native, hybrid app, cross platform
offline-first sync: offline, no internet, bad signal, low network, poor network, no network
device features: camera, photo, gps, barcode, qr code, scanner, bluetooth
push notifications engagement: reminder
payments wallets: in app payment, paytm, phonepe, gpay, google pay
app modernisation: old app, outdated app, app upgrade
marketing sites portals: company website, business website, corporate website, brochure site
progressive web apps: pwa
multilingual sites: bilingual, two languages, multiple languages
accessibility: screen reader, blind, visually impaired, wcag, disabled user, disability, elderly, grandparents, senior citizens
hosting care plans: website maintenance, maintenance plan, care plan
user research usability testing: user testing, user interviews, user feedback, tester, real user, actual user
wireframes prototypes: clickable prototype, mock up, mockup
design-to-code handover: handoff to developers, dev handoff
ux audits: ux review, design review, usability review, heuristic
design systems: ui kit, component library
ci/cd pipelines release: release process, deployment process, automate deployments, automate releases, auto deploy, automatic deploy, ftp
infrastructure code: ansible, pulumi, cloudformation, iac
monitoring logging alerting: logs, grafana, prometheus, datadog
release strategies: blue green, canary, feature flag, rollback
site reliability: sre, uptime, slo, sla
devsecops: security in pipeline, dependency scanning, container scanning
platform engineering: internal platform, golden path
network design management: wan, switches, access point
help desk on-site support: it guy, it person, computer repair, system admin, sysadmin, outsourced it, outsource it, outsourcing it, managed it, it amc, sambhal, sambhalna, sambhalte, dekh rekh, dekhbhal, dekh bhal, physically, come there, come over
endpoint management: mdm, intune, remote lock, remote wipe, lost laptop, device management
microsoft 365 google workspace: ms teams, microsoft teams, sharepoint, onedrive, email setup, setup email
office moves fit-outs: new office, office shift, office move, shifting office, office setup
asset vendor management: license, licence, renewals, asset register
technology roadmaps: it strategy, tech strategy, technology plan, it plan, tech plan, plan for tech, roadmap
fractional cto: part time cto, cto as a service, virtual cto
technical due diligence investors: raise funding, fundraising, funding round, series a, seed round
process advice: in house team, team structure
paperless operations: digitise, digitisation, scan documents, paper files, registers
workflow automation: approval, approval workflow, manual work, repetitive work, copy paste, whatsapp orders, automate
customer self-service: track order, order track, customer portal, self service, where is my order
erp crm roll-outs: implement erp, erp implement, odoo, salesforce, hubspot, erpnext, sap b1, navision, zoho, erp implementation, crm implementation
digital skills programmes: train staff, staff training, computer training, digital literacy
change management resistance: employees resist, staff resist, old staff, senior staff`,
  // Things going wrong, in visitors' words
  `outage downtime support: not working, stopped working, goes down, went down, keeps failing, band ho, nahi chal, chal nahi raha, kaam nahi karta, kaam nahi kar, baar baar band, baith, down ho, crash ho, hang ho
phishing spoofing security: fake mail, fake email, impersonating, impersonation
release strategies rollback: roll back, rolled back, undo a release, revert, bad release`,
  // Owning, buying and agreeing
  `intellectual property code ownership: ip, ownership of code, own the code, kiska
owns: owning
certified iso 27001: certificate
terms binding: binding, guidance only, indicative, commit us, committed us`,
  // The visitor's own business: who they are, not what they ask (everyday context)
  `businesses: cooperative, society, nbfc, fmcg, restaurant, cafe, hotel, dhaba, bakery, sweet shop, gym, salon, spa, boutique, showroom, factory, mill, manufacturer, manufacturing, exporter, importer, trader, wholesaler, wholesale, dealer, dealership, reseller, supplier, franchisee, agency, firm, consultancy, ngo, institute, academy, coaching centre, builder, real estate, construction, contractor, architect, jeweller, jewellery, export, garment, textile, clothing, kapde, kapdon, apparel, furniture, handicraft, handmade, spices, tea, dairy, agriculture, grocery, supermarket, pharma, transport, travel agency, courier, school chain, retail chain, family business, startup idea, ca firm, law firm, chartered accountant, lawyer, dentist, dental, gym chain, mall, vyapar, dhandha, dhande, saree, seller`,
  // Places in India: the visitor's own town, context rather than topic (intents answer "where")
  `cities: bhopal, indore, jabalpur, gwalior, ujjain, raipur, nagpur, pune, mumbai, bombay, delhi, noida, gurgaon, gurugram, jaipur, lucknow, kanpur, ahmedabad, surat, vadodara, hyderabad, bangalore, bengaluru, chennai, kochi, coimbatore, tirupur, kolkata, patna, ranchi, bhubaneswar, chandigarh, ludhiana, amritsar, dehradun, goa
india: bharat, hindustan, desi, indian
countries regions: desh, deshon, videsh, country, foreign`,
  // Building, working together, Hinglish verbs
  `build: banate, banake, banana, banwa, banwana, banne, banwaana, banwane, bana, banaya, banayi, banaye, banega, banegi, banenge, ban sakta, ban sakti, ban sakte, taiyar
fix support: theek karna, thik karna, sudhar, sudharna, repair karna, sort out
automation automatic: automatically, automatic, apne aap, khud se, on its own, by itself, auto
manual: by hand
online digital: online
setup set up: install, installation
problem: dikkat, pareshan, pareshani, samasya
customers clients: grahak, buyer
people: hr, sales team, accounts team, marketing team, operations team
training skills: sikhana, sikhao, sikha do, training dena
setup install: lagana, lagwana
buy: kharidna, kharid`,
  // Everyday Hinglish for business and IT (romanised, as typed)
  `inventory stock warehouse: godown, godaam, maal
sales: bikri
performance slow: dheema, dheere, atakta, hang
affordable budget: sasta, kam budget, kam paise, cheap, affordable, low budget
salary pay: tankhwah, tankha, vetan, earn, pay
salary: package
paid leave time: chutti, chhuttiyan
contact: sampark, baat karni, baat karna
work: kaam
shop store retail: dukaan, dukan, kirana
code: source code`,
  // Contact, hours and address
  `hours open: timing, opening time, khula, khulta
hours closed: closing time
closed: band
saturday sunday hours: weekend, itwaar
closed sunday hours: holiday
open hours: staffed
address: pata, pincode, pin code, zip code, postal, landmark
tracking: pata chale, pata chalta, pata chalega, pata chalna, pata lagana
realtime: real time
address office: location, located, based, daftar, headquarters, where r u
address directions map: directions, google maps
office headquarters address: hq, head office
phone number: mobile number, contact number, phone no
phone: ph, landline
phone call: call you
email: mail
person: human, agent, talk to someone
person call: callback, call back`,
  // Money and time
  `affordable cost compare: cheapest
affordable cost savings: cheaper
time materials dedicated: hourly
time materials: time spent, pay for time, pay as we go, pay as you go, by the hour
fixed price: fixed quote, fixed amount, one fixed amount, lump sum
dedicated monthly: retainer, monthly basis, per month basis, monthly contract
payment milestone: upfront, up front, in advance, advance payment
dedicated: hire developers, developers for hire, hire a developer, staff augmentation, hire a team, hire a whole team, hire a full team, hire an entire team, you lend, lend us
engagement models: way of working, working model
pricing price: charge, fee, in dollars, in us dollars, in usd
rates pricing price: rate, rate card
budget pricing: budget
quote: quotation
cost price: kitna, paisa, paise, kharcha, kharch, mehenga, mahanga, cost, dough, bucks, moolah
long timeline: kitna time, kab tak, kitne din
time: samay
timeline weeks: deadline, duration`,
  // Company, people and history
  `founder leadership: ceo, director
sme small businesses: msme, small business
years: saal
years founded: kitne saal, purani
years history: been around, in business, how old, kab se chal
founded: established
founded founder: started
turnover: annual revenue, yearly revenue
ipo: stock market, share market, stock exchange, buy shares, its shares, your shares, share price
founder ceo: owner, boss, malik, top guy, top dog, head honcho, calls the shots, md, managing director
leadership: head of, in charge
engineers specialists people: employees, staff
engineers specialists: team size, log kitne
clients: customers
clients case studies: worked with, experience with, experience in
case studies projects: portfolio, previous work, past work, past projects, examples, case study, pichle kaam, kya kya banaya
case studies testimonials: references
results: achieve, achievement, outcome
testimonials: reviews, clients say, customers say, clients said, client feedback, client quote`,
  // Places
  `uae middle east: dubai, abu dhabi, emirates
middle east uae saudi arabia qatar: gulf
saudi arabia middle east: riyadh
qatar middle east: doha
united states north america: usa, the states, us clients, us companies, american, new york, california
united kingdom europe: uk, london, england, british
germany europe: german
europe: european
australia oceania: sydney, melbourne, australian
asia: asian
clients around world regions: abroad, international, overseas
madhya pradesh: mp
logistics: truck`,
  // Jobs
  `job careers roles: job, naukri
open roles careers: vacancy, opening, opportunity, position
hiring careers: recruit, recruitment, hire people, hire freshers
careers roles experience: fresher
cv apply application: cv, resume, bio data, biodata
freshers: student, graduate, computer science, final year, btech, bca, mca, bsc, passout, pass out, passed out, no experience, without experience, first job
salary pay lakh: salary, ctc
salary pay review: hike, increment, appraisal, pay rise, salary revision
remote: wfh, from home, ghar se, work from anywhere, hometown
home-office allowance remote: home office
medical insurance health cover: insurance, mediclaim
benefits flexible: burnout, burnt out, burned out, work life balance, work culture, work pressure
benefits: perk, goodies, freebies
hiring process: interview
hiring process offer: offer letter, joining letter
security operations analyst: soc
engineer: developer, programmer`,
  // Client portal and support
  `login portal: login, log in, sign in, signin
existing clients portal support: existing client, existing customer
support request: ticket
process step: stages, phases, kadam
urgent incidents: emergency
hours priority line: reachable
discovery phase: first meeting, first call, intro call, introductory call, initial meeting, initial call, initial consultation, free consultation
support maintenance: maintain, look after, looking after, maintenance, upkeep
ongoing support project completed: after launch, after go live, after it goes live, after going live, once live, post launch, after delivery, after handover, on our own, handed over, hand over, hand it over, hand everything over, stick around, khatam hone ke baad, khatam hone par, project khatam
support packages maintenance: amc
warranty period: warranty`,
  // Legal and privacy
  `trackers analytics: tracking, tracker
ip address: ip address
personal data: my data, about me, my details, my info, my information, my personal
chat conversation stored: chat history, my chat, my conversation
terms: terms and condition
courts jurisdiction law: court
courts jurisdiction: lawsuit
intellectual property: copyright
complaints grievances: complain, grievance
personal data misuse: misuse
children: kid, minor
delete deletion personal data: delete, erase, remove my, wipe, from records, hatwana, hatwani, hatwa do, hata do, hata dijiye, mita do
rights personal data: unsubscribe, stop sending, opt out, optout`,
].join("\n");

/** Each visitor word or phrase → the site's words for it. */
export const visitorThesaurus: Readonly<Record<string, string>> = Object.fromEntries(
  lines.split("\n").flatMap((line) => {
    // (the site's words, then each visitor's word: "site: one, two")
    const [site = "", ...visitors] = line.split(/: |, /);
    return visitors.map((visitor) => [visitor, site]);
  }),
);
