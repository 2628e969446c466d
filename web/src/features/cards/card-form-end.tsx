import { Button, Checkbox } from 'antd';

interface CardFormEndProps {
  makeDefault: boolean;
  onMakeDefaultChange: (checked: boolean) => void;
  saving: boolean;
  /** While the card fields cannot be sent yet (Stripe.js still loading). */
  disabled?: boolean;
}

/** The end of both card forms (sandbox and Stripe): 'Make this my default card' and 'Save card'. */
export function CardFormEnd({ makeDefault, onMakeDefaultChange, saving, disabled }: CardFormEndProps) {
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
        <Button htmlType="submit" type="primary" loading={saving} disabled={disabled}>
          Save card
        </Button>
      </div>
    </>
  );
}
