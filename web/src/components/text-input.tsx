// antd's Input alone: importing it from 'antd' brings the whole family (TextArea, Password, OTP).
import Input from 'antd/es/input/Input';
import { type ComponentProps } from 'react';
import { FormField } from './form-field';
import { useFormField } from './use-form-field';

interface TextInputProps {
  name: string;
  label: string;
  type?: 'text' | 'email';
  autoComplete?: string;
  inputMode?: ComponentProps<typeof Input>['inputMode'];
  maxLength?: number;
}

// A labelled Formik text field whose schema message shows under it once touched.
export function TextInput({ name, label, type = 'text', autoComplete, inputMode, maxLength }: TextInputProps) {
  const { field, id, fieldProps, controlProps } = useFormField<string>(name, label);

  return (
    <FormField {...fieldProps}>
      <Input
        {...field}
        {...controlProps}
        value={field.value ?? ''}
        id={id}
        type={type}
        size="large"
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
      />
    </FormField>
  );
}
