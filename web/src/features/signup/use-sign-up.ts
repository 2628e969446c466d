import { useNavigate } from 'react-router-dom';
import { useMutation } from '@apollo/client/react';
import { SignUpDocument, type SignUpInput, type SignUpMutation } from '../../__generated__/graphql';
import { cityNameFromValue } from '../../components/location-fields';
import { errorMessage } from '../../lib/error-message';
import { lastingMessage } from '../../lib/lasting-message';
import { combinedProgress, documentInputOf, putFileToUploadUrl, type UploadProgress } from '../../lib/file-upload';
import type { SignupValues } from './signup-schema';
import { paths } from '../../lib/paths';
import { useMessage } from '../../lib/message';

type UploadTarget = SignUpMutation['signUp']['uploads'][number];

/** The form as the sign-up payload of docs/product.md#sign-up-profile-and-addresses (country name, state code, city name). */
export function toSignUpInput(values: SignupValues): SignUpInput {
  const business = values.customer_type === 'Business';
  const taxExempt = business && values.is_tax_exempt;
  const companyName = values.company_name.trim();
  const title = values.title.trim();
  return {
    customerType: business ? 'BUSINESS' : 'INDIVIDUAL',
    // Empty title and company name are left out (docs/product.md#sign-up-profile-and-addresses).
    ...(business && companyName ? { companyName } : {}),
    ...(business && title ? { title } : {}),
    firstName: values.first_name.trim(),
    lastName: values.last_name.trim(),
    email: values.email.trim(),
    phoneNumber: values.phone_number,
    country: values.country,
    state: values.state,
    city: cityNameFromValue(values.city),
    street: values.street.trim(),
    zipCode: values.zip_code.trim(),
    password: values.password,
    confirmPassword: values.confirmPassword,
    isTaxExempt: taxExempt,
    ...(taxExempt && values.tax_exempt_doc[0] ? { taxDocument: documentInputOf(values.tax_exempt_doc[0]) } : {}),
    ...(business && values.other_docs.length > 0 ? { otherDocuments: values.other_docs.map(documentInputOf) } : {}),
  };
}

/**
 * Pairs each upload target with the file it was answered for: the tax document, then the
 * other documents by name, in the order they were announced.
 */
export function filesForUploads(uploads: UploadTarget[], values: SignupValues): [File, string][] {
  const taxFiles = values.tax_exempt_doc.slice(0, 1);
  const otherFiles = [...values.other_docs];
  const pairs: [File, string][] = [];
  for (const upload of uploads) {
    const pool = upload.kind === 'TAX' ? taxFiles : otherFiles;
    const at = Math.max(
      0,
      pool.findIndex((file) => file.name === upload.fileName),
    );
    const [file] = pool.splice(at, 1);
    if (file) pairs.push([file, upload.uploadUrl]);
  }
  return pairs;
}

interface SignUpOutcome {
  ok: boolean;
}

// docs/product.md#screens, docs/rest-api.md: sign up, then PUT each file's bytes to its upload URL; success shows the
// server's message and goes to /login, failure shows the server's message (the page then
// resets the form). `onProgress` hears the files' bytes going up, all files as one (issue
// 39), and null once they are done.
export function useSignUp(onProgress: (progress: UploadProgress | null) => void = () => undefined) {
  const [mutate] = useMutation(SignUpDocument);
  const message = useMessage();
  const navigate = useNavigate();

  return async function signUp(values: SignupValues): Promise<SignUpOutcome> {
    let answer: SignUpMutation['signUp'];
    try {
      const result = await mutate({ variables: { input: toSignUpInput(values) } });
      if (!result.data) throw new Error('Sign-up failed');
      answer = result.data.signUp;
    } catch (error) {
      void message.error(errorMessage(error));
      return { ok: false };
    }

    const uploads = filesForUploads(answer.uploads, values);
    const progressOf = combinedProgress(
      uploads.map(([file]) => file),
      onProgress,
    );
    const failures = await Promise.allSettled(
      uploads.map(([file, url], i) => putFileToUploadUrl(file, url, progressOf[i])),
    );
    onProgress(null);
    lastingMessage.success(answer.message);
    // The account exists either way; a refused file can be uploaded again from the
    // profile, so the shopper is told which and still goes on to log in.
    for (const failure of failures) {
      if (failure.status === 'rejected') lastingMessage.error(errorMessage(failure.reason));
    }
    await navigate(paths.login);
    return { ok: true };
  };
}
