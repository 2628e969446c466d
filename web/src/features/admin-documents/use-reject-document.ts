import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation } from '@apollo/client/react';
import { RejectDocumentDocument } from '../../__generated__/graphql';
import { updateAdminLists } from '../../lib/admin-list-cache';
import { errorMessage } from '../../lib/error-message';
import { listShows } from './review-rules';
import { useMessage } from '../../lib/message';

const FAILURE_MESSAGE = 'The document could not be rejected. Please try again.';

// Rejects a document with a reason and shows the server's message; the document's entity updates by
// its id and the filtered lists follow (lib/admin-list-cache.ts). Answers whether it worked.
export function useRejectDocument() {
  const message = useMessage();
  const [mutate, { loading }] = useMutation(RejectDocumentDocument);

  async function reject(id: string, reason: string): Promise<boolean> {
    try {
      const { data } = await mutate({
        variables: { id, reason: reason.trim() },
        update(cache, { data: answer }) {
          const document = answer?.admin.rejectDocument.document;
          if (!document) return;
          updateAdminLists(cache, {
            field: 'documents',
            id: document.id,
            shows: (args) => listShows(args.status, document.status),
          });
        },
      });
      void message.success(data?.admin.rejectDocument.message ?? 'Document rejected');
      return true;
    } catch (error) {
      void message.error(CombinedGraphQLErrors.is(error) ? errorMessage(error, FAILURE_MESSAGE) : FAILURE_MESSAGE);
      return false;
    }
  }

  return { reject, rejecting: loading };
}
