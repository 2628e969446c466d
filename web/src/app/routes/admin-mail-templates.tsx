import { MailTemplatesScreen } from '../../features/admin-mail/mail-templates-screen';

// /admin/mail-templates — every mail the shop sends, previewed with sample data.
export default function AdminMailTemplatesRoute() {
  return <MailTemplatesScreen />;
}
