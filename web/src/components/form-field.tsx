import type { ReactNode } from 'react';
import './form-field.css';

interface FormFieldProps {
  label?: ReactNode;
  // The control's id: the label names it and the message describes it.
  htmlFor?: string;
  // The schema's message, shown under the control (the caller decides when: once touched).
  error?: string;
  children: ReactNode;
}

/** The id of a field's message, for the control's `aria-describedby`. */
export const fieldMessageId = (controlId: string) => `${controlId}-message`;

/**
 * One labelled form field of the shop's Formik forms: label above, control, the schema's
 * message under it. Formik holds the values, so antd's Form (its own store, the label's
 * Tooltip, and styles generated in the browser) only drew this layout; this draws it in
 * antd's vertical-form measures (docs/decisions.md "Shop pages on a phone").
 */
export function FormField({ label, htmlFor, error, children }: FormFieldProps) {
  return (
    <div className="form-field">
      {label !== undefined &&
        (htmlFor ? (
          <label className="form-field__label" htmlFor={htmlFor}>
            {label}
          </label>
        ) : (
          // A group's caption (radio buttons that carry their own name): no control to label.
          <div className="form-field__label">{label}</div>
        ))}
      <div className="form-field__control">
        <div className="form-field__content">{children}</div>
      </div>
      {error && (
        <div className="form-field__message" id={htmlFor ? fieldMessageId(htmlFor) : undefined} role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
