import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SUPPORT_ADDRESS, SUPPORT_EMAIL, SUPPORT_PHONE } from '../../lib/support-contact';
import { ContactUs } from './contact-us';
import { Faq } from './faq';
import { HelpCenter } from './help-center';

function renderPage(page: React.ReactNode) {
  return render(<MemoryRouter>{page}</MemoryRouter>);
}

describe('FAQ', () => {
  // The browser test opens one from the keyboard (jsdom has no native <summary> keys).
  it('opens an answer', async () => {
    const user = userEvent.setup();
    renderPage(<Faq />);

    const question = screen.getByText('What if the price drops after I order?');
    const item = question.closest('details')!;
    expect(item).not.toHaveAttribute('open');
    await user.click(question);
    expect(item).toHaveAttribute('open');
    expect(within(item).getByText(/within 48 hours of the final closing of the buying group/)).toBeVisible();
  });

  it('points to the web pages, or to the /mobile/ pages inside the app', () => {
    const { unmount } = renderPage(<Faq />);
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contactus');
    unmount();

    renderPage(<Faq contactPath="/mobile/contactus" privacyPath="/mobile/privacy-policy" />);
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/mobile/contactus');
    expect(screen.getByRole('link', { name: 'Privacy Policy', hidden: true })).toHaveAttribute(
      'href',
      '/mobile/privacy-policy',
    );
  });
});

describe('Contact Us', () => {
  it("shows the footer's postal box, phone and support e-mail", () => {
    renderPage(<ContactUs />);

    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(SUPPORT_ADDRESS.replace(/[.]/g, '\\.')))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: SUPPORT_PHONE })).toHaveAttribute('href', expect.stringMatching(/^tel:/));
    expect(screen.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);
  });
});

describe('Help Center', () => {
  it('leads to the FAQ, the dashboard, the legal pages and Contact Us', () => {
    renderPage(<HelpCenter />);

    expect(screen.getByRole('link', { name: 'Read the FAQ' })).toHaveAttribute('href', '/faq');
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Read the Terms of Use' })).toHaveAttribute('href', '/terms-of-use');
    expect(screen.getByRole('link', { name: 'Read the Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contactus');
  });
});
