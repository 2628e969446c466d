import { Link } from 'react-router-dom';
import '../../lib/prose.css';
import './help.css';
import { paths } from '../../lib/paths';

interface Topic {
  title: string;
  text: string;
  link: { to: string; label: string };
}

const topics: Topic[] = [
  {
    title: 'Buying groups and prices',
    text: 'How groups pool orders, how the unit price falls as more units are ordered, and how price-drop refunds work.',
    link: { to: paths.faq, label: 'Read the FAQ' },
  },
  {
    title: 'Orders, returns and invoices',
    text: 'Follow your orders, request a return for an order line, and open its invoice from My Orders.',
    link: { to: paths.dashboard, label: 'Go to your dashboard' },
  },
  {
    title: 'Terms of buying',
    text: 'Who may buy, refunds after a price drop, cancellations and the limits of our responsibility.',
    link: { to: paths.termsOfUse, label: 'Read the Terms of Use' },
  },
  {
    title: 'Privacy and your data',
    text: 'What we collect, how card data is handled, and how to request access to or deletion of your data.',
    link: { to: paths.privacyPolicy, label: 'Read the Privacy Policy' },
  },
];

// The Help Center (docs/product.md#who-it-is-for lists it with placeholder text): a short index of where each
// kind of question is answered, ending with the contact page.
export function HelpCenter() {
  return (
    <article className="prose help-page" aria-labelledby="help-title">
      <h1 id="help-title">Help Center</h1>
      <p className="prose__lead">Find answers about buying groups, your orders and your account.</p>
      <ul className="help-topics">
        {topics.map((topic) => (
          <li key={topic.title} className="help-topic">
            <h2 className="help-topic__title">{topic.title}</h2>
            <p>{topic.text}</p>
            <Link to={topic.link.to} className="help-topic__link">
              {topic.link.label}
            </Link>
          </li>
        ))}
      </ul>
      <p className="help-page__more">
        Can&apos;t find what you need? <Link to={paths.contactUs}>Contact Us</Link> and our support team will get back
        to you.
      </p>
    </article>
  );
}
