import { object, string } from 'yup';

// The Customers screen's words and its search rule (the API takes up to 100 characters).

export const SEARCH_MAX_LENGTH = 100;
export const SEARCH_TOO_LONG_MESSAGE = `Please search with at most ${SEARCH_MAX_LENGTH} characters`;

export const customerSearchSchema = object({
  search: string().trim().max(SEARCH_MAX_LENGTH, SEARCH_TOO_LONG_MESSAGE),
});

export const fullName = (customer: { firstName: string; lastName: string }) =>
  `${customer.firstName} ${customer.lastName}`.trim();

/** What "End sessions" does, said in its confirmation. */
export function endSessionsConsequence(name: string, sessions: number): string {
  const which = sessions === 1 ? 'their 1 live session' : `all ${sessions} of their live sessions`;
  return `Sign ${name} out everywhere? This ends ${which}: every device they use must sign in again. Their account, cart and orders stay as they are.`;
}

export const DOCUMENT_KIND_LABELS: Record<string, string> = {
  tax_exempt: 'Tax exemption',
  other: 'Other',
};
