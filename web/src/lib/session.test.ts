import { clearSession } from './session';

// docs/product.md#routes: logout and any 401 clear all browser storage.
describe('clearSession', () => {
  test('clears both storages, and the key react-router writes when the page is then left', () => {
    localStorage.setItem('token', 'a-token');
    sessionStorage.setItem('seen', 'yes');

    clearSession();
    expect(localStorage.length + sessionStorage.length).toBe(0);

    // ScrollRestoration saves its positions at pagehide, after the clear (a full page load to /login).
    sessionStorage.setItem('react-router-scroll-positions', '{"default":0}');
    window.dispatchEvent(new Event('pagehide'));
    expect(Object.keys(sessionStorage)).toEqual([]);
  });
});
