import { act } from '@testing-library/react';

// XMLHttpRequest in jsdom, faked for uploads that report their bytes (lib/file-upload.ts):
// each request is recorded when sent and waits for the test to report its progress and
// to answer it, so a test sees the screen mid-upload. `restore()` puts the real one back.

type Sent = { method: string; url: string; contentType?: string; body: unknown };

export type FakeUploads = {
  sent: Sent[];
  /** The pending requests' upload event: `loaded` bytes sent. */
  progress(loaded: number): void;
  /** Answers the pending requests with `status` and `body`. */
  answer(status: number, body?: string): void;
  restore(): void;
};

/** With `answer`, every request is answered that status as soon as it is sent (a test that only checks what was sent). */
export function fakeUploadRequests({ answer }: { answer?: number } = {}): FakeUploads {
  const sent: Sent[] = [];
  let pending: FakeRequest[] = [];
  const real = globalThis.XMLHttpRequest;

  class FakeRequest {
    upload: { onprogress: ((event: { loaded: number; total: number }) => void) | null } = { onprogress: null };
    status = 0;
    responseText = '';
    responseType = '';
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private record: Sent = { method: '', url: '', body: null };
    open(method: string, url: string) {
      this.record = { method, url, body: null };
    }
    setRequestHeader(name: string, value: string) {
      if (name.toLowerCase() === 'content-type') this.record.contentType = value;
    }
    send(body: unknown) {
      this.record.body = body;
      sent.push(this.record);
      if (answer === undefined) {
        pending.push(this);
        return;
      }
      // Answered after the caller's own synchronous steps, as a network answer would be.
      queueMicrotask(() => {
        this.status = answer;
        this.onload?.();
      });
    }
  }

  globalThis.XMLHttpRequest = FakeRequest as unknown as typeof XMLHttpRequest;
  return {
    sent,
    progress(loaded) {
      act(() => {
        for (const request of pending) request.upload.onprogress?.({ loaded, total: loaded });
      });
    },
    answer(status, body = '') {
      const answered = pending;
      pending = [];
      act(() => {
        for (const request of answered) {
          request.status = status;
          request.responseText = body;
          request.onload?.();
        }
      });
    },
    restore() {
      globalThis.XMLHttpRequest = real;
    },
  };
}
