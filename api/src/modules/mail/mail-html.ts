import type { Fact, ItemRow, MailBlock, MailContent } from './mail-content';
import { WORDMARK, type MailLayout } from './mail-layout';
import { compileMjml } from './mjml-thread';

// The HTML part: a mail's content in the shared layout, written as MJML and compiled by
// mjml into the table-based, inline-styled HTML mail programs draw alike (docs/decisions.md
// "Mail templates"). Every piece of text is escaped here, once.

const COLOR = {
  brand: '#0f7b63',
  accent: '#f26b3a',
  ink: '#16212b',
  muted: '#5b6770',
  rule: '#e3e8ec',
  page: '#f4f6f8',
} as const;
// Each mail program's own sans-serif: no web font to fetch (and none for a mailbox to block).
const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/** Text for HTML, in element content and attribute values alike. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );
}

const link = (url: string, text: string, style = `color:${COLOR.brand}`) =>
  `<a href="${escapeHtml(url)}" style="${style}">${escapeHtml(text)}</a>`;

const cell = (content: string, style: string, attributes = '') =>
  `<td${attributes} style="padding:6px 0;${style}">${content}</td>`;

function factRows(facts: Fact[], strongLast = false): string {
  return facts
    .map((fact, index) => {
      const strong = strongLast && index === facts.length - 1;
      const rule = strong ? `border-top:1px solid ${COLOR.rule};` : '';
      const weight = strong ? 'font-weight:700;' : 'font-weight:600;';
      const value = fact.url ? link(fact.url, fact.value) : escapeHtml(fact.value);
      return `<tr>${cell(escapeHtml(fact.label), `${rule}color:${COLOR.muted}`)}${cell(value, `${rule}${weight}text-align:right`, ' align="right"')}</tr>`;
    })
    .join('');
}

function itemsTable(rows: ItemRow[], totals: Fact[]): string {
  const head = `border-bottom:1px solid ${COLOR.rule};color:${COLOR.muted};font-size:13px`;
  const header =
    `<tr>${cell('Item', head)}${cell('Qty', `${head};text-align:right`, ' align="right"')}` +
    `${cell('Unit price', `${head};text-align:right`, ' align="right"')}${cell('Amount', `${head};text-align:right`, ' align="right"')}</tr>`;
  const items = rows
    .map(
      (row) =>
        `<tr>${cell(escapeHtml(row.product), 'padding-right:8px')}` +
        `${cell(String(row.quantity), 'text-align:right', ' align="right"')}` +
        `${cell(escapeHtml(row.unitPrice), 'text-align:right', ' align="right"')}` +
        `${cell(escapeHtml(row.amount), 'text-align:right', ' align="right"')}</tr>`,
    )
    .join('');
  const sums = totals
    .map((fact, index) => {
      const last = index === totals.length - 1;
      const style = last ? `border-top:1px solid ${COLOR.rule};font-weight:700` : `color:${COLOR.muted}`;
      return `<tr>${cell(escapeHtml(fact.label), style, ' colspan="3"')}${cell(escapeHtml(fact.value), `${style};text-align:right`, ' align="right"')}</tr>`;
    })
    .join('');
  return `<mj-table cellpadding="0" cellspacing="0" width="100%">${header}${items}${sums}</mj-table>`;
}

function progressBar(done: number, goal: number): string {
  const percent = goal > 0 ? Math.max(0, Math.min(100, Math.round((done / goal) * 100))) : 0;
  const bar = (color: string, width: number) =>
    `<td width="${width}%" style="background-color:${color};height:10px;font-size:0;line-height:0">&#160;</td>`;
  const cells = [percent > 0 ? bar(COLOR.brand, percent) : '', percent < 100 ? bar(COLOR.rule, 100 - percent) : ''];
  return `<mj-table cellpadding="0" cellspacing="0" width="100%"><tr>${cells.join('')}</tr></mj-table>`;
}

function blockMjml(block: MailBlock): string {
  switch (block.kind) {
    case 'text':
      return `<mj-text>${escapeHtml(block.text)}</mj-text>`;
    case 'button':
      return (
        `<mj-button href="${escapeHtml(block.url)}" background-color="${COLOR.brand}" color="#ffffff" ` +
        `font-weight="600" border-radius="6px" align="left" inner-padding="12px 22px">${escapeHtml(block.label)}</mj-button>`
      );
    case 'facts':
      return `<mj-table cellpadding="0" cellspacing="0" width="100%">${factRows(block.facts)}</mj-table>`;
    case 'items':
      return itemsTable(block.rows, block.totals);
    case 'address':
      return `<mj-text><strong>${escapeHtml(block.heading)}</strong><br />${block.lines.map(escapeHtml).join('<br />')}</mj-text>`;
    case 'progress':
      return `<mj-text padding-bottom="6px">${escapeHtml(block.caption)}</mj-text>${progressBar(block.done, block.goal)}`;
  }
}

function footerMjml(layout: MailLayout): string {
  const help = layout.helpLinks.map((entry) => link(entry.url, entry.label, `color:${COLOR.muted}`)).join(' &#183; ');
  return (
    `<mj-section padding="16px 0 0"><mj-column>` +
    `<mj-text align="center" font-size="12px" line-height="18px" color="${COLOR.muted}">${help}</mj-text>` +
    `<mj-text align="center" font-size="12px" line-height="18px" color="${COLOR.muted}" padding-top="0">` +
    `${escapeHtml(layout.shopName)} &#183; ${escapeHtml(layout.postalAddress)}</mj-text>` +
    `</mj-column></mj-section>`
  );
}

/** The whole mail as MJML: wordmark, the content on a white card, the footer, the closing note. */
export function mailMjml(content: MailContent, layout: MailLayout): string {
  const wordmark =
    `<a href="${escapeHtml(layout.homeUrl)}" style="color:${COLOR.ink};text-decoration:none">` +
    `${escapeHtml(WORDMARK.lead)}<span style="color:${COLOR.accent}">${escapeHtml(WORDMARK.accent)}</span></a>`;
  const note = content.closingNote
    ? `<mj-section padding="0 0 16px"><mj-column><mj-text align="center" font-size="12px" color="${COLOR.muted}">` +
      `${escapeHtml(content.closingNote.text)} ${link(content.closingNote.url, content.closingNote.linkText, `color:${COLOR.muted}`)}` +
      `</mj-text></mj-column></mj-section>`
    : '';
  return [
    // The mail's language for screen readers (mjml's default is "und", undetermined).
    '<mjml lang="en" dir="ltr">',
    '<mj-head>',
    `<mj-title>${escapeHtml(content.subject)}</mj-title>`,
    `<mj-preview>${escapeHtml(content.preview)}</mj-preview>`,
    '<mj-attributes>',
    `<mj-all font-family="${escapeHtml(FONT)}" />`,
    `<mj-text font-size="15px" line-height="22px" color="${COLOR.ink}" />`,
    `<mj-table font-size="15px" line-height="22px" color="${COLOR.ink}" />`,
    '</mj-attributes>',
    '</mj-head>',
    `<mj-body background-color="${COLOR.page}" width="600px">`,
    `<mj-section padding="24px 0 12px"><mj-column><mj-text font-size="26px" font-weight="800" line-height="30px">${wordmark}</mj-text></mj-column></mj-section>`,
    `<mj-wrapper background-color="#ffffff" border-top="4px solid ${COLOR.brand}" border-radius="8px" padding="12px 8px">`,
    '<mj-section padding="0"><mj-column>',
    `<mj-text font-size="22px" line-height="28px" font-weight="700">${escapeHtml(content.heading)}</mj-text>`,
    `<mj-text>${escapeHtml(content.greeting)}</mj-text>`,
    ...content.blocks.map(blockMjml),
    '</mj-column></mj-section>',
    '</mj-wrapper>',
    footerMjml(layout),
    note,
    '</mj-body>',
    '</mjml>',
  ].join('\n');
}

/** The HTML part of a mail. mjml's strict validation: a template that writes bad MJML fails its tests. */
export async function mailHtml(content: MailContent, layout: MailLayout): Promise<string> {
  return compileMjml(mailMjml(content, layout), {
    validationLevel: 'strict',
    minify: false,
    beautify: false,
    keepComments: false,
    // No web fonts: mjml would otherwise link Google's for a font family it knows.
    fonts: {},
  });
}
