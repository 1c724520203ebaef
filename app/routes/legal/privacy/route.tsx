import { Link } from "react-router";
import { THEME_KEY, SPLASH_KEY } from "~/components/head-script";
import { CHAT_STORAGE_KEY } from "~/chat/conversation";
import { OUTBOX_KEY } from "~/forms/outbox-events";
import { pageMeta } from "~/seo";
import { emailHref, fullAddress, paths, phoneHref, site } from "~/site";
import { LegalDocument, type LegalSection } from "../legal-document";

export const meta = () =>
  pageMeta({
    title: "Privacy Policy",
    description: `What the ${site.name} website stores: your theme in your browser, and what you send us on our own server. No cookies, analytics, trackers or third parties.`,
    path: paths.privacy,
  });

const sections: readonly LegalSection[] = [
  {
    id: "summary",
    title: "The short version",
    body: (
      <>
        <ul>
          <li>
            This website uses <strong>no cookies</strong>, <strong>no analytics</strong> and{" "}
            <strong>no trackers</strong> of any kind.
          </li>
          <li>
            It loads nothing from <strong>third parties</strong>: every page, script, picture and
            font comes from our own server. No advertising networks, social-media plugins or
            embedded maps.
          </li>
          <li>
            Your browser keeps a few small notes for this site in its local and session storage:
            your theme, whether you have seen the welcome screen, your chat conversation until you
            close the tab, and any form you sent while offline until it can be delivered.
          </li>
          <li>
            What you send us through our contact, quote, newsletter and chat forms is stored on our
            own server in India and used only to answer you.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "who-we-are",
    title: "Who we are",
    body: (
      <>
        <p>
          This website is run by {site.legalName} (&ldquo;we&rdquo;, &ldquo;us&rdquo;),{" "}
          {fullAddress}. We decide how the personal data described here is used, and are its Data
          Fiduciary under India&rsquo;s Digital Personal Data Protection Act, 2023.
        </p>
        <p>
          For anything about your data, write to <a href={emailHref}>{site.email}</a> or call{" "}
          <a href={phoneHref}>{site.phone}</a>.
        </p>
      </>
    ),
  },
  {
    id: "browser-storage",
    title: "What this website stores in your browser",
    body: (
      <>
        <p>
          These notes stay on your device. They are not cookies, they are never sent to us, and you
          can delete them at any time by clearing this site&rsquo;s data in your browser&rsquo;s
          settings.
        </p>
        <ul>
          <li>
            <strong>Your theme choice</strong>, in local storage under the key{" "}
            <code>{THEME_KEY}</code>: <code>dark</code> or <code>light</code>, written only when you
            use the theme toggle, so the site keeps your choice on your next visit.
          </li>
          <li>
            <strong>A welcome-screen flag</strong>, in session storage under the key{" "}
            <code>{SPLASH_KEY}</code>, so the short welcome screen shows once per browser session.
            Your browser deletes it when you close the tab or window.
          </li>
          <li>
            <strong>Your chat conversation</strong>, in session storage under the key{" "}
            <code>{CHAT_STORAGE_KEY}</code>, so the chat keeps its thread as you move between pages.
            Your browser deletes it when you close the tab or window.
          </li>
          <li>
            <strong>Unsent form submissions</strong>, in local storage under the key{" "}
            <code>{OUTBOX_KEY}</code>. If you submit a form while your connection is down, a copy is
            kept on your device until it can be sent, then deleted. A copy that still cannot be sent
            after 30 days is deleted unsent.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "no-cookies",
    title: "No cookies, analytics or third parties",
    body: (
      <>
        <p>
          We set no cookies, first-party or third-party. We use no analytics service, advertising or
          social-media pixels, session recording, fingerprinting or any other tracking, and we do
          not build profiles of visitors.
        </p>
        <p>
          No request from these pages leaves our own website: there are no third-party fonts,
          scripts, images, videos or maps. Links to our social-media pages are plain links; those
          sites see you only if you follow one.
        </p>
        <p>
          Like any web server, ours sees your IP address when it answers a request. When you submit
          a form, the address is held briefly in the server&rsquo;s memory to stop floods of
          automated submissions; it is not written to our database or used for anything else.
        </p>
      </>
    ),
  },
  {
    id: "what-you-send",
    title: "What you send us",
    body: (
      <>
        <p>We receive personal data only when you choose to send it through one of our forms:</p>
        <ul>
          <li>
            <strong>Contact form</strong>: your name, email address, phone number if you give one,
            subject and message.
          </li>
          <li>
            <strong>Quote request</strong>: your name, email address, project type, project
            description and budget range.
          </li>
          <li>
            <strong>Newsletter</strong>: your email address.
          </li>
          <li>
            <strong>Chat</strong>: the assistant answers in your browser from this website&rsquo;s
            own content, without any outside service, so what you type stays on your device. Only if
            you ask our team to follow up do we receive your email address, your name if you give
            it, and the conversation so far.
          </li>
        </ul>
        <p>
          With each submission we store the date and time it arrived and a random reference number,
          so that a form sent twice is stored once.
        </p>
      </>
    ),
  },
  {
    id: "how-we-use-it",
    title: "How we store and use it",
    body: (
      <>
        <p>
          Submissions are stored on {site.name}&rsquo;s own server in India, in a database (SQLite)
          that only the staff who answer enquiries can read. A notification with the same details
          may be sent to our own business mailbox so that we answer quickly.
        </p>
        <p>
          We use what you send <strong>only to answer you</strong>: to reply to your message,
          prepare the quote you asked for, send the newsletter you subscribed to, or follow up on
          your chat. We process it because you asked us to and consented by sending it. We never
          sell it, rent it, share it with third parties, use it for advertising or make automated
          decisions about you.
        </p>
      </>
    ),
  },
  {
    id: "data-location",
    title: "Where your data goes",
    body: (
      <>
        <p>
          Your data does not leave India. It stays on our server and in our own systems, and no
          outside company processes it for us.
        </p>
        <p>
          The one exception is email you choose to send: if you write to us directly, or use the
          email link offered when a form cannot be sent, your message travels through your email
          provider and ours, whose servers may be outside India.
        </p>
      </>
    ),
  },
  {
    id: "retention",
    title: "How long we keep it",
    body: (
      <ul>
        <li>
          <strong>Contact messages, quote requests and chat follow-ups</strong>: for as long as we
          are talking with you, and deleted within 24 months of our last exchange. If you become a
          client, your contract&rsquo;s records are kept as long as Indian tax and company law
          requires.
        </li>
        <li>
          <strong>Newsletter address</strong>: until you unsubscribe or ask us to delete it.
        </li>
        <li>
          <strong>Browser storage</strong>: the theme choice until you clear it; the welcome-screen
          flag and the chat conversation until you close the browser; an unsent submission until it
          is sent, or for at most 30 days.
        </li>
      </ul>
    ),
  },
  {
    id: "your-rights",
    title: "Your rights",
    body: (
      <>
        <p>You may at any time ask us to:</p>
        <ul>
          <li>tell you what personal data we hold about you and give you a copy (access);</li>
          <li>correct or complete anything that is wrong (correction);</li>
          <li>delete your data and withdraw your consent (deletion);</li>
          <li>name someone to exercise these rights for you in case of death or incapacity.</li>
        </ul>
        <p>
          Email <a href={emailHref}>{site.email}</a> from the address you used with us, so we can
          confirm it is you. We answer within 30 days and charge nothing. If you are not satisfied
          with our answer, you may complain to the Data Protection Board of India.
        </p>
      </>
    ),
  },
  {
    id: "security",
    title: "Security",
    body: (
      <p>
        The site is served over encrypted connections (HTTPS), with strict security headers and a
        content security policy that blocks code from anywhere else. Our server checks every
        submission and access to what you send is limited to the people who answer it.
      </p>
    ),
  },
  {
    id: "children",
    title: "Children",
    body: (
      <p>
        This website is meant for businesses. It is not directed at children, and we do not
        knowingly collect personal data from anyone under 18. If you believe a child has sent us
        their details, tell us and we will delete them.
      </p>
    ),
  },
  {
    id: "changes",
    title: "Changes to this policy",
    body: (
      <p>
        If what the website stores or how we use your data changes, we will update this page and its
        date first. We will not use data you already sent for a new purpose without asking you. Our{" "}
        <Link to={paths.terms}>terms of service</Link> cover the use of the website itself.
      </p>
    ),
  },
  {
    id: "contact",
    title: "Contact and grievances",
    body: (
      <p>
        Questions, requests and complaints about your data go to our grievance contact at{" "}
        <a href={emailHref}>{site.email}</a>, by phone on <a href={phoneHref}>{site.phone}</a>, or
        by post to {site.name}, {fullAddress}.
      </p>
    ),
  },
];

export default function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      lead="What this website stores, why, where it goes and how long we keep it. In short: as little as possible, on our own server, only to answer you."
      updated="2026-11-20"
      sections={sections}
      related={{ label: "Terms of Service", to: paths.terms }}
    />
  );
}
