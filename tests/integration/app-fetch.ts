import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { expect } from "vitest";
import app from "../../workers/app";
import { workOffScanJobs } from "./scanner-double";

/** As the platform hands it to the Worker (the test cannot fill in the edge's cf properties). */
type IncomingRequest = Parameters<typeof app.fetch>[0];

/** The work each answer left in the background of its request, and the scans it sent, to await, not poll. */
const background = new WeakMap<Response, Promise<unknown>>();

/** Through the app Worker's fetch handler with the test's own execution context, so its background work can be awaited. */
export async function appFetch(url: string, init: RequestInit): Promise<Response> {
  const ctx = createExecutionContext();
  const request = new Request(url, init) as unknown as IncomingRequest;
  const response = await app.fetch(request, env as unknown as Env, ctx);
  background.set(response, requestSettled(ctx));
  return response;
}

/** Once the work the request behind this answer started in the background is done. */
export async function finished(response: Response): Promise<void> {
  const work = background.get(response);
  expect(work).toBeDefined();
  await work;
}

/** Once a request's background work (waitUntil) is done, and every scan job it sent (scanner-double.ts). */
export async function requestSettled(ctx: ExecutionContext): Promise<void> {
  await waitOnExecutionContext(ctx);
  await workOffScanJobs(env as unknown as Env);
}
