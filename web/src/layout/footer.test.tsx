import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '../lib/support-contact';
import { Footer } from './footer';

function renderFooter() {
  render(
    <MemoryRouter>
      <Footer />
    </MemoryRouter>,
  );
  return screen.getByRole('contentinfo');
}

function emulateWidth(narrow: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: narrow && query.includes('max-width: 749'),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

describe('Footer', () => {
  const originalMatchMedia = window.matchMedia;
  afterEach(() => {
    window.matchMedia = originalMatchMedia;
  });

  it('links Home, and opens Privacy Policy and Terms & Condition in a new tab', () => {
    const footer = renderFooter();

    expect(within(footer).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    const privacy = within(footer).getByRole('link', { name: 'Privacy Policy' });
    expect(privacy).toHaveAttribute('href', '/privacy-policy');
    expect(privacy).toHaveAttribute('target', '_blank');
    expect(privacy).toHaveAttribute('rel', expect.stringContaining('noopener'));
    const terms = within(footer).getByRole('link', { name: 'Terms & Condition' });
    expect(terms).toHaveAttribute('href', '/terms-of-use');
    expect(terms).toHaveAttribute('target', '_blank');
  });

  it('shows the contact details, the store badges and the current year', () => {
    const footer = renderFooter();

    expect(within(footer).getByText(/P\.O\. Box/)).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: SUPPORT_PHONE })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${SUPPORT_EMAIL}`,
    );
    expect(within(footer).getByRole('link', { name: /App Store/ })).toHaveAttribute(
      'href',
      expect.stringContaining('apps.apple.com'),
    );
    expect(within(footer).getByRole('link', { name: /Google Play/ })).toHaveAttribute(
      'href',
      expect.stringContaining('play.google.com'),
    );
    expect(within(footer).getByText(new RegExp(`© ${new Date().getFullYear()}`))).toBeInTheDocument();
  });

  it('collapses the sections into keyboard-operable accordions under 750 px', async () => {
    emulateWidth(true);
    const user = userEvent.setup();
    const footer = renderFooter();

    const contact = within(footer).getByRole('button', { name: 'Contact Us' });
    expect(contact).toHaveAttribute('aria-expanded', 'false');
    expect(within(footer).queryByText(SUPPORT_EMAIL)).not.toBeVisible();

    contact.focus();
    await user.keyboard('{Enter}');
    expect(contact).toHaveAttribute('aria-expanded', 'true');
    expect(within(footer).getByText(SUPPORT_EMAIL)).toBeVisible();

    await user.keyboard(' ');
    expect(contact).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows every section open, without accordion buttons, on wide screens', () => {
    emulateWidth(false);
    const footer = renderFooter();

    expect(within(footer).queryByRole('button')).not.toBeInTheDocument();
    expect(within(footer).getByRole('heading', { name: 'Contact Us' })).toBeInTheDocument();
    expect(within(footer).getByText(SUPPORT_EMAIL)).toBeVisible();
  });
});
