import { HelpCenter } from '../../features/help/help-center';

// /help — the Help Center, inside the main layout (the spec names the page, not its path).
export function Component() {
  return <HelpCenter />;
}
