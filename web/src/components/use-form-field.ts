import { useField } from 'formik';
import { useId } from 'react';
import { fieldMessageId } from './form-field';

/**
 * One Formik field as the shared inputs show it: its value and helpers, an id tying the
 * label to the control, the props of its `FormField` (the schema's message once the field
 * was touched) and those of the control (antd's error colour, the message describing it).
 */
export function useFormField<Value>(name: string, label?: string) {
  const [field, meta, helpers] = useField<Value>(name);
  const id = useId();
  const error = meta.touched && typeof meta.error === 'string' ? meta.error : undefined;
  const fieldProps = { label, htmlFor: id, error };
  const controlProps = {
    status: error ? ('error' as const) : undefined,
    'aria-invalid': Boolean(error),
    'aria-describedby': error ? fieldMessageId(id) : undefined,
  };
  return { field, helpers, id, error, fieldProps, controlProps };
}
