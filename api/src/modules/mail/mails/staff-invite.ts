import { z } from 'zod';
import { defineTemplate, url } from '../mail-template';

// An owner invited someone to the staff (docs/decisions.md "Staff roles and the audit log"):
// the link opens the console's accept page, where they choose their name and password.

export const staffInviteTemplate = defineTemplate({
  name: 'staff-invite',
  title: "You're invited to the shop's staff",
  data: z.object({ inviterName: z.string(), role: z.string(), link: url }),
  content: (data) => ({
    subject: "You're invited to the shop's staff",
    preview: `${data.inviterName} invited you to the operator console as ${data.role} staff.`,
    heading: "Join the shop's staff",
    greeting: 'Hello,',
    blocks: [
      {
        kind: 'text',
        text: `${data.inviterName} invited you to the shop's operator console as ${data.role} staff. Choose your name and password to accept.`,
      },
      { kind: 'button', label: 'Accept the invitation', url: data.link },
      {
        kind: 'text',
        text: 'The link is valid for 72 hours and works once. If you did not expect it, ignore this email.',
      },
    ],
    link: data.link,
  }),
  sample: (publicUrl) => ({
    inviterName: 'Ada Admin',
    role: 'fulfilment',
    link: `${publicUrl}/admin/invite?token=sample-token`,
  }),
});
