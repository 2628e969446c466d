import { Faq } from '../../features/help/faq';

// /faq — inside the main layout.
export function Component() {
  return <Faq />;
}
