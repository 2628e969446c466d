import { Spin } from 'antd';

// Shown in 'Add new card' while it learns which card form to show, or loads Stripe.js.
export function CardFormLoading() {
  return (
    <div
      role="status"
      aria-label="Loading the card form"
      style={{ display: 'flex', justifyContent: 'center', padding: '24px 0' }}
    >
      <Spin />
    </div>
  );
}
