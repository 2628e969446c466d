import { HelpCenter } from '../../features/help/help-center';

// /help — the Help Center, inside the main layout (the product rules name the page, not its path).
export function Component() {
  return <HelpCenter />;
}
