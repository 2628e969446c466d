import { createContext, useContext, type ReactNode } from 'react';

/**
 * The toasts a screen shows (docs/product.md#messages): they close after 3 s, with no
 * progress bar. app/message-provider.tsx provides them under every screen that talks to
 * the server.
 */
export interface MessageApi {
  success(content: ReactNode): void;
  warning(content: ReactNode): void;
  error(content: ReactNode): void;
}

export const MessageContext = createContext<MessageApi | null>(null);

export function useMessage(): MessageApi {
  const api = useContext(MessageContext);
  if (!api) throw new Error('useMessage() outside app/message-provider.tsx');
  return api;
}
