// What one mail says, as blocks both renderers draw: HTML through MJML (mail-html.ts) and
// the plain-text part (mail-text.ts). A template (templates/) only says what is in its
// mail; how a block looks is decided once, so every mail shares the layout and the two
// parts of a mail always say the same.

/** A label and its value: a carrier, an amount, a reason; the value may link somewhere. */
export type Fact = { label: string; value: string; url?: string };

/** One row of an order's items. */
export type ItemRow = { product: string; quantity: number; unitPrice: string; amount: string };

export type MailBlock =
  | { kind: 'text'; text: string }
  /** The mail's main action. */
  | { kind: 'button'; label: string; url: string }
  | { kind: 'facts'; facts: Fact[] }
  /** An order's items, then its totals (the last one is what was charged). */
  | { kind: 'items'; rows: ItemRow[]; totals: Fact[] }
  | { kind: 'address'; heading: string; lines: string[] }
  /** How far a group got: `done` of `goal` units, with a caption saying it in words. */
  | { kind: 'progress'; done: number; goal: number; caption: string };

export type MailContent = {
  subject: string;
  /** The line an inbox shows after the subject. */
  preview: string;
  heading: string;
  /** 'Hello Al,' */
  greeting: string;
  blocks: MailBlock[];
  /** The mail's one link the outbox keeps (the operator's outbox files, the tests). */
  link: string;
  /**
   * A last line after the footer, with its link: the price-drop mail ends with its opt-out
   * (docs/product.md#what-a-buyer-sees, "The mail ends …").
   */
  closingNote?: { text: string; linkText: string; url: string };
  /** Extra header lines (the price-drop mail's List-Unsubscribe). */
  headers?: Record<string, string>;
};

/** The thanks most shop mails end with. */
export const THANKS = 'Thank you for buying together with others.';

/** Integer cents as the shop shows money (the web's formatCents): 123450 → "$1,234.50", -410 → "-$4.10". */
export function usd(cents: number): string {
  const abs = Math.abs(Math.round(cents));
  const dollars = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${cents < 0 ? '-' : ''}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}
