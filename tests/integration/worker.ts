/**
 * The app Worker as the integration tests run it (vitest.config.ts, main): the app's own handlers, and
 * the two entrypoints its scanner bindings lead to here, in place of the scanner Worker. SCAN_QUEUE
 * takes the scan queue's messages for the scanner double (scanner-double.ts); SCANNER takes the calls of
 * the scanner's service binding (printing, trials of login steps) to the address the tests answer.
 */
import { WorkerEntrypoint } from "cloudflare:workers";
import app from "../../workers/app";
import { enqueueScanJobs, scannerOrigin } from "./scanner-double";

export default app;

/** What the app uses of a Queue: send and sendBatch, with their delays. */
export class ScanQueue extends WorkerEntrypoint<Env> {
  async send(body: unknown, options?: QueueSendOptions): Promise<void> {
    enqueueScanJobs([{ body, delaySeconds: options?.delaySeconds ?? 0 }]);
  }

  async sendBatch(messages: Iterable<MessageSendRequest>, options?: QueueSendBatchOptions): Promise<void> {
    enqueueScanJobs(
      [...messages].map(({ body, delaySeconds }) => ({
        body,
        delaySeconds: delaySeconds ?? options?.delaySeconds ?? 0,
      })),
    );
  }
}

/** The scanner Worker's fetch handler, as the service binding reaches it: answered at scannerOrigin. */
export class Scanner extends WorkerEntrypoint<Env> {
  async fetch(request: Request): Promise<Response> {
    const { pathname } = new URL(request.url);
    return fetch(new Request(new URL(pathname, scannerOrigin), request));
  }
}
