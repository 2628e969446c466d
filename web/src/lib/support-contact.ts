// The shop's fixed contact details (docs/product.md#screens footer 'fixed text', docs/product.md#constants-and-limits invoice footer),
// shared by the site footer and the invoice page.
export const SUPPORT_ADDRESS = 'P.O. Box 12345, Dallas, TX 75201';
export const SUPPORT_PHONE = '(214) 555-0199';
export const SUPPORT_EMAIL = 'support@groupbuy.example';

/** The phone as a tel: link target (digits and a leading +). */
export const SUPPORT_PHONE_HREF = `tel:${SUPPORT_PHONE.replace(/[^\d+]/g, '')}`;
export const SUPPORT_EMAIL_HREF = `mailto:${SUPPORT_EMAIL}`;
