import { TermsOfUse } from '../../features/legal/terms-of-use';
import { StaticPage } from '../../layout/static-page';

// /terms-of-use — a public legal page outside the main layout (no antd, no Apollo).
export function Component() {
  return (
    <StaticPage>
      <TermsOfUse />
    </StaticPage>
  );
}
