import { InvoicePage } from '../../features/invoices/invoice-page';
import { AppProvider } from '../provider';

// /invoice?orderid=… — a public route outside the main layout (docs/product.md#routes).
export function Component() {
  return (
    <AppProvider>
      <InvoicePage />
    </AppProvider>
  );
}
