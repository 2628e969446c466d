import { Worker } from 'node:worker_threads';
import type mjml2html from 'mjml';

type MjmlOptions = NonNullable<Parameters<typeof mjml2html>[1]>;

// mjml compiles on a worker thread of its own, started at a process's first mail. Loading
// mjml costs about 0.7 s of CPU (cheerio, juice, its components) and a render a few
// milliseconds: on the request thread the load stalled the requests in flight at a first
// mail (on a loaded machine beyond the gateway's upstream timeout), and loading it before
// listening made every API start pay it, mail or not. On its own thread neither happens
// (docs/decisions.md "Mail templates (issue 39)").
//
// The worker's code is evaluated from this string, so the same module runs from the
// sources (jest, tsx) and from the build; it requires mjml by the path resolved here.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const mjml = require(workerData.mjmlPath);
parentPort.on('message', ({ id, source, options }) => {
  Promise.resolve()
    .then(() => mjml(source, options))
    .then(
      ({ html }) => parentPort.postMessage({ id, html }),
      (error) => parentPort.postMessage({ id, error: String((error && error.message) || error) }),
    );
});
`;

type Pending = { resolve: (html: string) => void; reject: (error: Error) => void };
type Answer = { id: number; html?: string; error?: string };

let worker: Worker | undefined;
let nextId = 1;
const pending = new Map<number, Pending>();

function startWorker(): Worker {
  const started = new Worker(WORKER_SOURCE, { eval: true, workerData: { mjmlPath: require.resolve('mjml') } });
  started.on('message', ({ id, html, error }: Answer) => {
    const waiting = pending.get(id);
    if (!waiting) return;
    pending.delete(id);
    if (pending.size === 0) started.unref();
    if (error !== undefined) waiting.reject(new Error(error));
    else waiting.resolve(html ?? '');
  });
  // A dead worker fails what it held; the next mail starts another.
  const failAll = (error: Error) => {
    if (worker === started) worker = undefined;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  started.on('error', failAll);
  started.on('exit', (code) => failAll(new Error(`the mail compiler's thread ended (exit code ${code})`)));
  return started;
}

/** MJML to HTML on the mail thread; rejects with mjml's message (a strict validation's errors included). */
export function compileMjml(source: string, options: MjmlOptions): Promise<string> {
  worker ??= startWorker();
  const current = worker;
  const id = nextId++;
  return new Promise<string>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    // Held open while a mail is compiling (a CLI awaiting its mail must not exit first),
    // and let go when idle so the thread never keeps a process alive.
    current.ref();
    current.postMessage({ id, source, options });
  });
}
