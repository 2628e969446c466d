import { Alert, Button } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useMutation } from '@apollo/client/react';
import { UnsubscribeLevelMailDocument } from '../../__generated__/graphql';
import { AuthFrame } from '../../components/auth-frame';
import { errorMessage } from '../../lib/error-message';

// docs/product.md#what-a-buyer-sees: the texts of the unsubscribe page.
export const UNSUBSCRIBE_QUESTION = 'Stop the emails telling you that a group you bought from reached a lower price?';
export const UNSUBSCRIBE_FAILED = 'Could not unsubscribe. Please try again.';
export const LINK_INCOMPLETE = 'This unsubscribe link is not valid.';

// /unsubscribe?customer=…&token=… from a price-drop mail. The opt-out is a button, not the
// page load: mail scanners open links, and they must not unsubscribe anyone.
export function UnsubscribePage() {
  const [searchParams] = useSearchParams();
  const customerId = searchParams.get('customer') ?? '';
  const token = searchParams.get('token') ?? '';
  const [unsubscribe, { loading }] = useMutation(UnsubscribeLevelMailDocument);
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);

  async function confirm() {
    try {
      const { data } = await unsubscribe({ variables: { customerId, token } });
      setAnswer({ ok: true, text: data?.unsubscribeLevelMail.message ?? '' });
    } catch (error) {
      setAnswer({ ok: false, text: errorMessage(error, UNSUBSCRIBE_FAILED) });
    }
  }

  return (
    <AuthFrame title="Price-drop emails">
      {!customerId || !token ? (
        <Alert type="error" showIcon title={LINK_INCOMPLETE} />
      ) : answer?.ok ? (
        <Alert type="success" showIcon title={answer.text} role="status" />
      ) : (
        <>
          <p>{UNSUBSCRIBE_QUESTION}</p>
          {answer && <Alert type="error" showIcon title={answer.text} />}
          <Button type="primary" loading={loading} onClick={() => void confirm()} style={{ marginTop: 16 }}>
            Unsubscribe
          </Button>
        </>
      )}
    </AuthFrame>
  );
}
