/** Outgoing webhooks as the profile's form offers them (decision 044); shared by the page and the server. */
import { webhookEventTypes } from "#drizzle/schema";

export { webhookEventTypes };
export type WebhookEvent = (typeof webhookEventTypes)[number];

export const endpointKinds = ["signed", "slack", "teams"] as const;
export type EndpointKind = (typeof endpointKinds)[number];

/** Endpoints an account may have, enabled or not. */
export const ENDPOINTS_MAX = 10;
export const URL_MAX = 2000;
/** Attempts of one delivery before it is given up: about 42 hours of retries (see retryDelaySeconds). */
export const MAX_ATTEMPTS = 10;
/** Failed attempts in a row, across deliveries, after which an endpoint is switched off. */
export const DISABLE_AFTER_FAILURES = 15;

/** Waits after the nth failed attempt: 1, 3, 9, 27 … minutes, at most 12 hours (the queue's longest delay). */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(60 * 3 ** Math.max(0, attempts - 1), 12 * 60 * 60);
}
