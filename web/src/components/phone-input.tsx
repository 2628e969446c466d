// antd's Input alone (not the family: TextArea, Password, OTP).
import Input from 'antd/es/input/Input';
import { PatternFormat } from 'react-number-format';
import { FormField } from './form-field';
import { useFormField } from './use-form-field';

// A US phone number as the forms take it (docs/product.md#validation-rules): no international format, shown and
// kept as '(214) 555-0100', at most 14 characters in the input.
const PHONE_PATTERN = '(###) ###-####';
const PHONE_MAX_LENGTH = 14;

interface PhoneInputProps {
  name: string;
  label?: string;
}

export function PhoneInput({ name, label = 'Phone Number' }: PhoneInputProps) {
  const { field, helpers, id, fieldProps, controlProps } = useFormField<string>(name, label);

  return (
    <FormField {...fieldProps}>
      <PatternFormat
        customInput={Input}
        format={PHONE_PATTERN}
        // No mask characters: with them the input would always hold 14 characters, and
        // the product rules' maxLength 14 would then refuse every key.
        mask=""
        id={id}
        name={name}
        type="tel"
        size="large"
        autoComplete="tel-national"
        inputMode="tel"
        maxLength={PHONE_MAX_LENGTH}
        value={field.value ?? ''}
        onValueChange={(values) => {
          // Formik keeps the displayed text, which is what the API stores; nothing typed is ''.
          void helpers.setValue(values.value === '' ? '' : values.formattedValue);
        }}
        onBlur={() => void helpers.setTouched(true)}
        {...controlProps}
      />
    </FormField>
  );
}
