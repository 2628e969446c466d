import type { Config } from '../../config/config';

// What every mail shares around its content: the shop's name as its wordmark at the top,
// and a footer with the help pages and the shop's postal address (config: PUBLIC_URL,
// MAIL_POSTAL_ADDRESS). Read from config once, by the mail job and the previews.

/**
 * The shop's name as the web's logo writes it (web/src/lib/brand-logo.tsx): 'Group', then
 * 'Buy' in the accent colour. Text, not a picture: most mailboxes hold pictures back until
 * asked, and the SVG mark is shown by almost none.
 */
export const WORDMARK = { lead: 'Group', accent: 'Buy' } as const;
export const SHOP_NAME = `${WORDMARK.lead}${WORDMARK.accent}`;

export type MailLayout = {
  shopName: string;
  /** Where the wordmark links: the shop's home page. */
  homeUrl: string;
  postalAddress: string;
  /** The shop's help pages, in the footer of every mail. */
  helpLinks: Array<{ label: string; url: string }>;
};

export function mailLayoutOf(config: Pick<Config, 'publicUrl' | 'mailPostalAddress'>): MailLayout {
  const page = (path: string) => `${config.publicUrl}${path}`;
  return {
    shopName: SHOP_NAME,
    homeUrl: page('/'),
    postalAddress: config.mailPostalAddress,
    // The web's routes (web/src/lib/paths.ts: help, faq, contactUs) under their page titles.
    helpLinks: [
      { label: 'Help Center', url: page('/help') },
      { label: 'FAQ', url: page('/faq') },
      { label: 'Contact Us', url: page('/contactus') },
    ],
  };
}
