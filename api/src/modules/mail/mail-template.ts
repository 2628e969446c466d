import { z } from 'zod';
import type { MailContent } from './mail-content';

// A mail template: the facts its mail shows (a zod schema: they are stored as JSON in the
// outbox and read back when the mail is sent, perhaps by a newer version of the shop) and
// what the mail says with them. Services queue `mailOf(template, to, data)`; the mail job
// renders it (mail-templates.ts).

export type MailTemplate<S extends z.ZodType = z.ZodType> = {
  /** Stored with each queued mail: never renamed once deployed. */
  name: string;
  /** What the mail is, as the console's preview list names it. */
  title: string;
  data: S;
  content(data: z.output<S>): MailContent;
  /** Facts for a preview, links under the shop's public URL. */
  sample(publicUrl: string): z.input<S>;
};

export const defineTemplate = <S extends z.ZodType>(template: MailTemplate<S>): MailTemplate<S> => template;

/** A mail as services queue it: who gets which template with which facts. */
export type MailToQueue = { to: string; template: string; data: unknown };

export function mailOf<S extends z.ZodType>(template: MailTemplate<S>, to: string, data: z.input<S>): MailToQueue {
  return { to, template: template.name, data };
}

// Facts several templates share.

export const cents = z.number().int();
export const url = z.string().min(1);
export const firstName = z.string();

/** A delivery address as order lines keep it, with the buyer's name. */
export const deliveryAddress = z.object({
  name: z.string(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  country: z.string(),
});
export type DeliveryAddress = z.infer<typeof deliveryAddress>;

export const addressLines = (address: DeliveryAddress): string[] =>
  [address.name, address.street, `${address.city}, ${address.state} ${address.zipCode}`, address.country].filter(
    (line) => line.trim() !== '',
  );

export const greeting = (name: string) => `Hello ${name},`;

/** The address the previews deliver to. */
export const SAMPLE_ADDRESS: DeliveryAddress = {
  name: 'Alex Morgan',
  street: '1200 Elm Street',
  city: 'Dallas',
  state: 'TX',
  zipCode: '75201',
  country: 'United States',
};
