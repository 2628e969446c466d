import { useSyncExternalStore } from 'react';
import { SESSION_KEYS } from './session-keys';

// The browser session exactly as docs/product.md#accounts-and-sessions keeps it in localStorage:
//   token               the session token (sent as `Authorization: Bearer <token>`)
//   role                JSON one-item list, e.g. ["customer"]
//   zip_code            the customer's ZIP code at login
//   shipping_zip_code   the same value at login (the shipping address may change it later)
//   user                JSON of the session user, snake_case keys as the product rules name them
// "Logged in" means a stored token exists.

type CustomerTypeName = 'Individual' | 'Business';

export interface SessionUser {
  customer_id: string;
  first_name: string;
  last_name: string;
  name: string;
  email: string;
  company_name: string;
  title: string;
  phone_number: string;
  customer_type: CustomerTypeName;
}

export interface Session {
  token: string;
  role: string;
  zipCode: string | null;
  user: SessionUser;
}

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function saveSession(session: Session): void {
  localStorage.setItem(SESSION_KEYS.token, session.token);
  localStorage.setItem(SESSION_KEYS.role, JSON.stringify([session.role]));
  if (session.zipCode) {
    localStorage.setItem(SESSION_KEYS.zipCode, session.zipCode);
    localStorage.setItem(SESSION_KEYS.shippingZipCode, session.zipCode);
  } else {
    localStorage.removeItem(SESSION_KEYS.zipCode);
    localStorage.removeItem(SESSION_KEYS.shippingZipCode);
  }
  localStorage.setItem(SESSION_KEYS.user, JSON.stringify(session.user));
  notify();
}

export function getToken(): string | null {
  return localStorage.getItem(SESSION_KEYS.token);
}

function isLoggedIn(): boolean {
  return Boolean(getToken());
}

/**
 * Whether the stored session is an admin's. It only decides what the browser shows (the
 * Account menu's 'Admin', the console's guard): the gateway and the API check the role
 * on every admin call, so a hand-edited role gets screens that answer FORBIDDEN.
 */
function isAdmin(): boolean {
  const roles = parseJson<unknown>(localStorage.getItem(SESSION_KEYS.role));
  return Boolean(getToken()) && Array.isArray(roles) && roles.includes('admin');
}

export function getStoredZipCode(): string | null {
  return localStorage.getItem(SESSION_KEYS.zipCode);
}

export function getSessionUser(): SessionUser | null {
  return parseJson<SessionUser>(localStorage.getItem(SESSION_KEYS.user));
}

// Logout and any 401 clear ALL browser storage, not only the session keys (docs/product.md#accounts-and-sessions).
// `signedOutMessage`: why the server ended the session (the console's, issue 38), kept
// for the login page to say once; the only thing left in storage.
export function clearSession(signedOutMessage?: string): void {
  localStorage.clear();
  sessionStorage.clear();
  if (signedOutMessage) sessionStorage.setItem(SIGNED_OUT_KEY, signedOutMessage);
  notify();
}

const SIGNED_OUT_KEY = 'signed_out_message';

/** Why the last session ended, when the server ended it while a page was open; null otherwise. */
export function signedOutMessage(): string | null {
  return sessionStorage.getItem(SIGNED_OUT_KEY);
}

/** Forgets the sentence once the login page has shown it. */
export function forgetSignedOutMessage(): void {
  sessionStorage.removeItem(SIGNED_OUT_KEY);
}

function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab logging in or out changes localStorage too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === SESSION_KEYS.token) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

// Re-renders when the session starts or ends; true while logged in.
export function useIsLoggedIn(): boolean {
  return useSyncExternalStore(subscribeSession, isLoggedIn, () => false);
}

// Re-renders when the session starts or ends; true while an admin is signed in.
export function useIsAdmin(): boolean {
  return useSyncExternalStore(subscribeSession, isAdmin, () => false);
}

function parseJson<T>(text: string | null): T | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

// After a profile update the stored name, company, title, phone and ZIP code follow the
// server's answer (docs/rest-api.md 'PUT customer'). The shipping ZIP is the shipping address's
// own and is left alone.
export function refreshSessionUser(changes: Partial<SessionUser>, zipCode?: string): void {
  const user = getSessionUser();
  if (user) localStorage.setItem(SESSION_KEYS.user, JSON.stringify({ ...user, ...changes }));
  if (zipCode) localStorage.setItem(SESSION_KEYS.zipCode, zipCode);
  notify();
}
