import { z } from 'zod';
import { answers, ok } from '../../lib/envelope';
import { defaulted, emailField, optional, requiredString } from '../../lib/fields';
import { RATE_LIMITS } from '../../lib/rate-limits';
import type { RouteScope } from '../../lib/route-scope';
import { addressFields, booleanField } from '../profile/address-fields';
import { documentList } from '../documents/document-input';
import { newPasswordField } from '../auth/password-rule';
import type { SignupService } from './signup.service';
import { signupAnswerSchema } from './signup-view';

const signupBody = z
  .object({
    // The address given at sign-up is the billing address (and, at first, the shipping one).
    address_type: optional(z.literal('BILLING_ADDRESS', { error: 'address_type must be BILLING_ADDRESS' })),
    ...addressFields,
    country: defaulted(requiredString('country', 100), 'United States'),
    email: emailField(),
    password: newPasswordField('password'),
    confirmPassword: z.string({ error: 'confirmPassword is required' }).min(1, 'confirmPassword is required'),
    customer_type: defaulted(
      z.enum(['Individual', 'Business'], { error: 'customer_type must be Individual or Business' }),
      'Individual',
    ),
    is_tax_exempt: defaulted(booleanField('is_tax_exempt'), false),
    tax_exempt_doc: documentList('tax_exempt_doc', 'file_name'),
    other_docs: documentList('other_docs', 'file_name'),
  })
  .superRefine((body, ctx) => {
    if (body.password !== body.confirmPassword) {
      ctx.addIssue({ code: 'custom', message: 'Passwords must match', path: ['confirmPassword'] });
    }
    if (body.customer_type === 'Business' && body.is_tax_exempt && body.tax_exempt_doc.length === 0) {
      ctx.addIssue({ code: 'custom', message: 'A file is required', path: ['tax_exempt_doc'] });
    }
  });

export function registerSignupRoutes(app: RouteScope, signup: SignupService): void {
  app.post(
    '/api/customer_signup',
    {
      config: { rateLimit: RATE_LIMITS.signUps },
      schema: {
        operationId: 'signUp',
        tags: ['auth'],
        summary: 'Creates an account, mails the e-mail verification link, answers signed upload URLs for documents',
        description:
          "Creates the customer unverified, the address as a BILLING_ADDRESS and a SHIPPING_ADDRESS row, a Pending document per file (Business only; an Individual's is_tax_exempt and files are ignored), and mails `${PUBLIC_URL}/user/verify?token=<token>`. `country` defaults to `United States`; `tax_exempt_doc` may be a list or one object; empty `title`/`company_name` are stored as null. Then PUT each file to its `uploadURL`. Errors: 409 `An account with this email already exists.` (any case); 400 naming the field: `first_name is required`, `last_name is required`, `email must be a valid email address`, `phone_number is required` / `phone_number must be at most 14 characters`, `street is required`, `city is required`, `state is required`, `zip_code must be exactly 5 digits`, `password is required`, `Must Contain 8 Characters, One Uppercase, One Lowercase, One Number and one special case Character` (8+ of letters, digits, @$!%*#?&, with a letter, a digit and a special), `confirmPassword is required`, `Passwords must match`, `customer_type must be Individual or Business`, `is_tax_exempt must be true or false`, `A file is required` (Business, tax-exempt, no tax document), `File type not supported` (only application/pdf, application/msword, application/vnd.openxmlformats-officedocument.wordprocessingml.document), `file_name is required`, `other_docs must have at most 10 files`." +
          '\n\n' +
          'Upload each announced document with PUT to its uploadURL (docs/rest-api.md, "Uploads").',
        body: signupBody,
        response: answers(signupAnswerSchema, [400, 409, 429]),
      },
    },
    async (request) =>
      ok('Registered successfully. Please check your email to verify your account.', await signup.signup(request.body)),
  );
}
