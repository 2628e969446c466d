import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SUPPORT_EMAIL, SUPPORT_EMAIL_HREF } from '../../lib/support-contact';
import '../../lib/prose.css';
import './help.css';
import { paths } from '../../lib/paths';

interface FaqProps {
  // Where 'Contact Us' and 'Privacy Policy' point: the web pages, or the /mobile/ ones
  // inside the app's web view.
  contactPath?: string;
  privacyPath?: string;
}

interface Question {
  question: string;
  answer: ReactNode;
}

// docs/product.md#who-it-is-for calls for placeholder text here; real answers about group pricing, refunds and
// accounts serve shoppers better (docs/decisions.md). Native <details> elements: each
// question opens with a click, Enter or Space, and needs no script.
export function Faq({ contactPath = paths.contactUs, privacyPath = paths.privacyPolicy }: FaqProps) {
  const questions: Question[] = [
    {
      question: 'What is a buying group?',
      answer: (
        <p>
          A buying group pools the orders of many buyers for the same product. GroupBuy places the pooled order with the
          supplier, so everyone in the group buys at a volume price.
        </p>
      ),
    },
    {
      question: 'How does the price fall?',
      answer: (
        <p>
          Each group has price levels. The unit price falls as the total units ordered by all buyers in the group grow.
          The group page shows the levels, the current price and how many more units unlock the next one.
        </p>
      ),
    },
    {
      question: 'What if the price drops after I order?',
      answer: (
        <p>
          You get the difference back. If the price of a group drops after your order, we refund the difference to your
          card within 48 hours of the final closing of the buying group. The tax and the platform fee charged on that
          difference come back with it.
        </p>
      ),
    },
    {
      question: 'Does it cost anything to join?',
      answer: (
        <p>
          No. Membership is free, for Individual and Business customers, and a free account unlocks better pricing on
          every group. You must be 18 or older and live in the United States.
        </p>
      ),
    },
    {
      question: 'How do I pay?',
      answer: (
        <p>
          With a saved card, at checkout. Card data goes straight to our payment provider; we keep only the last digits
          to show your saved cards.
        </p>
      ),
    },
    {
      question: 'I buy for a tax-exempt business. What do I do?',
      answer: (
        <p>
          Register as a Business customer, tick Tax Exempt and upload your exemption certificate. You can also add or
          replace documents later in your profile. We verify each document before the exemption applies.
        </p>
      ),
    },
    {
      question: 'How do I return an item or get an invoice?',
      answer: (
        <p>
          Open My Orders in your dashboard. Each order line has a Request Return button, where you choose a reason, and
          an invoice link once the invoice is ready.
        </p>
      ),
    },
    {
      question: 'How do I delete my account?',
      answer: (
        <p>
          E-mail <a href={SUPPORT_EMAIL_HREF}>{SUPPORT_EMAIL}</a> from the address registered to your account. Our{' '}
          <Link to={privacyPath}>Privacy Policy</Link> explains your data rights.
        </p>
      ),
    },
  ];

  return (
    <article className="prose help-page" aria-labelledby="faq-title">
      <h1 id="faq-title">Frequently Asked Questions</h1>
      <p className="prose__lead">Quick answers about buying groups, prices, refunds and your account.</p>
      <div className="faq-list">
        {questions.map(({ question, answer }) => (
          <details key={question} className="faq-item">
            <summary className="faq-item__question">{question}</summary>
            <div className="faq-item__answer">{answer}</div>
          </details>
        ))}
      </div>
      <p className="help-page__more">
        Still have a question? <Link to={contactPath}>Contact Us</Link>.
      </p>
    </article>
  );
}
