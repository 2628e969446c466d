// The audit log's actions as the console names them (api/src/modules/audit/, docs/decisions.md
// "The audit log"): the filter's choices and the table's column. An action the API adds
// later shows by its own name until it is named here.
export const AUDIT_ACTION_LABELS: Readonly<Record<string, string>> = {
  'group.created': 'Group created',
  'group.updated': 'Group edited',
  'group.levels_changed': 'Price levels changed',
  'group.closed': 'Group closed',
  'group.settled': 'Group settled',
  'group_picture.added': 'Picture added',
  'group_picture.removed': 'Picture removed',
  'group_document.added': 'Group document added',
  'group_document.removed': 'Group document removed',
  'settlement.run': 'Settlement run',
  'line.moved': 'Order line moved',
  'return.accepted': 'Return accepted',
  'return.declined': 'Return declined',
  'return.refunded': 'Return refunded',
  'document.approved': 'Document approved',
  'document.rejected': 'Document rejected',
  'customer.sessions_ended': 'Customer sessions ended',
  'staff.invited': 'Staff invited',
  'staff.role_changed': 'Staff role changed',
  'staff.disabled': 'Staff disabled',
  'staff.enabled': 'Staff enabled',
  'staff.settings_changed': 'Staff settings changed',
  'staff.totp_enabled': 'Two-step sign-in turned on',
};

export function auditActionLabel(action: string): string {
  return AUDIT_ACTION_LABELS[action] ?? action;
}

/** An entry's before or after (JSON text) laid out for reading; the text as it came when it is not JSON. */
export function auditFields(json: string | null): string | null {
  if (json === null) return null;
  try {
    return JSON.stringify(JSON.parse(json), null, 2);
  } catch {
    return json;
  }
}
