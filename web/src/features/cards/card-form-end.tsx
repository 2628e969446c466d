import { Button, Checkbox } from 'antd';

interface CardFormEndProps {
  makeDefault: boolean;
  onMakeDefaultChange: (checked: boolean) => void;
  saving: boolean;
  /** While the card fields cannot be sent yet (Stripe.js still loading). */
  disabled?: boolean;
  /** Closes the dialog without saving (as its ×, Escape or a click beside it do). */
  onCancel: () => void;
}

/** The end of both card forms (sandbox and Stripe): 'Make this my default card', 'Cancel' and 'Save card'. */
export function CardFormEnd({ makeDefault, onMakeDefaultChange, saving, disabled, onCancel }: CardFormEndProps) {
  return (
    <>
      <Checkbox
        name="makeDefault"
        checked={makeDefault}
        onChange={(event) => onMakeDefaultChange(event.target.checked)}
      >
        Make this my default card
      </Checkbox>
      <div className="card-dialog__footer">
        <Button onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button htmlType="submit" type="primary" loading={saving} disabled={disabled}>
          Save card
        </Button>
      </div>
    </>
  );
}
