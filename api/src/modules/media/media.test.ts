import fs from 'node:fs';
import path from 'node:path';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // A file just outside the media folder, which no URL may reach.
  fs.writeFileSync(path.join(t.config.mediaDir, '..', 'secret.txt'), 'top secret');
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/media/:folder/:file', () => {
  test('serves a seeded group image as SVG', async () => {
    const image = await t.handle.db.selectFrom('group_images').select('path').orderBy('id').executeTakeFirstOrThrow();
    const res = await t.app.inject({ method: 'GET', url: image.path.replace(/^\/media\//, '/api/media/') });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  });

  test('serves a seeded document as a well-formed PDF', async () => {
    const doc = await t.handle.db.selectFrom('group_documents').select('path').orderBy('id').executeTakeFirstOrThrow();
    const res = await t.app.inject({ method: 'GET', url: doc.path.replace(/^\/media\//, '/api/media/') });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = res.rawPayload.toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    // startxref must point at the xref table, and each entry at its object.
    const startxref = Number(/startxref\n(\d+)\n%%EOF/.exec(pdf)?.[1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...pdf.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, i) => expect(pdf.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true));
  });

  test('an SVG is never sniffed and, opened on its own, may run no script', async () => {
    const svg = await t.handle.db.selectFrom('group_images').select('path').limit(1).executeTakeFirstOrThrow();
    const res = await t.app.inject({ method: 'GET', url: svg.path.replace(/^\/media\//, '/api/media/') });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['content-security-policy']).toContain('sandbox');
  });

  test('HEAD answers what GET would, without the file', async () => {
    const image = await t.handle.db.selectFrom('group_images').select('path').orderBy('id').executeTakeFirstOrThrow();
    const res = await t.app.inject({ method: 'HEAD', url: image.path.replace(/^\/media\//, '/api/media/') });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers.etag).toEqual(expect.any(String));
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.body).toBe('');
  });

  test('a folder other than groups and docs names nothing: 404', async () => {
    const image = await t.handle.db.selectFrom('group_images').select('path').orderBy('id').executeTakeFirstOrThrow();
    const file = image.path.split('/').pop()!;
    const res = await t.app.inject({ method: 'GET', url: `/api/media/docs/${file}` });
    expect(res.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/media/other/${file}` })).statusCode).toBe(404);
  });

  test('a path too long for the file system is a 404 like any missing file', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/media/${'a'.repeat(300)}/${'b'.repeat(300)}.svg` });
    expect(res.statusCode).toBe(404);
  });

  test('answers 404 for a missing file', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/media/groups/999999-1.svg' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 404, message: 'Not found', data: null });
  });

  test.each([
    '/api/media/../secret.txt',
    '/api/media/%2e%2e/secret.txt',
    '/api/media/groups/..%2f..%2fsecret.txt',
    '/api/media/groups/../../secret.txt',
    '/api/media/',
    '/api/media/groups',
    '/api/media/groups/',
  ])('cannot leave the media folder or list it: %s → 404', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('top secret');
  });
});
