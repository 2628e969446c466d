import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
// antd's Input alone (not the family: TextArea, Password, OTP).
import Input from 'antd/es/input/Input';
import { useState } from 'react';
import './password-input.css';
import { FormField } from './form-field';
import { useFormField } from './use-form-field';

interface PasswordInputProps {
  name: string;
  label: string;
  autoComplete?: 'new-password' | 'current-password';
}

// A Formik password field with a show/hide toggle. The toggle is a real button named
// 'Show' with aria-pressed (as on the login page), so the field keeps its one name.
export function PasswordInput({ name, label, autoComplete = 'new-password' }: PasswordInputProps) {
  const { field, id, fieldProps, controlProps } = useFormField<string>(name, label);
  const [visible, setVisible] = useState(false);

  return (
    <FormField {...fieldProps}>
      <Input
        {...field}
        id={id}
        type={visible ? 'text' : 'password'}
        size="large"
        autoComplete={autoComplete}
        {...controlProps}
        suffix={
          <button
            type="button"
            className="password-input__reveal"
            aria-label="Show"
            aria-pressed={visible}
            aria-controls={id}
            onClick={() => setVisible((shown) => !shown)}
          >
            {visible ? <EyeOutlined /> : <EyeInvisibleOutlined />}
          </button>
        }
      />
    </FormField>
  );
}
