import type { StaffRole } from '../../__generated__/graphql';
import { RadioChoice, RadioGroup } from '../../components/radio-group';
import { ROLE_LABELS } from '../../lib/staff-access';
import { ROLE_DESCRIPTIONS, ROLES } from './staff-rules';

interface Props {
  value: StaffRole | null;
  onChange: (role: StaffRole) => void;
  /** The schema's message, once the form was sent. */
  error?: string;
}

// The roles as radios, each with what it may do, so an owner sees what they give.
export function RolePicker({ value, onChange, error }: Props) {
  return (
    <div className="staff-screen__roles">
      <RadioGroup label="Role" value={value} onChange={(role) => onChange(role as StaffRole)}>
        {ROLES.map((role) => (
          <RadioChoice key={role} value={role}>
            <strong>{ROLE_LABELS[role]}</strong>
            <span className="staff-screen__role-text">{ROLE_DESCRIPTIONS[role]}</span>
          </RadioChoice>
        ))}
      </RadioGroup>
      {error && (
        <div className="staff-screen__error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
