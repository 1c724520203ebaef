import type { ServiceSlug } from "./services";

/** A capability beyond a service's four headline features. */
export type Capability = { title: string; description: string };

/** One step of how a service is delivered, in order. */
export type DeliveryStep = { title: string; description: string };

export type ServiceFaq = { question: string; answer: string };

/** What a service's own page says beyond its card: read by /services/{slug}. */
export type ServiceDetail = {
  /** Two or three paragraphs: the problem we solve and how we think about it. */
  overview: readonly string[];
  /** What else the practice does, beyond the four features on the card. */
  capabilities: readonly Capability[];
  /** How an engagement for this service runs, in order. */
  steps: readonly DeliveryStep[];
  /** The tools and platforms we typically use, shown as chips. */
  technologies: readonly string[];
  /** Questions buyers of this service ask first. */
  faqs: readonly ServiceFaq[];
};

/**
 * Each service's page content, keyed by the service's slug: adding a service to
 * `services` without an entry here fails the type check.
 */
export const serviceDetails = {
  "software-development": {
    overview: [
      "Off-the-shelf software fits the average business. Yours is not average: the way you quote, schedule, approve and bill is part of why customers choose you. We build software around those workflows instead of bending them to fit a product.",
      "A small senior team owns your project from first workshop to production. You see working software every week, decide what comes next, and own every line of code, document and credential when we are done.",
    ],
    capabilities: [
      {
        title: "Internal tools and back-office systems",
        description:
          "Replace the spreadsheets and email chains behind quoting, inventory or approvals with one reliable application.",
      },
      {
        title: "Customer portals and SaaS products",
        description:
          "Multi-tenant platforms with roles, billing and audit trails, designed to grow from the first pilot customer to thousands.",
      },
      {
        title: "Payments and Indian business integrations",
        description:
          "UPI and card payments, GST invoicing, Tally and SAP connectors, SMS and WhatsApp notifications.",
      },
      {
        title: "Automated testing and code quality",
        description:
          "Unit, integration and end-to-end tests in continuous integration, so every change ships with evidence that it works.",
      },
    ],
    steps: [
      {
        title: "Discovery workshop",
        description:
          "Two to five days with your team to map users, workflows and constraints, and agree what the first release must do.",
      },
      {
        title: "Architecture and backlog",
        description:
          "A lean technical design, a prioritised backlog and a fixed or capped budget for the first release.",
      },
      {
        title: "Weekly increments",
        description:
          "Working software demonstrated every week on a staging environment you can use yourself.",
      },
      {
        title: "Launch and handover",
        description:
          "Production release, documentation, training and an optional support package; the code is yours from day one.",
      },
    ],
    technologies: [
      "TypeScript",
      "React",
      "Node.js",
      ".NET",
      "Java / Spring",
      "Python",
      "PostgreSQL",
      "Redis",
      "Docker",
      "GitHub Actions",
    ],
    faqs: [
      {
        question: "Who owns the code?",
        answer:
          "You do. The repository lives in your organisation's account from the first commit, and the contract assigns all intellectual property to you.",
      },
      {
        question: "Can you take over an existing codebase?",
        answer:
          "Yes. We start with a two-week code and architecture review, fix what blocks delivery, then continue development in the same repository.",
      },
    ],
  },
  "cloud-solutions": {
    overview: [
      "Moving to the cloud should make systems faster, safer and cheaper to run, not just move the same problems into someone else's data centre. We design cloud platforms that fit how your applications actually behave and what you can afford.",
      "Whether you are migrating from a server room, building a new product cloud-native or taming a bill that keeps growing, we leave you with infrastructure as code, clear costs and a team that knows how to run it.",
    ],
    capabilities: [
      {
        title: "Landing zones and governance",
        description:
          "Multi-account setups with single sign-on, budgets, guardrails and security baselines before the first workload moves.",
      },
      {
        title: "Data residency in India",
        description:
          "Architectures that keep personal and regulated data in Indian cloud regions, in line with the DPDP Act and RBI guidance.",
      },
      {
        title: "Serverless and containers",
        description:
          "The right runtime for each workload: functions for spiky jobs, containers for steady services, managed databases everywhere.",
      },
      {
        title: "Backup and disaster recovery",
        description:
          "Tested recovery plans with cross-region copies and clear recovery time and recovery point objectives.",
      },
    ],
    steps: [
      {
        title: "Assessment",
        description:
          "We inventory applications, dependencies and costs, and decide with you what to rehost, re-platform, rebuild or retire.",
      },
      {
        title: "Foundation",
        description:
          "The landing zone, network, identity and monitoring are built as code and reviewed with your team.",
      },
      {
        title: "Migration waves",
        description:
          "Workloads move in small, reversible waves, each with a tested rollback plan and a cut-over window agreed in advance.",
      },
      {
        title: "Optimise and hand over",
        description:
          "Right-sizing, autoscaling and savings plans, then runbooks and training so your team can run it with confidence.",
      },
    ],
    technologies: [
      "AWS",
      "Microsoft Azure",
      "Google Cloud",
      "Terraform",
      "Kubernetes",
      "Docker",
      "Amazon RDS",
      "CloudWatch",
      "Azure Monitor",
    ],
    faqs: [
      {
        question: "Which cloud should we choose?",
        answer:
          "It depends on your existing licences, skills and workloads. We compare the options against your needs and have no commission from any provider.",
      },
      {
        question: "Will the migration cause downtime?",
        answer:
          "We plan for none. Most services move with a few minutes' cut-over at a quiet hour, and each wave can be rolled back.",
      },
    ],
  },
  cybersecurity: {
    overview: [
      "Attackers look for the one unpatched server, reused password or exposed storage bucket. Security has to be part of every layer: identities, devices, networks, applications and the people using them.",
      "We find your real risks first, fix the ones that matter most, and set up the monitoring and habits that keep you safe after we leave. When auditors or enterprise customers ask for evidence, you will have it.",
    ],
    capabilities: [
      {
        title: "Cloud security posture",
        description:
          "Continuous checks of your AWS, Azure or Google Cloud configuration against CIS benchmarks, with fixes as code.",
      },
      {
        title: "Secure development",
        description:
          "Threat modelling, code review, dependency scanning and secrets detection built into your delivery pipeline.",
      },
      {
        title: "Incident response",
        description:
          "A written response plan, tabletop exercises with your leadership, and our team on call when something happens.",
      },
      {
        title: "Security awareness training",
        description:
          "Short, practical sessions and phishing simulations that measurably reduce risky clicks.",
      },
    ],
    steps: [
      {
        title: "Risk assessment",
        description:
          "Interviews, configuration reviews and scans to find where you are exposed and what an incident would cost.",
      },
      {
        title: "Remediation plan",
        description:
          "A prioritised list of fixes with effort and impact, so the first weeks close the biggest gaps.",
      },
      {
        title: "Implementation",
        description:
          "We harden systems, roll out multi-factor authentication and zero-trust access, and fix findings alongside your team.",
      },
      {
        title: "Monitor and verify",
        description:
          "Round-the-clock monitoring, regular penetration tests and evidence collected for audits.",
      },
    ],
    technologies: [
      "Microsoft Defender",
      "CrowdStrike",
      "Wazuh",
      "Microsoft Sentinel",
      "Okta",
      "Cloudflare Zero Trust",
      "Burp Suite",
      "OWASP ZAP",
      "Trivy",
    ],
    faqs: [
      {
        question: "Do you perform penetration tests?",
        answer:
          "Yes: web, mobile, API, network and cloud tests by certified testers, with a written report, a debrief and a free retest of fixed findings.",
      },
      {
        question: "Can you help us get ISO 27001 certified?",
        answer:
          "Yes. We run the gap assessment, help write the policies and controls, and prepare your team for the certification audit.",
      },
    ],
  },
  "data-analytics": {
    overview: [
      "Most companies already have the data they need to make better decisions. It is just scattered across ERPs, CRMs, spreadsheets and inboxes, and every report starts with an argument about whose numbers are right.",
      "We build pipelines and a single, documented source of truth, then dashboards that answer the questions your managers actually ask, refreshed automatically and trusted by everyone who reads them.",
    ],
    capabilities: [
      {
        title: "Self-service analytics",
        description:
          "Curated, documented data models so business teams can explore and build their own reports safely.",
      },
      {
        title: "Embedded dashboards",
        description:
          "Analytics inside your own product or customer portal, with each customer seeing only their data.",
      },
      {
        title: "Data migration and consolidation",
        description:
          "Moving years of history out of legacy systems and spreadsheets, cleaned and reconciled.",
      },
      {
        title: "Privacy by design",
        description:
          "Masking, role-based access and retention rules that keep personal data in line with the DPDP Act.",
      },
    ],
    steps: [
      {
        title: "Questions first",
        description:
          "We agree the decisions and metrics that matter before touching a pipeline, and define each metric once.",
      },
      {
        title: "Data foundation",
        description:
          "Sources are connected, cleaned and modelled in a warehouse or lakehouse with tests on every table.",
      },
      {
        title: "Dashboards and reports",
        description:
          "Clear dashboards built with the people who will use them, on desktop and mobile.",
      },
      {
        title: "Adoption and ownership",
        description:
          "Training, documentation and data owners named for each domain, so the numbers stay right.",
      },
    ],
    technologies: [
      "PostgreSQL",
      "Snowflake",
      "BigQuery",
      "dbt",
      "Apache Airflow",
      "Apache Kafka",
      "Power BI",
      "Metabase",
      "Python",
    ],
    faqs: [
      {
        question: "Do we need a data warehouse?",
        answer:
          "Not always. For a few sources and modest volumes a well-designed PostgreSQL database is enough; we recommend a warehouse only when it pays off.",
      },
      {
        question: "How soon will we see a first dashboard?",
        answer:
          "Usually within four to six weeks, built on one or two core sources, and then extended source by source.",
      },
    ],
  },
  "ai-machine-learning": {
    overview: [
      "AI is worth doing when it removes hours of manual work or makes a decision measurably better. We start from that business case, not from the latest model, and prove the value on your own data before anything is scaled.",
      "Our models run where your data is allowed to live, including private deployments inside your own cloud account, and come with the monitoring that tells you when they need retraining.",
    ],
    capabilities: [
      {
        title: "Retrieval-augmented assistants",
        description:
          "Chat assistants that answer from your own documents and policies, with sources cited and access controls respected.",
      },
      {
        title: "Recommendations and personalisation",
        description:
          "Product, content and next-best-action recommendations that lift conversion without creepy surprises.",
      },
      {
        title: "Indian-language processing",
        description:
          "Classification, extraction and speech-to-text for Hindi and other Indian languages alongside English.",
      },
      {
        title: "Responsible AI reviews",
        description:
          "Bias, privacy and failure-mode testing, with human review built in where decisions affect people.",
      },
    ],
    steps: [
      {
        title: "Use-case discovery",
        description:
          "We rank candidate ideas by value, data readiness and risk, and pick one with a clear success measure.",
      },
      {
        title: "Proof of value",
        description:
          "A four-to-eight-week prototype on your real data, measured against today's process.",
      },
      {
        title: "Production build",
        description:
          "The model is integrated into your workflows with APIs, security controls and a human fallback.",
      },
      {
        title: "Monitor and improve",
        description:
          "Accuracy, drift and cost are tracked continuously, and models are retrained on a schedule.",
      },
    ],
    technologies: [
      "Python",
      "PyTorch",
      "scikit-learn",
      "Hugging Face",
      "LangChain",
      "pgvector",
      "MLflow",
      "Amazon SageMaker",
      "Azure OpenAI",
    ],
    faqs: [
      {
        question: "Will our data be used to train someone else's model?",
        answer:
          "No. We use providers and settings that exclude your data from training, or run open models privately in your own cloud account.",
      },
      {
        question: "How much data do we need?",
        answer:
          "Less than most people think for document and language tasks; more for forecasting. The discovery phase tells you honestly whether you have enough.",
      },
    ],
  },
  "mobile-development": {
    overview: [
      "Your customers judge you by the app on their phone: how fast it opens on a mid-range Android on a patchy network, whether it works offline, and whether it ever loses their data.",
      "We design and build apps that feel native on iOS and Android, pick native or cross-platform per project rather than by habit, and stay with you through launch, store reviews and the releases that follow.",
    ],
    capabilities: [
      {
        title: "App modernisation",
        description:
          "Rescue and rebuild ageing apps, raise crash-free rates and bring them up to current store requirements.",
      },
      {
        title: "Payments and wallets",
        description:
          "UPI intents, cards, wallets and in-app purchases, integrated securely and tested end to end.",
      },
      {
        title: "Push notifications and engagement",
        description:
          "Timely, respectful notifications, deep links and in-app messaging that bring people back.",
      },
      {
        title: "Device features",
        description:
          "Camera, barcode scanning, location, Bluetooth and biometrics for field teams and consumer apps alike.",
      },
    ],
    steps: [
      {
        title: "Product and UX sprint",
        description:
          "User journeys and a clickable prototype tested with real users before development starts.",
      },
      {
        title: "Architecture choice",
        description:
          "Native or cross-platform, offline strategy and back-end APIs decided on evidence, not fashion.",
      },
      {
        title: "Build and beta",
        description:
          "Fortnightly builds through TestFlight and Play internal testing, with crash reporting from the first build.",
      },
      {
        title: "Launch and grow",
        description:
          "Store listings, review management and a release train for updates after launch.",
      },
    ],
    technologies: [
      "Swift",
      "SwiftUI",
      "Kotlin",
      "Jetpack Compose",
      "React Native",
      "Flutter",
      "Firebase",
      "SQLite",
      "Fastlane",
    ],
    faqs: [
      {
        question: "Native or cross-platform?",
        answer:
          "Cross-platform suits most business apps and saves around a third of the cost; native pays off for heavy graphics, complex device features or platform-specific polish.",
      },
      {
        question: "Do you publish the app to the stores?",
        answer:
          "Yes. We prepare listings, handle the review process and publish under your own developer accounts.",
      },
    ],
  },
  "web-development": {
    overview: [
      "A website is often the first and only impression a buyer gets. It has to load instantly on a phone, read well for everyone, rank for the searches that matter and make the next step obvious.",
      "We build fast, accessible sites and web applications that your marketing team can update on its own, and we measure them: Core Web Vitals, search visibility and conversions, before and after.",
    ],
    capabilities: [
      {
        title: "Content management",
        description:
          "Headless or traditional CMS setups that let editors publish pages, posts and translations without a developer.",
      },
      {
        title: "Multilingual sites",
        description:
          "English, Hindi and other languages with proper routing, search metadata and right-to-left support where needed.",
      },
      {
        title: "Accessibility",
        description:
          "WCAG 2.2 AA as standard: keyboard use, screen readers, contrast and reduced motion tested on every page.",
      },
      {
        title: "Hosting and care plans",
        description:
          "Secure hosting, updates, backups and uptime monitoring, with small changes included each month.",
      },
    ],
    steps: [
      {
        title: "Goals and content",
        description:
          "We agree audiences, goals and the pages that serve them, and plan content before design.",
      },
      {
        title: "Design",
        description:
          "Responsive designs in both light and dark themes, reviewed in the browser, not just as pictures.",
      },
      {
        title: "Build and test",
        description:
          "Development with automated checks for performance, accessibility and broken links on every change.",
      },
      {
        title: "Launch and measure",
        description:
          "Redirects, search registration and analytics agreed with you, then a review of results after 30 days.",
      },
    ],
    technologies: [
      "React",
      "React Router",
      "Next.js",
      "Astro",
      "TypeScript",
      "Tailwind CSS",
      "WordPress",
      "Strapi",
      "Shopify",
    ],
    faqs: [
      {
        question: "How long does a website take?",
        answer:
          "A marketing website typically takes four to six weeks; web applications and large portals take a few months.",
      },
      {
        question: "Can we edit the content ourselves?",
        answer:
          "Yes. Every site comes with an editing setup suited to your team and a short training session.",
      },
    ],
  },
  "ui-ux-design": {
    overview: [
      "Good design is how a product works, not only how it looks. When people cannot find a button or finish a form, they call support, make mistakes or leave.",
      "We research how your users really work, test ideas with them early, and deliver designs and design systems that developers can build exactly, accessible to everyone from the first screen.",
    ],
    capabilities: [
      {
        title: "Product discovery",
        description:
          "Interviews, journey maps and service blueprints that turn assumptions into evidence.",
      },
      {
        title: "UX audits",
        description: "An expert review of your existing product with prioritised, practical fixes.",
      },
      {
        title: "Brand and visual identity",
        description:
          "Logos, colour, typography and illustration styles that hold up across web, mobile and print.",
      },
      {
        title: "Design-to-code handover",
        description:
          "Tokens, components and specifications that keep design and implementation in sync.",
      },
    ],
    steps: [
      {
        title: "Research",
        description:
          "We talk to users and stakeholders and study analytics and support tickets to find the real problems.",
      },
      {
        title: "Concepts and prototypes",
        description:
          "Sketches become interactive prototypes that you can click through on your own phone.",
      },
      {
        title: "Usability testing",
        description:
          "Five to eight users per round try the prototype; we fix what trips them up and test again.",
      },
      {
        title: "Design system",
        description:
          "Final screens, components and documentation handed to your developers, or to ours.",
      },
    ],
    technologies: [
      "Figma",
      "FigJam",
      "Maze",
      "Storybook",
      "Design tokens",
      "axe DevTools",
      "Lottie",
    ],
    faqs: [
      {
        question: "Can you design for an app you are not building?",
        answer:
          "Yes. Many clients use our designs with their own developers; we stay available for questions during the build.",
      },
      {
        question: "How many users do we need for research?",
        answer:
          "Five to eight per round uncover most usability problems. We help you recruit them, including from your own customers.",
      },
    ],
  },
  devops: {
    overview: [
      "If a release needs a weekend, a checklist and a hero, it will happen rarely and go wrong often. DevOps is how teams ship small changes many times a day with less risk, not more.",
      "We automate builds, tests, infrastructure and deployments, and give your team the dashboards and alerts to know what is happening in production before customers notice.",
    ],
    capabilities: [
      {
        title: "Platform engineering",
        description:
          "Internal developer platforms and templates so a new service is production-ready in minutes.",
      },
      {
        title: "Release strategies",
        description:
          "Blue-green and canary deployments, feature flags and automatic rollback on failing health checks.",
      },
      {
        title: "DevSecOps",
        description:
          "Dependency, container and infrastructure scanning in the pipeline, with secrets kept in a vault.",
      },
      {
        title: "Site reliability",
        description:
          "Service level objectives, error budgets, on-call rotations and blameless post-incident reviews.",
      },
    ],
    steps: [
      {
        title: "Delivery assessment",
        description:
          "We measure lead time, deployment frequency, failure rate and recovery time to find the bottlenecks.",
      },
      {
        title: "Pipeline and infrastructure as code",
        description:
          "Builds, tests and environments are automated and versioned, starting with your busiest service.",
      },
      {
        title: "Observability",
        description:
          "Metrics, logs and traces in one place, with alerts that point to causes rather than symptoms.",
      },
      {
        title: "Coaching",
        description:
          "We pair with your engineers until the new way of working is theirs, then step back.",
      },
    ],
    technologies: [
      "GitHub Actions",
      "GitLab CI",
      "Jenkins",
      "Terraform",
      "Ansible",
      "Kubernetes",
      "Helm",
      "Argo CD",
      "Prometheus",
      "Grafana",
    ],
    faqs: [
      {
        question: "Do we need Kubernetes?",
        answer:
          "Often not. Many teams are better served by managed containers or serverless; we recommend Kubernetes only when its flexibility is worth its upkeep.",
      },
      {
        question: "Can you work with our existing tools?",
        answer:
          "Yes. We improve what you already have before suggesting anything new, and every change is documented.",
      },
    ],
  },
  "it-infrastructure": {
    overview: [
      "When the Wi-Fi drops, a laptop dies before a client meeting or nobody can find last month's backup, work stops. Reliable infrastructure and quick, friendly support keep your people productive.",
      "We design, run and support networks, devices and workplace tools for offices across Madhya Pradesh and remotely for teams anywhere, with clear service levels and monthly reports.",
    ],
    capabilities: [
      {
        title: "Microsoft 365 and Google Workspace",
        description:
          "Set-up, migration, security hardening and day-to-day administration of email and collaboration tools.",
      },
      {
        title: "Endpoint management",
        description:
          "Laptops and phones enrolled, patched, encrypted and wiped remotely when lost.",
      },
      {
        title: "Office moves and fit-outs",
        description:
          "Cabling, Wi-Fi surveys, firewalls and video-conferencing rooms planned and installed.",
      },
      {
        title: "Asset and vendor management",
        description:
          "One register of hardware, software and contracts, with renewals handled before they lapse.",
      },
    ],
    steps: [
      {
        title: "Site survey",
        description:
          "We document your network, devices, accounts and backups, and list the risks we find.",
      },
      {
        title: "Stabilise",
        description:
          "Urgent fixes first: backups verified, security updates applied, single points of failure removed.",
      },
      {
        title: "Standardise",
        description:
          "Consistent device builds, access rules and documentation so support is fast and predictable.",
      },
      {
        title: "Support and report",
        description:
          "Help desk by phone, email and chat, on-site visits when needed, and a monthly service report.",
      },
    ],
    technologies: [
      "Microsoft 365",
      "Google Workspace",
      "Microsoft Intune",
      "Fortinet",
      "Cisco Meraki",
      "Ubiquiti",
      "Veeam",
      "Windows Server",
      "Linux",
    ],
    faqs: [
      {
        question: "What are your support hours?",
        answer:
          "Our help desk follows our office hours as standard, Monday to Saturday; round-the-clock cover is available for critical systems.",
      },
      {
        question: "Do you offer on-site support outside Bhopal?",
        answer:
          "We visit sites across Madhya Pradesh on a scheduled basis and support other locations remotely or through trusted local partners.",
      },
    ],
  },
  "it-consulting": {
    overview: [
      "Technology decisions are expensive to reverse: a platform chosen in a hurry, an architecture that cannot scale, a vendor contract that locks you in. An independent second opinion costs far less.",
      "Our consultants have built and run the systems they advise on. We take no commission from vendors, tie every recommendation to a business outcome, and help you carry it out if you want us to.",
    ],
    capabilities: [
      {
        title: "Technical due diligence",
        description:
          "Independent reviews of a product's code, architecture and team for investors and acquirers.",
      },
      {
        title: "IT budget and cost reviews",
        description:
          "Where the money goes today, what to cut, and where investment will pay back fastest.",
      },
      {
        title: "Build, buy or partner decisions",
        description:
          "Options compared on cost, risk, time to value and fit, with a clear recommendation.",
      },
      {
        title: "Team and process advice",
        description:
          "Hiring plans, team structures and delivery practices for growing engineering organisations.",
      },
    ],
    steps: [
      {
        title: "Listen",
        description:
          "Interviews with leadership, users and IT to understand goals, pain points and constraints.",
      },
      {
        title: "Assess",
        description:
          "A review of systems, contracts, costs and skills against where the business wants to be.",
      },
      {
        title: "Recommend",
        description:
          "A short, plain-language report with options, costs, risks and a phased roadmap.",
      },
      {
        title: "Support execution",
        description:
          "As much or as little help as you want to carry the roadmap out, from vendor negotiations to a fractional CTO.",
      },
    ],
    technologies: [
      "TOGAF",
      "ITIL 4",
      "AWS Well-Architected",
      "Azure Well-Architected",
      "C4 model",
      "Architecture decision records",
    ],
    faqs: [
      {
        question: "Are you tied to any vendor?",
        answer:
          "No. We hold partner certifications for skills, but take no referral fees, so our advice stays independent.",
      },
      {
        question: "How long does an assessment take?",
        answer:
          "A focused architecture review takes one to two weeks; a full technology roadmap usually four to six.",
      },
    ],
  },
  "digital-transformation": {
    overview: [
      "Digital transformation is not buying software. It is changing how work gets done: fewer hand-offs, less paper, faster answers for customers, and numbers leaders can trust.",
      "We map your processes with the people who run them, redesign them around your customers, automate what should be automated and bring every team along, with KPIs agreed before we start so progress is visible.",
    ],
    capabilities: [
      {
        title: "Paperless operations",
        description:
          "Digital forms, e-signatures and document workflows that replace registers, files and couriers.",
      },
      {
        title: "Customer self-service",
        description:
          "Portals, chat and WhatsApp journeys that let customers get answers and updates without calling.",
      },
      {
        title: "ERP and CRM roll-outs",
        description:
          "Selecting, configuring and integrating core business systems, then retiring the old ones.",
      },
      {
        title: "Digital skills programmes",
        description:
          "Training and champions in every team, so new tools are used well and not worked around.",
      },
    ],
    steps: [
      {
        title: "Current-state mapping",
        description:
          "We follow real work end to end with the people who do it, and measure where time and money are lost.",
      },
      {
        title: "Target design and business case",
        description:
          "A redesigned process, the systems it needs, and the savings and KPIs it should deliver.",
      },
      {
        title: "Pilot",
        description:
          "One team or site goes first; we measure, adjust and prove the benefit before scaling.",
      },
      {
        title: "Roll-out and embed",
        description:
          "Phased roll-out with training and support, and KPIs tracked until the new way is business as usual.",
      },
    ],
    technologies: [
      "Microsoft Power Platform",
      "Zoho",
      "Salesforce",
      "Odoo",
      "SAP Business One",
      "n8n",
      "WhatsApp Business Platform",
      "DigiLocker",
    ],
    faqs: [
      {
        question: "Where should we start?",
        answer:
          "With the process that costs you most in time, errors or customer complaints. A short discovery usually makes the first candidate obvious.",
      },
      {
        question: "How do you handle resistance to change?",
        answer:
          "By involving the people who do the work from the first workshop, piloting with willing teams and showing results before asking others to switch.",
      },
    ],
  },
} as const satisfies Record<ServiceSlug, ServiceDetail>;
