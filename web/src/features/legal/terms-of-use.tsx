import { SUPPORT_ADDRESS, SUPPORT_EMAIL, SUPPORT_EMAIL_HREF } from '../../lib/support-contact';
import { LegalDocument, type LegalSection } from './legal-document';

// The statements docs/product.md#who-it-is-for and #constants-and-limits require of the terms (age and residence, the intermediary
// role, the 48-hour price-drop refund, the $500 cap, the 1-year claim window, Texas law,
// cancelling orders and disabling accounts) are stated in full below; the terms unit test
// checks each one.
const sections: LegalSection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of these Terms',
    body: (
      <>
        <p>
          These Terms of Use (the &quot;Terms&quot;) are an agreement between you and GroupBuy (&quot;GroupBuy&quot;,
          &quot;we&quot;, &quot;us&quot;) and govern your use of the GroupBuy website, mobile apps and services
          (together, the &quot;Service&quot;).
        </p>
        <p>
          By creating an account, placing an order or otherwise using the Service you accept these Terms and our Privacy
          Policy. If you do not accept them, do not use the Service.
        </p>
      </>
    ),
  },
  {
    id: 'eligibility',
    title: 'Who may use the Service',
    body: (
      <>
        <p className="prose__callout">
          <strong>You must be 18 years of age or older and a resident of the United States</strong> to create an account
          or buy through the Service.
        </p>
        <p>
          By using the Service you confirm that you meet these requirements. If you register as a Business customer, you
          confirm that you are authorized to act for the business you name, and these Terms bind that business.
        </p>
      </>
    ),
  },
  {
    id: 'how-it-works',
    title: 'How group buying works',
    body: (
      <>
        <p>
          <strong>GroupBuy is an intermediary that pools similar orders.</strong> We bring together orders from many
          buyers for the same product into a buying group and place the pooled order with the supplier. We are not the
          manufacturer of the products offered through the Service.
        </p>
        <p>
          Each buying group has price levels: the unit price falls as the total number of units ordered by all buyers in
          the group grows. The price levels, the current unit price and the closing date of a group are shown on its
          page.
        </p>
      </>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    body: (
      <>
        <p>
          You sign up for free as an Individual or a Business customer. You agree to give accurate, current and complete
          information and to keep it up to date in your profile. Business customers who claim a tax exemption must
          upload valid supporting documents; we may verify or reject them.
        </p>
        <p>
          You are responsible for keeping your password confidential and for all activity under your account. Tell us at
          once at <a href={SUPPORT_EMAIL_HREF}>{SUPPORT_EMAIL}</a> if you believe your account has been used without
          your permission.
        </p>
      </>
    ),
  },
  {
    id: 'orders',
    title: 'Orders, prices and payment',
    body: (
      <>
        <p>
          When you place an order you join the product&apos;s buying group and agree to pay the unit price shown at
          checkout, together with the tax, shipping and platform fee shown there. All prices are in US dollars.
        </p>
        <p>
          You pay with a saved card through our card payment provider. Your order is placed once the payment is
          accepted; we then show an order confirmation and send it to your e-mail address.
        </p>
      </>
    ),
  },
  {
    id: 'price-drops',
    title: 'Price drops and refunds',
    body: (
      <>
        <p className="prose__callout">
          <strong>
            If the price of a buying group drops after you place your order, we refund the difference within 48 hours of
            the final closing of the buying group.
          </strong>
        </p>
        <p>
          The refund is the difference between the unit price you paid and the group&apos;s final unit price, times the
          number of units you ordered, together with the sales tax and the platform fee charged on that difference (each
          rounded down to the cent), and is paid to the card you used for the order. Shipping is charged per unit and
          does not change. If cancellations leave a group at a higher final price than the one you paid, you keep the
          price on your order: nobody pays more than their order said.
        </p>
      </>
    ),
  },
  {
    id: 'returns',
    title: 'Returns',
    body: (
      <p>
        You may request a return for an order line from My Orders in your dashboard, giving a reason. We review each
        request and tell you the outcome.
      </p>
    ),
  },
  {
    id: 'cancellation',
    title: 'Cancelling orders and disabling accounts',
    body: (
      <>
        <p>
          <strong>We may cancel any order and may disable any account</strong>, for example when a product cannot be
          supplied, a payment is refused or disputed, we suspect fraud or misuse, or these Terms are broken.
        </p>
        <p>If we cancel an order you have paid for, we refund the amount paid for it to the card you used.</p>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <>
        <p>You agree not to:</p>
        <ul>
          <li>give false information, or open an account for someone else without their permission;</li>
          <li>buy for resale in breach of a supplier&apos;s conditions shown on the group page;</li>
          <li>interfere with the Service, probe its security, or access it by automated means we have not allowed;</li>
          <li>use the Service for anything unlawful.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'disclaimers',
    title: 'Disclaimers',
    body: (
      <p>
        The Service is provided &quot;as is&quot; and &quot;as available&quot;. Product descriptions and images come
        from suppliers; we take care to show them accurately but do not warrant that they are complete or free of
        errors. To the extent the law allows, we disclaim all implied warranties, including merchantability and fitness
        for a particular purpose.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Limitation of liability',
    body: (
      <>
        <p className="prose__callout">
          <strong>
            Our total liability to you for all claims arising out of or relating to the Service or these Terms is
            limited to $500.
          </strong>
        </p>
        <p>
          To the extent the law allows, we are not liable for indirect, incidental, special, consequential or punitive
          damages, or for lost profits, revenue or data. Nothing in these Terms limits liability that cannot be limited
          by law.
        </p>
      </>
    ),
  },
  {
    id: 'claims',
    title: 'Time limit for claims',
    body: (
      <p className="prose__callout">
        <strong>
          Any claim arising out of or relating to the Service or these Terms must be brought within 1 year after it
          arose;
        </strong>{' '}
        a claim brought later is permanently barred.
      </p>
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing law',
    body: (
      <p>
        <strong>These Terms are governed by the laws of the State of Texas</strong>, without regard to its conflict of
        law rules, and by applicable United States federal law. You and we submit to the courts located in Texas for any
        dispute that is not settled informally.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these Terms',
    body: (
      <p>
        We may change these Terms. When we do, we publish the new Terms on this page; changes apply to orders placed
        after they are published. If you keep using the Service after a change, you accept the changed Terms.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        Questions about these Terms: write to <a href={SUPPORT_EMAIL_HREF}>{SUPPORT_EMAIL}</a> or to GroupBuy,{' '}
        {SUPPORT_ADDRESS}.
      </p>
    ),
  },
];

export function TermsOfUse() {
  return (
    <LegalDocument
      title="Terms of Use"
      intro={
        <p className="prose__lead">
          Please read these Terms carefully. They explain who may buy through GroupBuy, how buying groups and price
          drops work, and the limits of our responsibility.
        </p>
      }
      sections={sections}
    />
  );
}
