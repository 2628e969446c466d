import type { ReturnReason } from '../__generated__/graphql';

// docs/product.md#validation-rules 'Return': the eleven reasons, in the product rules' order, with the labels shoppers read.
export const RETURN_REASONS: ReadonlyArray<{ value: ReturnReason; label: string }> = [
  { value: 'DEFECTIVE', label: 'Defective' },
  { value: 'WRONG_ITEM', label: 'Wrong item' },
  { value: 'NOT_AS_DESCRIBED', label: 'Not as described' },
  { value: 'DAMAGED', label: 'Damaged' },
  { value: 'SIZE_ISSUE', label: 'Size issue' },
  { value: 'QUALITY_ISSUE', label: 'Quality issue' },
  { value: 'CHANGED_MIND', label: 'Changed my mind' },
  { value: 'DUPLICATE_ORDER', label: 'Duplicate order' },
  { value: 'MISSING_PARTS', label: 'Missing parts' },
  { value: 'EXPIRED', label: 'Expired' },
  { value: 'OTHER', label: 'Other' },
];
