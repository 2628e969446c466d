import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PrivacyPolicy } from './privacy-policy';
import { TermsOfUse } from './terms-of-use';

function renderPage(page: React.ReactNode) {
  const { container } = render(<MemoryRouter>{page}</MemoryRouter>);
  return (container.textContent ?? '').replace(/\s+/g, ' ');
}

describe('Terms of Use', () => {
  it('states every term of docs/product.md#who-it-is-for', () => {
    const text = renderPage(<TermsOfUse />);

    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeInTheDocument();
    expect(text).toContain('You must be 18 years of age or older and a resident of the United States');
    expect(text).toContain('GroupBuy is an intermediary that pools similar orders.');
    expect(text).toContain(
      'If the price of a buying group drops after you place your order, we refund the difference within 48 hours of the final closing of the buying group.',
    );
    expect(text).toContain('is limited to $500');
    expect(text).toContain('must be brought within 1 year');
    expect(text).toContain('governed by the laws of the State of Texas');
    expect(text).toContain('We may cancel any order and may disable any account');
  });

  it('links each contents entry to its section', () => {
    renderPage(<TermsOfUse />);

    const entry = screen.getByRole('link', { name: 'Governing law' });
    const target = document.getElementById(entry.getAttribute('href')!.slice(1));
    expect(target).toHaveTextContent('Governing law');
  });
});

describe('Privacy Policy', () => {
  it('states every point of docs/product.md#who-it-is-for and the date', () => {
    const text = renderPage(<PrivacyPolicy />);

    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(text).toContain('Last updated 04/03/2024');
    for (const item of ['e-mail address', 'phone number', 'city, state and zip code', 'optionally, a document']) {
      expect(text).toContain(item);
    }
    expect(text).toContain('Card data you enter goes to our payment provider');
    expect(text).toContain('To delete your account, send a request by e-mail to support');
    expect(text).toContain('We answer data-rights requests within 45 days.');
    expect(text).toContain('You may make an access request twice per 12 months.');
  });
});
