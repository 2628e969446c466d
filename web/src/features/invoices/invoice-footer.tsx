import { SUPPORT_EMAIL, SUPPORT_EMAIL_HREF, SUPPORT_PHONE, SUPPORT_PHONE_HREF } from '../../lib/support-contact';

// The invoice's fixed contact footer: the shop's phone and e-mail (docs/product.md#screens, #constants-and-limits).
export function InvoiceFooter() {
  return (
    <footer className="invoice-footer">
      <span className="invoice-footer__intro">Questions about this invoice?</span>
      <a href={SUPPORT_PHONE_HREF}>{SUPPORT_PHONE}</a>
      <a href={SUPPORT_EMAIL_HREF}>{SUPPORT_EMAIL}</a>
    </footer>
  );
}
