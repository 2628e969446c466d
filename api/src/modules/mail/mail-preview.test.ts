import { loginAs } from '../../test/login';
import { createStaff } from '../../test/staff-accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { MAIL_TEMPLATE_LIST } from './mail-templates';

// The console's mail previews over HTTP: the list, each template rendered with its sample
// data, who may read them. What each template says is mail-templates.test.ts's.

let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await loginAs(t.app, 'admin@example.com', 'Admin@1234');
});
afterAll(async () => {
  await t.close();
});

const get = async (url: string, token?: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: token ? { authorization: token } : {} });
  return { statusCode: res.statusCode, body: res.json() };
};

test('lists every template by name and title', async () => {
  const res = await get('/api/admin/mail-templates', adminToken);
  expect(res.statusCode).toBe(200);
  expect(res.body.data.templates).toEqual(MAIL_TEMPLATE_LIST);
});

test('every template previews with its sample data: subject, HTML and text', async () => {
  for (const { name, title } of MAIL_TEMPLATE_LIST) {
    const res = await get(`/api/admin/mail-templates/${name}`, adminToken);
    expect(res.statusCode).toBe(200);
    const preview = res.body.data;
    expect(preview).toMatchObject({ name, title });
    expect(preview.subject.length).toBeGreaterThan(0);
    expect(preview.html).toMatch(/^<!doctype html>/i);
    // The samples' links lead to this shop (PUBLIC_URL), in both parts.
    expect(preview.text).toContain(t.config.publicUrl.replace(/\/$/, ''));
    expect(preview.html).toContain(t.config.publicUrl.replace(/\/$/, ''));
  }
});

test('an unknown template is a 404 naming it', async () => {
  const res = await get('/api/admin/mail-templates/no-such-mail', adminToken);
  expect(res.statusCode).toBe(404);
  expect(res.body.message).toBe('No mail template is named no-such-mail');
});

test('support reads them; a role without customers.read is refused; no session is 401', async () => {
  const support = await createStaff(t.handle.db, 'support');
  expect((await get('/api/admin/mail-templates/verification', support.token)).statusCode).toBe(200);
  const fulfilment = await createStaff(t.handle.db, 'fulfilment');
  expect((await get('/api/admin/mail-templates', fulfilment.token)).statusCode).toBe(403);
  expect((await get('/api/admin/mail-templates/verification', fulfilment.token)).statusCode).toBe(403);
  expect((await get('/api/admin/mail-templates')).statusCode).toBe(401);
});
