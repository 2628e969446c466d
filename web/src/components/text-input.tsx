import { Form, Input } from 'antd';
import { type ComponentProps } from 'react';
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
  const { field, id, error, itemProps } = useFormField<string>(name, label);

  return (
    <Form.Item {...itemProps}>
      <Input
        {...field}
        value={field.value ?? ''}
        id={id}
        type={type}
        size="large"
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        aria-invalid={Boolean(error)}
      />
    </Form.Item>
  );
}
