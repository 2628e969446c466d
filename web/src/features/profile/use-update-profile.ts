import { useMutation } from '@apollo/client/react';
import { UpdateProfileDocument, type ProfileForm_ProfileFragment } from '../../__generated__/graphql';
import { errorMessage } from '../../lib/error-message';
import { combinedProgress, putFileToUploadUrl, type UploadProgress } from '../../lib/file-upload';
import { refreshSessionUser } from '../../lib/session';
import { profileInputOf, type ProfileValues } from './profile-values';
import { useMessage } from '../../lib/message';

// docs/product.md#messages, verbatim: after an update whose new documents all reached their upload targets.
const FILES_AND_PROFILE_SAVED_MESSAGE = 'File uploaded and Customer information updated successfully';

// Saves the profile: the update announces new documents, then each picked file's bytes
// go to the upload target answered for it (tax file to the TAX target, other files in
// order to the OTHER targets). The answer's profile refreshes the cache; its session
// fields refresh the stored session. Answers whether everything was saved; failures show
// the server's message. `onProgress` hears the files' bytes going up, all files as one
// (issue 39), and null once they are done.
export function useUpdateProfile(onProgress: (progress: UploadProgress | null) => void = () => undefined) {
  const message = useMessage();
  const [mutate] = useMutation(UpdateProfileDocument);

  return async function updateProfile(values: ProfileValues, profile: ProfileForm_ProfileFragment): Promise<boolean> {
    const input = profileInputOf(values, profile);
    let answer;
    try {
      const { data } = await mutate({ variables: { input } });
      answer = data?.updateProfile;
    } catch (error) {
      void message.error(errorMessage(error));
      return false;
    }
    if (!answer) return false;

    const { session } = answer;
    refreshSessionUser(
      {
        first_name: session.firstName,
        last_name: session.lastName,
        name: session.name,
        company_name: session.companyName,
        title: session.title,
        phone_number: session.phoneNumber,
      },
      answer.profile.billingAddress?.zipCode,
    );

    const files = [
      ...(input.newTaxDocument && values.taxFiles[0] ? [{ kind: 'TAX', file: values.taxFiles[0] }] : []),
      ...(input.newOtherDocuments ? values.otherFiles.map((file) => ({ kind: 'OTHER', file })) : []),
    ];
    if (files.length === 0) {
      void message.success(answer.message);
      return true;
    }
    try {
      const targets = { TAX: [] as string[], OTHER: [] as string[] };
      for (const upload of answer.uploads) targets[upload.kind].push(upload.uploadUrl);
      const progressOf = combinedProgress(
        files.map(({ file }) => file),
        onProgress,
      );
      await Promise.all(
        files.map(({ kind, file }, i) => {
          const url = targets[kind as 'TAX' | 'OTHER'].shift();
          if (!url) throw new Error(`No upload target for ${file.name}`);
          return putFileToUploadUrl(file, url, progressOf[i]);
        }),
      );
    } catch (error) {
      // The profile is saved; the document stays listed, without its file.
      void message.error(errorMessage(error));
      return false;
    } finally {
      onProgress(null);
    }
    void message.success(FILES_AND_PROFILE_SAVED_MESSAGE);
    return true;
  };
}
