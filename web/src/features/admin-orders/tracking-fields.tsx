import { Form, Input } from 'antd';
import type { FormikProps } from 'formik';
import { useId } from 'react';
import { TRACKING_MAX_LENGTH } from './line-rules';

export type TrackingValues = { trackingCompany: string; trackingNumber: string };

// The carrier and tracking number a shipment needs, for one line or the selected lines.
export function TrackingFields({ formik }: { formik: FormikProps<TrackingValues> }) {
  const ids = useId();
  const field = (name: keyof TrackingValues, label: string) => {
    const error = formik.touched[name] ? formik.errors[name] : undefined;
    return (
      <Form.Item label={label} htmlFor={`${ids}-${name}`} validateStatus={error ? 'error' : undefined} help={error}>
        <Input
          id={`${ids}-${name}`}
          name={name}
          maxLength={TRACKING_MAX_LENGTH}
          value={formik.values[name]}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
        />
      </Form.Item>
    );
  };
  return (
    <Form component={false} layout="vertical">
      {field('trackingCompany', 'Carrier')}
      {field('trackingNumber', 'Tracking number')}
    </Form>
  );
}
