import { Form, Input } from 'antd';
import { useField } from 'formik';
import { useId } from 'react';
import { PatternFormat } from 'react-number-format';

// A US phone number as the forms take it (spec §5): no international format, shown and
// kept as '(214) 555-0100', at most 14 characters in the input.
export const PHONE_PATTERN = '(###) ###-####';
export const PHONE_MAX_LENGTH = 14;

export interface PhoneInputProps {
  name: string;
  label?: string;
}

export function PhoneInput({ name, label = 'Phone Number' }: PhoneInputProps) {
  const [field, meta, helpers] = useField<string>(name);
  const id = useId();
  const error = meta.touched && meta.error ? meta.error : undefined;

  return (
    <Form.Item label={label} htmlFor={id} validateStatus={error ? 'error' : undefined} help={error}>
      <PatternFormat
        customInput={Input}
        format={PHONE_PATTERN}
        // No mask characters: with them the input would always hold 14 characters, and
        // the spec's maxLength 14 would then refuse every key.
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
        aria-invalid={Boolean(error)}
      />
    </Form.Item>
  );
}
