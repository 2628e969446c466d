import { fakeUploadRequests } from '../test/fake-upload-requests';
import {
  documentInputOf,
  isSupportedDocument,
  putFileToUploadUrl,
  uploadPercent,
  uploadProgressText,
} from './file-upload';

const file = (name: string, type: string) => new File(['%PDF-1.4'], name, { type });

describe('document files (docs/product.md#documents: pdf, doc, docx)', () => {
  it.each([
    ['tax.pdf', 'application/pdf'],
    ['TAX.PDF', 'application/pdf'],
    ['letter.doc', 'application/msword'],
    ['letter.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['letter.doc', ''],
  ])('takes %s (%s)', (name, type) => {
    expect(isSupportedDocument(file(name, type))).toBe(true);
  });

  it.each([
    ['photo.png', 'image/png'],
    ['notes.txt', 'text/plain'],
    ['fake.pdf', 'image/png'],
    ['pdf', 'application/pdf'],
  ])('refuses %s (%s)', (name, type) => {
    expect(isSupportedDocument(file(name, type))).toBe(false);
  });

  it('announces the name and the type, from the name when the browser gives none', () => {
    expect(documentInputOf(file('tax.pdf', 'application/pdf'))).toEqual({
      mimeType: 'application/pdf',
      fileName: 'tax.pdf',
    });
    expect(documentInputOf(file('letter.doc', ''))).toEqual({ mimeType: 'application/msword', fileName: 'letter.doc' });
  });
});

describe('putFileToUploadUrl', () => {
  const originalFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = originalFetch;
  });

  it('PUTs the bytes with the file’s type', async () => {
    const fetchMock = jest.fn().mockResolvedValue(new Response(null, { status: 200 }));
    globalThis.fetch = fetchMock;
    const pdf = file('tax.pdf', 'application/pdf');

    await putFileToUploadUrl(pdf, '/uploads/abc?expires=1&signature=2');

    expect(fetchMock).toHaveBeenCalledWith('/uploads/abc?expires=1&signature=2', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/pdf' },
      body: pdf,
    });
  });

  it('throws the server’s message when the upload is refused', async () => {
    globalThis.fetch = jest
      .fn()
      .mockResolvedValue(
        new Response(JSON.stringify({ status: 400, message: 'File type not supported' }), { status: 400 }),
      );

    await expect(putFileToUploadUrl(file('tax.pdf', 'application/pdf'), '/uploads/x')).rejects.toThrow(
      'tax.pdf: File type not supported',
    );
  });

  it('throws a plain message when the answer carries none', async () => {
    globalThis.fetch = jest.fn().mockResolvedValue(new Response('oops', { status: 502 }));

    await expect(putFileToUploadUrl(file('tax.pdf', 'application/pdf'), '/uploads/x')).rejects.toThrow(
      'Could not upload tax.pdf (HTTP 502).',
    );
  });
});

describe('an upload that reports its bytes', () => {
  it('says how much went up in megabytes, and a percentage', () => {
    expect(uploadProgressText({ loaded: 3_240_000, total: 9_800_000 })).toBe('Uploading… 3.2 MB of 9.8 MB');
    expect(uploadProgressText({ loaded: 12, total: 9 })).toBe('Uploading… 0.0 MB of 0.0 MB');
    expect(uploadPercent({ loaded: 4_900_000, total: 9_800_000 })).toBe(50);
    expect(uploadPercent({ loaded: 0, total: 0 })).toBe(0);
  });

  it('goes by XMLHttpRequest, reports each step, and throws the API’s message when refused', async () => {
    const uploads = fakeUploadRequests();
    try {
      const heard: number[] = [];
      const tax = file('tax.pdf', 'application/pdf');
      const done = putFileToUploadUrl(tax, '/uploads/x', ({ loaded }) => heard.push(loaded));
      expect(uploads.sent).toEqual([{ method: 'PUT', url: '/uploads/x', contentType: 'application/pdf', body: tax }]);
      uploads.progress(1);
      uploads.answer(200);
      await done;
      expect(heard).toEqual([0, 1, tax.size]);

      const refused = putFileToUploadUrl(tax, '/uploads/y', () => undefined);
      uploads.answer(400, JSON.stringify({ status: 400, message: 'File is too large' }));
      await expect(refused).rejects.toThrow('tax.pdf: File is too large');
    } finally {
      uploads.restore();
    }
  });
});
