import { Alert } from 'antd';
import { errorMessage } from '../../lib/error-message';
import { LoadingState } from '../../components/loading-state';

interface AddressLoadStateProps {
  loading: boolean;
  error: unknown;
}

// What an address screen shows before its address has arrived: a spinner, or why not.
export function AddressLoadState({ loading, error }: AddressLoadStateProps) {
  if (loading) {
    return <LoadingState label="Loading address" size="page" />;
  }
  return <Alert type="error" showIcon title={error ? errorMessage(error) : 'No Data Found'} />;
}
