import { Alert, Card } from 'antd';
import { useQuery } from '@apollo/client/react';
import { AdminMailPreviewDocument } from '../../__generated__/graphql';
import { LoadingState } from '../../components/loading-state';
import { errorMessage } from '../../lib/error-message';

// One template with its sample data: the subject, the HTML part in a frame and the text
// part. The HTML is framed with `sandbox=""` (no scripts, no forms, no top navigation, an
// opaque origin) from `srcDoc`, so nothing in a mail runs or reaches the console's session;
// the frame also inherits the console's Content-Security-Policy (docs/decisions.md "Mail
// template previews").
export function MailPreview({ name }: { name: string }) {
  const { data, error } = useQuery(AdminMailPreviewDocument, { variables: { name } });
  const preview = data?.admin.mailPreview.name === name ? data.admin.mailPreview : undefined;

  if (error && !preview) return <Alert type="error" showIcon title={errorMessage(error)} />;
  if (!preview) return <LoadingState label="Rendering the mail" />;
  return (
    <div className="mail-preview">
      <Card title={<h2 className="mail-preview__heading">{preview.title}</h2>}>
        <dl className="mail-preview__facts">
          <dt>Subject</dt>
          <dd>{preview.subject}</dd>
          <dt>Template</dt>
          <dd>{preview.name}</dd>
        </dl>
      </Card>
      <Card title={<h3 className="mail-preview__heading">HTML</h3>}>
        <iframe
          className="mail-preview__frame"
          title={`${preview.title}: the HTML mail`}
          sandbox=""
          srcDoc={preview.html}
        />
      </Card>
      <Card title={<h3 className="mail-preview__heading">Text</h3>}>
        <pre className="mail-preview__text" aria-label={`${preview.title}: the text mail`}>
          {preview.text}
        </pre>
      </Card>
    </div>
  );
}
