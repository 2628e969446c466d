import { PrivacyPolicy } from '../../features/legal/privacy-policy';
import { StaticPage } from '../../layout/static-page';

// /privacy-policy — a public legal page outside the main layout (no antd, no Apollo).
export function Component() {
  return (
    <StaticPage>
      <PrivacyPolicy />
    </StaticPage>
  );
}
