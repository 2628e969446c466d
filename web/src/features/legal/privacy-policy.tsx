import { SUPPORT_ADDRESS, SUPPORT_EMAIL, SUPPORT_EMAIL_HREF } from '../../lib/support-contact';
import { LegalDocument, type LegalSection } from './legal-document';

// docs/product.md#who-it-is-for and #constants-and-limits: what sign-up collects, card data going to the payment provider, deletion
// by e-mail to support, answers within 45 days, access twice per 12 months, and the date.
const PRIVACY_LAST_UPDATED = '04/03/2024';

const supportMail = <a href={SUPPORT_EMAIL_HREF}>{SUPPORT_EMAIL}</a>;

const sections: LegalSection[] = [
  {
    id: 'scope',
    title: 'Who we are and what this policy covers',
    body: (
      <p>
        GroupBuy (&quot;we&quot;, &quot;us&quot;) runs the GroupBuy website and mobile apps, where customers in the
        United States join buying groups for products. This policy explains what personal information we collect, why,
        who we share it with and the choices and rights you have.
      </p>
    ),
  },
  {
    id: 'sign-up',
    title: 'Information we collect when you sign up',
    body: (
      <>
        <p>When you create an account we collect:</p>
        <ul>
          <li>your e-mail address;</li>
          <li>your phone number;</li>
          <li>your address: street, city, state and zip code;</li>
          <li>your name, and for Business customers the company name and your title;</li>
          <li>
            optionally, a document: Business customers claiming a tax exemption may upload a tax exemption certificate
            and other supporting documents.
          </li>
        </ul>
        <p>We store your password only in a hashed form that cannot be read back.</p>
      </>
    ),
  },
  {
    id: 'use-of-service',
    title: 'Information we collect when you use the Service',
    body: (
      <ul>
        <li>billing and shipping addresses you add or change;</li>
        <li>your cart, orders, return requests and invoices;</li>
        <li>
          technical data needed to run the Service securely, such as your IP address and the time of each sign-in.
        </li>
      </ul>
    ),
  },
  {
    id: 'cards',
    title: 'Payment card data',
    body: (
      <p className="prose__callout">
        <strong>
          Card data you enter goes to our payment provider, which processes and stores it. We never receive or store
          your full card number or security code.
        </strong>{' '}
        We keep only what we need to show your saved cards: the cardholder name, the last digits of the card number and
        which card is your default.
      </p>
    ),
  },
  {
    id: 'how-we-use',
    title: 'How we use your information',
    body: (
      <ul>
        <li>to create and run your account and sign you in;</li>
        <li>to price your cart for your address, take payment, fulfil and ship your orders, and handle returns;</li>
        <li>to refund price differences when a buying group closes at a lower price;</li>
        <li>to verify tax exemption documents;</li>
        <li>to send you messages about your account and orders;</li>
        <li>to protect the Service and our customers against fraud and misuse, and to meet legal obligations.</li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: (
      <>
        <p>We do not sell your personal information. We share it only with:</p>
        <ul>
          <li>suppliers and carriers, to the extent needed to fulfil and deliver your orders;</li>
          <li>our payment provider, to process payments and refunds;</li>
          <li>service providers who host and operate the Service for us, under contracts that protect your data;</li>
          <li>authorities, when the law requires it.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <p>
        We keep your information while your account is open. After your account is deleted we keep order and invoice
        records only as long as tax and accounting law requires, and then delete them.
      </p>
    ),
  },
  {
    id: 'deletion',
    title: 'Deleting your account',
    body: (
      <p className="prose__callout">
        <strong>To delete your account, send a request by e-mail to support at {supportMail}</strong> from the e-mail
        address registered to your account. We confirm when the deletion is complete.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your data rights',
    body: (
      <>
        <p>
          You may ask us to give you access to, correct, or delete the personal information we hold about you. Send your
          request by e-mail to {supportMail}. We may ask you to confirm your identity before we act on it.
        </p>
        <p className="prose__callout">
          <strong>We answer data-rights requests within 45 days.</strong> You may make an access request twice per 12
          months.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        We protect your information with hashed passwords, hashed session tokens and access controls. No system is
        perfectly secure; tell us at once at {supportMail} if you think your account has been compromised.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: <p>The Service is for adults 18 or older. We do not knowingly collect information from anyone under 18.</p>,
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        We may update this policy. The date at the top shows when it last changed; material changes are announced on the
        Service before they apply.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        Questions about this policy or your information: write to {supportMail} or to GroupBuy, {SUPPORT_ADDRESS}.
      </p>
    ),
  },
];

export function PrivacyPolicy() {
  return (
    <LegalDocument
      title="Privacy Policy"
      meta={`Last updated ${PRIVACY_LAST_UPDATED}`}
      intro={
        <p className="prose__lead">
          Your privacy matters to us. This policy describes how GroupBuy collects, uses and protects your personal
          information.
        </p>
      }
      sections={sections}
    />
  );
}
