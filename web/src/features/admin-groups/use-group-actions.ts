import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import {
  AnnounceGroupDocumentDocument,
  AnnounceGroupImageDocument,
  CloseGroupDocument,
  CreateGroupDocument,
  RemoveGroupDocumentDocument,
  RemoveGroupImageDocument,
  UpdateGroupDocument,
  type AdminGroupChanges,
  type AdminGroupFieldsFragment,
  type AdminGroupInput,
} from '../../__generated__/graphql';
import { updateAdminLists } from '../../lib/admin-list-cache';
import { errorMessage } from '../../lib/error-message';
import { putFileToUploadUrl, type UploadProgress } from '../../lib/file-upload';
import { useMessage } from '../../lib/message';

// The Groups screen's actions. Each shows the server's message; the changed group's
// entity updates by its id, and the status-filtered lists follow (lib/admin-list-cache.ts);
// a new group drops the stored lists, so they are read again with it in place.

/** Whether a list stored with these arguments shows the group as it is now. */
function listShows(args: Record<string, unknown>, group: AdminGroupFieldsFragment): boolean {
  return (
    (args.status == null || args.status === group.status) &&
    (args.categoryId == null || args.categoryId === group.category.id)
  );
}

function keepListsTrue(cache: ApolloCache, group: AdminGroupFieldsFragment | undefined) {
  if (group) updateAdminLists(cache, { field: 'groups', id: group.id, shows: (args) => listShows(args, group) });
}

/** Answers the changed group, or null when the server refused (its message is shown). */
export function useGroupActions() {
  const message = useMessage();
  const [create] = useMutation(CreateGroupDocument);
  const [update] = useMutation(UpdateGroupDocument);
  const [close] = useMutation(CloseGroupDocument);
  const [announce] = useMutation(AnnounceGroupImageDocument);
  const [remove] = useMutation(RemoveGroupImageDocument);
  const [announceDocument, { client }] = useMutation(AnnounceGroupDocumentDocument);
  const [removeDocument] = useMutation(RemoveGroupDocumentDocument);

  async function attempt<T>(run: () => Promise<{ message: string; value: T } | undefined>, failure: string) {
    try {
      const answer = await run();
      if (!answer) return null;
      void message.success(answer.message);
      return answer.value;
    } catch (error) {
      void message.error(errorMessage(error, failure));
      return null;
    }
  }

  return {
    createGroup: (input: AdminGroupInput) =>
      attempt(async () => {
        const { data } = await create({
          variables: { input },
          update(cache) {
            cache.modify({
              id: cache.identify({ __typename: 'AdminQuery' }),
              fields: { groups: (_, { DELETE }) => DELETE },
            });
          },
        });
        const payload = data?.admin.createGroup;
        return payload && { message: payload.message, value: payload.group };
      }, 'The group could not be created. Please try again.'),

    updateGroup: (id: string, input: AdminGroupChanges) =>
      attempt(async () => {
        const { data } = await update({
          variables: { id, input },
          update: (cache, { data: answer }) => keepListsTrue(cache, answer?.admin.updateGroup.group),
        });
        const payload = data?.admin.updateGroup;
        return payload && { message: payload.message, value: payload.group };
      }, 'The group could not be changed. Please try again.'),

    closeGroup: (id: string) =>
      attempt(async () => {
        const { data } = await close({
          variables: { id },
          update: (cache, { data: answer }) => keepListsTrue(cache, answer?.admin.closeGroup.group),
        });
        const payload = data?.admin.closeGroup;
        return payload && { message: payload.message, value: payload.group };
      }, 'The group could not be closed. Please try again.'),

    /** Announces the picture, PUTs its bytes to the signed URL, and reads the group again. */
    uploadImage: (groupId: string, file: File, onProgress?: (progress: UploadProgress) => void) =>
      attempt(async () => {
        const { data } = await announce({ variables: { groupId, mimeType: file.type } });
        const upload = data?.admin.announceGroupImage;
        if (!upload) return undefined;
        await putFileToUploadUrl(file, upload.uploadUrl, onProgress);
        return { message: 'Picture uploaded', value: upload.imageUrl };
      }, 'The picture could not be uploaded. Please try again.'),

    removeImage: (groupId: string, imageUrl: string) =>
      attempt(async () => {
        const { data } = await remove({ variables: { groupId, imageUrl } });
        const payload = data?.admin.removeGroupImage;
        return payload && { message: payload.message, value: payload.group };
      }, 'The picture could not be removed. Please try again.'),

    /**
     * Announces the PDF under the name shoppers will see, PUTs its bytes to the signed URL,
     * then lists it on the cached group (the API lists it last), so the page shows it at once.
     */
    uploadDocument: (groupId: string, file: File, fileName: string, onProgress?: (progress: UploadProgress) => void) =>
      attempt(async () => {
        const { data } = await announceDocument({ variables: { groupId, mimeType: 'application/pdf', fileName } });
        const upload = data?.admin.announceGroupDocument;
        if (!upload) return undefined;
        await putFileToUploadUrl(file, upload.uploadUrl, onProgress);
        const added = { __typename: 'GroupDocument' as const, url: upload.documentUrl, fileName };
        client.cache.modify<AdminGroupFieldsFragment>({
          id: client.cache.identify({ __typename: 'AdminGroup', id: groupId }),
          fields: { documents: (documents) => [...documents, added] },
        });
        return { message: 'Document uploaded', value: added };
      }, 'The document could not be uploaded. Please try again.'),

    /** The answer's group replaces the cached one by its id, without the document. */
    removeDocument: (groupId: string, documentUrl: string) =>
      attempt(async () => {
        const { data } = await removeDocument({ variables: { groupId, documentUrl } });
        const payload = data?.admin.removeGroupDocument;
        return payload && { message: payload.message, value: payload.group };
      }, 'The document could not be removed. Please try again.'),
  };
}
