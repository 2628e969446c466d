import { documentInputOf, isSupportedDocument, putFileToUploadUrl } from './file-upload';

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
