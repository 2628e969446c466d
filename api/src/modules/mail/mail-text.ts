import type { Fact, MailBlock, MailContent } from './mail-content';
import type { MailLayout } from './mail-layout';

// The plain-text part: the same blocks as the HTML part, one paragraph each, every link
// written out after its words ('See your orders: https://…'), for mail programs that show
// text only and for the mailboxes that score a mail without one as spam.

const factLine = (fact: Fact) => `${fact.label}: ${fact.value}${fact.url ? ` (${fact.url})` : ''}`;

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case 'text':
      return block.text;
    case 'button':
      return `${block.label}: ${block.url}`;
    case 'facts':
      return block.facts.map(factLine).join('\n');
    case 'items':
      return [
        ...block.rows.map((row) => `${row.quantity} x ${row.product} at ${row.unitPrice} each: ${row.amount}`),
        '',
        ...block.totals.map(factLine),
      ].join('\n');
    case 'address':
      return [block.heading, ...block.lines].join('\n');
    case 'progress':
      return block.caption;
  }
}

export function mailText(content: MailContent, layout: MailLayout): string {
  const footer = [
    ...layout.helpLinks.map((entry) => `${entry.label}: ${entry.url}`),
    `${layout.shopName} · ${layout.postalAddress}`,
  ].join('\n');
  const note = content.closingNote
    ? [`${content.closingNote.text} ${content.closingNote.linkText}: ${content.closingNote.url}`]
    : [];
  return [
    layout.shopName,
    content.heading,
    content.greeting,
    ...content.blocks.map(blockText),
    `--\n${footer}`,
    ...note,
  ].join('\n\n');
}
