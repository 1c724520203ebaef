import { Link } from "react-router";
import { pageMeta } from "~/seo";
import { emailHref, fullAddress, paths, phoneHref, site } from "~/site";
import { LegalDocument, type LegalSection } from "../legal-document";

export const meta = () =>
  pageMeta({
    title: "Terms of Service",
    description: `The terms for using the ${site.name} website: its content, quotes and enquiries, intellectual property, liability, and Indian law with the courts at ${site.address.city}.`,
    path: paths.terms,
  });

const sections: readonly LegalSection[] = [
  {
    id: "about",
    title: "About these terms",
    body: (
      <>
        <p>
          These terms apply to your use of this website, run by {site.legalName} (&ldquo;we&rdquo;,
          &ldquo;us&rdquo;), {fullAddress}. By using the website you accept them. If you do not
          agree, please do not use it.
        </p>
        <p>
          They cover the website only. Any services we provide to you are governed by a separate
          written agreement between your organisation and us.
        </p>
      </>
    ),
  },
  {
    id: "use",
    title: "Using the website",
    body: (
      <>
        <p>You may browse, read and share this website freely. You agree not to:</p>
        <ul>
          <li>use it for anything unlawful, fraudulent or harmful;</li>
          <li>
            send content through its forms that is false, abusive, defamatory or that you have no
            right to share;
          </li>
          <li>
            flood its forms with automated submissions, probe or disrupt its servers, or try to
            reach parts of it that are not public;
          </li>
          <li>copy it in bulk or use automated tools in a way that burdens our servers.</li>
        </ul>
        <p>
          We may block access from anyone who breaks these rules, and may remove submissions that
          do.
        </p>
      </>
    ),
  },
  {
    id: "content",
    title: "Information on the website",
    body: (
      <>
        <p>
          Our pages, articles and case studies are general information about our services and
          experience. They are not professional advice for your situation and not an offer to
          contract. Case studies name a client and quote its people only with their permission, and
          results depend on each client&rsquo;s circumstances.
        </p>
        <p>
          We work to keep everything accurate and current, but services, technologies, open roles
          and pay ranges may change without notice.
        </p>
      </>
    ),
  },
  {
    id: "enquiries",
    title: "Enquiries, quotes and proposals",
    body: (
      <>
        <p>
          Sending us a message or a quote request creates no obligation for you or for us. A quote
          becomes binding only when we confirm it in writing, and work starts only under a signed
          agreement or statement of work that sets out scope, price, timelines and responsibilities.
        </p>
        <p>
          Budget ranges you choose in the quote form help us plan our answer; they are not a price.
          How we handle what you send is explained in our{" "}
          <Link to={paths.privacy}>privacy policy</Link>.
        </p>
      </>
    ),
  },
  {
    id: "intellectual-property",
    title: "Intellectual property",
    body: (
      <>
        <p>
          The website&rsquo;s text, artwork, logo, design and code belong to {site.name} unless
          stated otherwise. The name {site.name} and our logo are our trade marks.
        </p>
        <p>
          You may link to any page, quote short extracts with a link back to the source, and read
          our articles through the RSS feed. Please ask us before reproducing larger parts.
        </p>
      </>
    ),
  },
  {
    id: "links",
    title: "Links to other websites",
    body: (
      <p>
        Our social-media profiles and some articles link to websites we do not control. We are not
        responsible for their content or their privacy practices; following a link is at your
        discretion.
      </p>
    ),
  },
  {
    id: "availability",
    title: "Availability and changes",
    body: (
      <p>
        We aim to keep the website available at all times but cannot guarantee it. We may change,
        suspend or withdraw any part of it, for example for maintenance, without notice.
      </p>
    ),
  },
  {
    id: "liability",
    title: "Disclaimer and liability",
    body: (
      <>
        <p>
          The website is provided &ldquo;as is&rdquo;. To the extent Indian law allows, we exclude
          all warranties about it and are not liable for any indirect or consequential loss, or for
          loss of profit, business or data, arising from its use or from relying on its content.
        </p>
        <p>
          Nothing in these terms limits liability that cannot be limited by law, including liability
          for fraud.
        </p>
      </>
    ),
  },
  {
    id: "privacy",
    title: "Privacy",
    body: (
      <p>
        The website sets no cookies and uses no trackers. What it stores, and what we do with what
        you send us, is set out in our <Link to={paths.privacy}>privacy policy</Link>, which forms
        part of these terms.
      </p>
    ),
  },
  {
    id: "governing-law",
    title: "Governing law and jurisdiction",
    body: (
      <p>
        These terms and any dispute about the website are governed by the laws of India. The courts
        at {site.address.city}, {site.address.region}, have exclusive jurisdiction. Before going to
        court, we ask that you write to us so that we can try to resolve the matter together within
        30 days.
      </p>
    ),
  },
  {
    id: "changes",
    title: "Changes to these terms",
    body: (
      <p>
        We may update these terms from time to time. The date at the top of this page shows when
        they last changed; the version published when you use the website applies.
      </p>
    ),
  },
  {
    id: "contact",
    title: "Contact",
    body: (
      <p>
        Questions about these terms: email <a href={emailHref}>{site.email}</a>, call{" "}
        <a href={phoneHref}>{site.phone}</a>, or write to {site.name}, {fullAddress}.
      </p>
    ),
  },
];

export default function TermsPage() {
  return (
    <LegalDocument
      title="Terms of Service"
      lead={`The rules for using the ${site.name} website, in plain language.`}
      updated="2026-11-20"
      sections={sections}
      related={{ label: "Privacy Policy", to: paths.privacy }}
    />
  );
}
