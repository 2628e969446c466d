// Jest set-up for the web project: jest-dom matchers and the browser APIs jsdom lacks
// but antd and react-router rely on.
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
import { runInThisContext } from 'node:vm';

Object.assign(globalThis, { TextEncoder, TextDecoder });

// web/jest.config.cjs's testTimeout is not applied when jest runs the root's projects; the
// screens that lazy-load antd and Apollo in jsdom need it, so set it here as well. 60 s:
// whole-screen tests take 5-20 s on a 2-core machine running the API and gateway suites
// beside them.
jest.setTimeout(60000);
// findBy*/waitFor give up after 1 s by default: on a loaded 2-core CI machine a dialog's
// validation (Formik's async validation, antd's animation) can take longer than that.
// Waiting longer changes nothing for a passing test and still fails a broken one.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no fetch API, and react-router's data routers build a `Request` for every
// navigation. Borrow Node's own classes from the outer context (as jest-fixed-jsdom does),
// with Node's AbortController so the signals they are given are of the kind they accept.
const nodeGlobals = runInThisContext(
  '({ fetch, Request, Response, Headers, FormData, AbortController, AbortSignal, ReadableStream })',
) as Record<string, unknown>;
for (const [name, value] of Object.entries(nodeGlobals)) {
  if (name === 'FormData' && 'FormData' in globalThis) continue; // keep jsdom's forms
  Object.defineProperty(globalThis, name, { value, writable: true, configurable: true });
}

// antd's responsive hooks (Grid, Dropdown) and our footer accordions read matchMedia.
// Default: a wide screen (no query matches). A test can replace it to emulate a phone.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string): MediaQueryList =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  });
}

// jsdom has no support for getComputedStyle(el, pseudoElement); antd asks for
// ::before/::after sizes (scroll bar measuring). Ignore the pseudo-element argument.
const originalGetComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => originalGetComputedStyle(element);

// antd's popups (Dropdown, Select) observe their size.
if (!('ResizeObserver' in globalThis)) {
  class ResizeObserverStub {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.defineProperty(globalThis, 'ResizeObserver', { value: ResizeObserverStub, writable: true });
}

// antd's Select/AutoComplete defers work with a MessageChannel macrotask; jsdom has none.
// A timer-backed pair of ports does the same job without holding the process open.
if (!('MessageChannel' in globalThis)) {
  type Listener = ((event: { data: unknown }) => void) | null;
  class PortStub {
    onmessage: Listener = null;
    other: PortStub | null = null;
    postMessage(data: unknown): void {
      const target = this.other;
      setTimeout(() => target?.onmessage?.({ data }), 0);
    }
    start(): void {}
    close(): void {}
  }
  class MessageChannelStub {
    port1 = new PortStub();
    port2 = new PortStub();
    constructor() {
      this.port1.other = this.port2;
      this.port2.other = this.port1;
    }
  }
  Object.defineProperty(globalThis, 'MessageChannel', { value: MessageChannelStub, writable: true });
}

// antd's own style sheets go to a detached box in tests (test/render.tsx): jsdom matches
// every rule of every sheet against an element for each getComputedStyle, which Testing
// Library calls for each ancestor of each element a role query looks at, and antd's
// thousands of rules made a console screen's test take a minute (docs/decisions.md "Test
// suite time"). What the tests do read from CSS is whether a closed popup is hidden: those
// rules, and only those, are here. How the shop looks is the browser tests' (e2e/).
const popupsHidden = document.createElement('style');
popupsHidden.textContent = [
  '.ant-popover-hidden',
  '.ant-dropdown-hidden',
  '.ant-select-dropdown-hidden',
  '.ant-tooltip-hidden',
  '.ant-picker-dropdown-hidden',
]
  .join(', ')
  .concat(' { display: none; }');
document.head.appendChild(popupsHidden);

// react-router's ScrollRestoration scrolls; jsdom does not implement it.
window.scrollTo = () => undefined;

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
