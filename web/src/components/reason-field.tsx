import { Form, Input } from 'antd';
import type { FormikProps } from 'formik';
import { useId } from 'react';

interface Props {
  label: string;
  maxLength: number;
  formik: FormikProps<{ reason: string }>;
}

/**
 * The reason an operator writes for someone else to read (a rejected document, a declined
 * return): a counted text area with the field's message under it once touched.
 */
export function ReasonField({ label, maxLength, formik }: Props) {
  const id = `${useId()}-reason`;
  const error = formik.touched.reason ? formik.errors.reason : undefined;
  return (
    <Form component={false} layout="vertical">
      <Form.Item label={label} htmlFor={id} validateStatus={error ? 'error' : undefined} help={error}>
        <Input.TextArea
          id={id}
          name="reason"
          rows={3}
          maxLength={maxLength}
          showCount
          value={formik.values.reason}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
        />
      </Form.Item>
    </Form>
  );
}
