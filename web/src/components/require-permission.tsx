import { Alert } from 'antd';
import type { ReactNode } from 'react';
import type { StaffPermission } from '../__generated__/graphql';
import { cannotOpenMessage, usePermissions } from '../lib/staff-access';

interface Props {
  /** The screen opens with any one of these (a screen of several parts shows the parts allowed). */
  anyOf: readonly StaffPermission[];
  /** The screen's heading, kept so the page still says where the operator is. */
  title: string;
  /** What the role cannot open, in the message: "the ledger", "the audit log". */
  what: string;
  children: ReactNode;
}

/**
 * A console screen behind its permission. A role without it never sees the screen's menu
 * entry; one that follows a link or types the URL gets the screen's heading and a clear
 * sentence instead of a screen whose every request answers FORBIDDEN.
 */
export function RequirePermission({ anyOf, title, what, children }: Props) {
  const { canAny, role } = usePermissions();
  if (canAny(anyOf)) return children;
  return (
    <section>
      <h1>{title}</h1>
      <Alert
        type="warning"
        showIcon
        title={cannotOpenMessage(role, what)}
        description="An owner can change your role on the Staff screen if you need it."
      />
    </section>
  );
}
