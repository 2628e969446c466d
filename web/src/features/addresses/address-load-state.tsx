import { Alert, Spin } from 'antd';
import { errorMessage } from '../../lib/error-message';

interface AddressLoadStateProps {
  loading: boolean;
  error: unknown;
}

// What an address screen shows before its address has arrived: a spinner, or why not.
export function AddressLoadState({ loading, error }: AddressLoadStateProps) {
  if (loading) {
    return (
      <div className="address-page--loading" aria-busy="true">
        <Spin />
        <span className="sr-only" role="status">
          Loading address
        </span>
      </div>
    );
  }
  return <Alert type="error" showIcon title={error ? errorMessage(error) : 'No Data Found'} />;
}
