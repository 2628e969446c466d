import { useField } from 'formik';
import { useId } from 'react';

/**
 * One Formik field as the shared inputs show it: its value and helpers, an id tying the
 * label to the control, and the antd Form.Item props that show the schema's message under
 * it once the field was touched.
 */
export function useFormField<Value>(name: string, label?: string) {
  const [field, meta, helpers] = useField<Value>(name);
  const id = useId();
  const error = meta.touched && typeof meta.error === 'string' ? meta.error : undefined;
  const itemProps = { label, htmlFor: id, validateStatus: error ? ('error' as const) : undefined, help: error };
  return { field, helpers, id, error, itemProps };
}
