import { mixed, object, string } from 'yup';
import type { ReturnReason } from '../../__generated__/graphql';
import { RETURN_REASONS } from '../../lib/return-reasons';

// docs/product.md#validation-rules 'Return': a reason is required; details are optional, up to 1000 characters.
export const REASON_REQUIRED_MESSAGE = 'Please select a return reason';
export const NOTE_MAX_LENGTH = 1000;
export const NOTE_TOO_LONG_MESSAGE = `Details can be at most ${NOTE_MAX_LENGTH} characters`;

export const returnSchema = object({
  reason: mixed<ReturnReason>()
    .oneOf(
      RETURN_REASONS.map((reason) => reason.value),
      REASON_REQUIRED_MESSAGE,
    )
    .required(REASON_REQUIRED_MESSAGE),
  note: string().max(NOTE_MAX_LENGTH, NOTE_TOO_LONG_MESSAGE).default(''),
});

// The form starts with no reason chosen (Submit disabled until one is).
export interface ReturnFormValues {
  reason: ReturnReason | '';
  note: string;
}

export const emptyReturn: ReturnFormValues = { reason: '', note: '' };
