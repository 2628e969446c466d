import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation } from '@apollo/client/react';
import { ApproveDocumentDocument } from '../../__generated__/graphql';
import { updateAdminLists } from '../../lib/admin-list-cache';
import { errorMessage } from '../../lib/error-message';
import { listShows } from './review-rules';
import { useMessage } from '../../lib/message';

const FAILURE_MESSAGE = 'The document could not be approved. Please try again.';

// Approves a document and shows the server's message; the document's entity updates by
// its id and the filtered lists follow (lib/admin-list-cache.ts). Answers whether it worked.
export function useApproveDocument() {
  const message = useMessage();
  const [mutate, { loading }] = useMutation(ApproveDocumentDocument);

  async function approve(id: string, expiresOn: string): Promise<boolean> {
    try {
      const { data } = await mutate({
        variables: { id, expiresOn: expiresOn || null },
        update(cache, { data: answer }) {
          const document = answer?.admin.approveDocument.document;
          if (!document) return;
          updateAdminLists(cache, {
            field: 'documents',
            id: document.id,
            shows: (args) => listShows(args.status, document.status),
          });
        },
      });
      void message.success(data?.admin.approveDocument.message ?? 'Document approved');
      return true;
    } catch (error) {
      void message.error(CombinedGraphQLErrors.is(error) ? errorMessage(error, FAILURE_MESSAGE) : FAILURE_MESSAGE);
      return false;
    }
  }

  return { approve, approving: loading };
}
