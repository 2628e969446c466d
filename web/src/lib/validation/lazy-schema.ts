import { validateYupSchema, yupToFormErrors, type FormikErrors, type FormikValues } from 'formik';
import type { Schema } from 'yup';

/**
 * A Formik `validate` over a yup schema that is loaded when the form first validates
 * (the first change, blur or submit), not with the page: yup and the rules' modules leave
 * the first load of a page whose form is often only read (the dashboard's profile tab;
 * docs/decisions.md "Shop pages on a phone"). The checks and messages are the schema's,
 * run by Formik's own helpers as `validationSchema` runs them (empty text counts as
 * missing). A failed download is asked again at the next validation.
 */
export function lazySchemaValidation<Values extends FormikValues>(
  load: () => Promise<Schema>,
): (values: Values) => Promise<FormikErrors<Values>> {
  let schema: Promise<Schema> | undefined;
  return async (values) => {
    schema ??= load().catch((error: unknown) => {
      schema = undefined;
      throw error;
    });
    try {
      await validateYupSchema(values, await schema);
      return {};
    } catch (error) {
      if ((error as { name?: string }).name !== 'ValidationError') throw error;
      return yupToFormErrors<Values>(error);
    }
  };
}
