import { Alert, Card, Empty } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { AdminMailTemplatesDocument } from '../../__generated__/graphql';
import { LoadingState } from '../../components/loading-state';
import { errorMessage } from '../../lib/error-message';
import { MailPreview } from './mail-preview';
import './mail-templates-screen.css';

/** The search parameter naming the template shown, so a preview can be linked to. */
const TEMPLATE_PARAM = 'template';

// The console's "Mail templates": every mail the shop sends, and the one picked rendered
// with its sample data as a mailbox gets it (docs/decisions.md "Mail template previews").
export function MailTemplatesScreen() {
  const [params, setParams] = useSearchParams();
  const { data, error } = useQuery(AdminMailTemplatesDocument);
  const templates = data?.admin.mailTemplates;
  const selected = params.get(TEMPLATE_PARAM) ?? templates?.[0]?.name ?? null;

  return (
    <section className="mail-templates-screen">
      <h1>Mail templates</h1>
      {error && !templates && <Alert type="error" showIcon title={errorMessage(error)} />}
      {!templates && !error && <LoadingState label="Loading the mail templates" />}
      {templates && (
        <div className="mail-templates-screen__layout">
          <nav aria-label="Mail templates">
            <ul className="mail-templates-screen__list">
              {templates.map((template) => (
                <li key={template.name}>
                  <button
                    type="button"
                    className="mail-templates-screen__item"
                    aria-current={template.name === selected ? 'true' : undefined}
                    onClick={() => setParams({ [TEMPLATE_PARAM]: template.name }, { replace: true })}
                  >
                    <span className="mail-templates-screen__title">{template.title}</span>
                    <span className="mail-templates-screen__name">{template.name}</span>
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          {selected ? (
            <MailPreview name={selected} />
          ) : (
            <Card>
              <Empty description="No mail templates" />
            </Card>
          )}
        </div>
      )}
    </section>
  );
}
