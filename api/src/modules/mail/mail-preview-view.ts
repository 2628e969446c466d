import { z } from 'zod';

// The console's mail previews (mail-preview.routes.ts): every template the shop sends, and
// one rendered with its sample data, as a mailbox would get it.

export const mailTemplateListSchema = z
  .object({
    templates: z
      .array(
        z.object({
          name: z.string().describe('The name stored with each queued mail of this kind'),
          title: z.string().describe('What the mail is, in words'),
        }),
      )
      .describe('Every template, in the order the console lists them'),
  })
  .meta({ id: 'AdminMailTemplates' });

export const mailPreviewSchema = z
  .object({
    name: z.string(),
    title: z.string(),
    subject: z.string(),
    html: z.string().describe('The HTML part, rendered through MJML in the shared layout'),
    text: z.string().describe('The plain-text part'),
  })
  .meta({ id: 'AdminMailPreview' });

export const mailTemplateParams = z.object({
  name: z
    .string()
    .min(1, 'name is required')
    .max(100, 'name must be at most 100 characters')
    .describe('A template name from `admin/mail-templates`'),
});

export type MailPreview = z.infer<typeof mailPreviewSchema>;
