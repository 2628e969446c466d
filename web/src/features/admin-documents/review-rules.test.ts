import { messagesFor } from '../../test/schema-messages';
import {
  approveConsequence,
  approveSchema,
  canDecide,
  EXPIRY_MESSAGE,
  kindLabel,
  listShows,
  REASON_REQUIRED_MESSAGE,
  REASON_TOO_LONG_MESSAGE,
  rejectConsequence,
  rejectSchema,
  viewerKind,
} from './review-rules';

const NOW = new Date('2026-11-25T10:00:00Z');
const DOC = { kind: 'tax_exempt', fileName: 'exemption.pdf', customerName: 'Bella Business' };

describe('approval', () => {
  test('the expiry is optional and must be a day after today (UTC)', async () => {
    const schema = approveSchema(NOW);
    expect(await messagesFor(schema, { expiresOn: '' })).toEqual([]);
    expect(await messagesFor(schema, { expiresOn: '2026-11-26' })).toEqual([]);
    expect(await messagesFor(schema, { expiresOn: '2026-11-25' })).toEqual([EXPIRY_MESSAGE]);
    expect(await messagesFor(schema, { expiresOn: '2020-01-01' })).toEqual([EXPIRY_MESSAGE]);
    expect(await messagesFor(schema, { expiresOn: '26/11/2027' })).toEqual([EXPIRY_MESSAGE]);
  });

  test('the confirmation says a tax document makes carts tax-free, and until when', () => {
    expect(approveConsequence(DOC, '')).toBe(
      'Approve exemption.pdf of Bella Business? If Bella Business claims the tax exemption, their carts are tax-free with no expiry. An approved document cannot be deleted by the customer.',
    );
    expect(approveConsequence(DOC, '2027-06-30')).toContain('tax-free until the end of 2027-06-30 (UTC)');
    expect(approveConsequence({ ...DOC, kind: 'other' }, '')).toContain('The approval holds with no expiry.');
  });
});

describe('rejection', () => {
  test('needs a reason of at most 500 characters', async () => {
    expect(await messagesFor(rejectSchema, { reason: '   ' })).toEqual([REASON_REQUIRED_MESSAGE]);
    expect(await messagesFor(rejectSchema, { reason: 'x'.repeat(501) })).toEqual([REASON_TOO_LONG_MESSAGE]);
    expect(await messagesFor(rejectSchema, { reason: 'The scan is unreadable' })).toEqual([]);
  });

  test('the confirmation says the customer reads the reason and is taxed again', () => {
    expect(rejectConsequence(DOC)).toBe(
      'Reject exemption.pdf of Bella Business? They will read your reason on their profile. Until another tax document is approved, their carts are taxed.',
    );
  });
});

test('only pending documents can be decided', () => {
  expect(canDecide({ status: 'PENDING' })).toBe(true);
  expect(canDecide({ status: 'APPROVED' })).toBe(false);
  expect(canDecide({ status: 'REJECTED' })).toBe(false);
});

test('the viewer: PDFs inline, images as images, Word as a download, nothing before the upload', () => {
  expect(viewerKind({ mimeType: 'application/pdf', url: '/uploads/a.pdf' })).toBe('pdf');
  expect(viewerKind({ mimeType: 'image/png', url: '/uploads/a.png' })).toBe('image');
  expect(viewerKind({ mimeType: 'application/msword', url: '/uploads/a.doc' })).toBe('download');
  expect(viewerKind({ mimeType: 'application/pdf', url: null })).toBe('none');
});

test('kinds have labels; an unknown kind shows as it arrives', () => {
  expect(kindLabel('tax_exempt')).toBe('Tax exemption');
  expect(kindLabel('other')).toBe('Other document');
  expect(kindLabel('w9')).toBe('w9');
});

test('a list shows a document when it has no status filter or the same status', () => {
  expect(listShows(undefined, 'APPROVED')).toBe(true);
  expect(listShows(null, 'APPROVED')).toBe(true);
  expect(listShows('APPROVED', 'APPROVED')).toBe(true);
  expect(listShows('PENDING', 'APPROVED')).toBe(false);
});
