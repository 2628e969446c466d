import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { useField } from 'formik';
import { useId, useState } from 'react';
import './password-input.css';

interface PasswordInputProps {
  name: string;
  label: string;
  autoComplete?: 'new-password' | 'current-password';
}

// A Formik password field with a show/hide toggle. The toggle is a real button named
// 'Show' with aria-pressed (as on the login page), so the field keeps its one name.
export function PasswordInput({ name, label, autoComplete = 'new-password' }: PasswordInputProps) {
  const [field, meta] = useField<string>(name);
  const [visible, setVisible] = useState(false);
  const id = useId();
  const error = meta.touched && meta.error ? meta.error : undefined;

  return (
    <Form.Item label={label} htmlFor={id} validateStatus={error ? 'error' : undefined} help={error}>
      <Input
        {...field}
        id={id}
        type={visible ? 'text' : 'password'}
        size="large"
        autoComplete={autoComplete}
        aria-invalid={Boolean(error)}
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
    </Form.Item>
  );
}
