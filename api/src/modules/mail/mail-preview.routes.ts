import { answers, ok } from '../../lib/envelope';
import { notFound } from '../../lib/http-error';
import type { RouteScope } from '../../lib/route-scope';
import type { MailLayout } from './mail-layout';
import { mailPreviewSchema, mailTemplateListSchema, mailTemplateParams } from './mail-preview-view';
import { MAIL_TEMPLATE_LIST, renderSample } from './mail-templates';

// The console's "Mail templates" (registered on an admin `requireSignIn` scope). Support
// answers customers about the mails they got, so reading them needs `customers.read`
// (docs/decisions.md "Mail template previews"). Samples only: no customer's data is shown.
export function registerMailPreviewRoutes(app: RouteScope, layout: MailLayout): void {
  app.get(
    '/api/admin/mail-templates',
    {
      config: { permission: 'customers.read' },
      schema: {
        operationId: 'adminListMailTemplates',
        tags: ['mail'],
        summary: 'Every mail template the shop sends, by name and title',
        response: answers(mailTemplateListSchema, [401, 403]),
      },
    },
    async () => ok('Mail templates fetched', { templates: [...MAIL_TEMPLATE_LIST] }),
  );

  app.get(
    '/api/admin/mail-templates/:name',
    {
      config: { permission: 'customers.read' },
      schema: {
        operationId: 'adminPreviewMailTemplate',
        tags: ['mail'],
        summary: 'One template rendered with its sample data: subject, HTML and text, as the mail goes out',
        description: 'Errors: 404 `No mail template is named …` for a name `admin/mail-templates` does not list.',
        params: mailTemplateParams,
        response: answers(mailPreviewSchema, [400, 401, 403, 404]),
      },
    },
    async (request) => {
      const { name } = request.params;
      const template = MAIL_TEMPLATE_LIST.find((entry) => entry.name === name);
      const mail = template && (await renderSample(name, layout));
      if (!template || !mail) throw notFound(`No mail template is named ${name}`);
      return ok('Mail template rendered', {
        name,
        title: template.title,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
      });
    },
  );
}
