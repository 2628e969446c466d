import { z } from 'zod';
import { defineTemplate, firstName, greeting, url } from '../mail-template';

// The account's mails: confirm the address after sign-up, reset a forgotten password, and
// hear of a password change (docs/product.md#accounts-and-sessions).

const account = z.object({ firstName, link: url });

export const verificationTemplate = defineTemplate({
  name: 'verification',
  title: 'Verify your email address (after sign-up)',
  data: account,
  content: (data) => ({
    subject: 'Verify your email address',
    preview: 'Confirm your email address to start buying with others.',
    heading: 'Confirm your email address',
    greeting: greeting(data.firstName),
    blocks: [
      {
        kind: 'text',
        text: 'Thank you for creating your free account. Please confirm your email address to start buying with others.',
      },
      { kind: 'button', label: 'Verify my email', url: data.link },
      { kind: 'text', text: 'The link is valid for 48 hours. If you did not sign up, ignore this email.' },
    ],
    link: data.link,
  }),
  sample: (publicUrl) => ({ firstName: 'Alex', link: `${publicUrl}/user/verify?token=sample-token` }),
});

export const passwordResetTemplate = defineTemplate({
  name: 'password-reset',
  title: 'Reset your password (forgot password)',
  data: account,
  content: (data) => ({
    subject: 'Reset your password',
    preview: 'Set a new password with the link inside; it is valid for 1 hour.',
    heading: 'Reset your password',
    greeting: greeting(data.firstName),
    blocks: [
      { kind: 'text', text: 'We received a request to reset the password of your account.' },
      { kind: 'button', label: 'Set a new password', url: data.link },
      {
        kind: 'text',
        text: 'The link is valid for 1 hour and works once. If you did not ask for it, ignore this email; your password stays as it is.',
      },
    ],
    link: data.link,
  }),
  sample: (publicUrl) => ({ firstName: 'Alex', link: `${publicUrl}/reset-password?reset_token=sample-token` }),
});

/**
 * After a signed-in change (docs/decisions.md "Changing a password while signed in"): the
 * owner learns of a change made by someone else holding a session, and the link starts a
 * reset, which signs every device out.
 */
export const passwordChangedTemplate = defineTemplate({
  name: 'password-changed',
  title: 'Your password was changed',
  data: account,
  content: (data) => ({
    subject: 'Your password was changed',
    preview: 'Every other device signed in to your account was signed out.',
    heading: 'Your password was changed',
    greeting: greeting(data.firstName),
    blocks: [
      {
        kind: 'text',
        text: 'The password of your account was just changed, and every other device signed in to it was signed out.',
      },
      {
        kind: 'text',
        text: 'If you made this change, there is nothing to do. If you did not, reset your password now:',
      },
      { kind: 'button', label: 'Reset my password', url: data.link },
    ],
    link: data.link,
  }),
  sample: (publicUrl) => ({ firstName: 'Alex', link: `${publicUrl}/forgot-password` }),
});
