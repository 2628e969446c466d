import { Link } from 'react-router-dom';
import {
  SUPPORT_ADDRESS,
  SUPPORT_EMAIL,
  SUPPORT_EMAIL_HREF,
  SUPPORT_PHONE,
  SUPPORT_PHONE_HREF,
} from '../../lib/support-contact';
import '../../lib/prose.css';
import './help.css';
import { paths } from '../../lib/paths';

interface ContactUsProps {
  // The FAQ on the web, or /mobile/faq inside the app's web view.
  faqPath?: string;
}

// The footer's fixed contact details (docs/product.md#screens), with a word on what to include.
export function ContactUs({ faqPath = paths.faq }: ContactUsProps) {
  return (
    <article className="prose help-page" aria-labelledby="contact-title">
      <h1 id="contact-title">Contact Us</h1>
      <p className="prose__lead">
        We are happy to help with orders, payments, returns and your account. Many answers are already in our{' '}
        <Link to={faqPath}>FAQ</Link>.
      </p>
      <ul className="contact-cards">
        <li className="contact-card contact-card--main">
          <h2 className="contact-card__title">E-mail</h2>
          <p>
            <a href={SUPPORT_EMAIL_HREF}>{SUPPORT_EMAIL}</a>
          </p>
          <p className="contact-card__note">Best for order questions, returns and data-rights requests.</p>
        </li>
        <li className="contact-card">
          <h2 className="contact-card__title">Phone</h2>
          <p>
            <a href={SUPPORT_PHONE_HREF}>{SUPPORT_PHONE}</a>
          </p>
          <p className="contact-card__note">For urgent questions about an order you placed.</p>
        </li>
        <li className="contact-card">
          <h2 className="contact-card__title">Mail</h2>
          <address>GroupBuy, {SUPPORT_ADDRESS}</address>
          <p className="contact-card__note">For documents and formal notices.</p>
        </li>
      </ul>
      <h2>Help us help you faster</h2>
      <ul>
        <li>write from the e-mail address registered to your account;</li>
        <li>give the order number and the product name when you write about an order;</li>
        <li>never send your full card number or security code.</li>
      </ul>
    </article>
  );
}
