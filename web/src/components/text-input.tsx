import { Form, Input } from 'antd';
import { useField } from 'formik';
import { useId, type ComponentProps } from 'react';

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
  const [field, meta] = useField<string>(name);
  const id = useId();
  const error = meta.touched && meta.error ? meta.error : undefined;

  return (
    <Form.Item label={label} htmlFor={id} validateStatus={error ? 'error' : undefined} help={error}>
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
