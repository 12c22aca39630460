import { createHmac } from "node:crypto";
import { clone, type Json, localApiVersion, newId, now, type StripeEvent } from "./objects";

// Webhooks: Stripe's signature scheme, delivered in order, one retry.

export const deliveryTimeoutMs = 20_000;
export const retryDelayMs = 250;

export function signatureHeader(payload: string, secret: string, timestamp: number): string {
  const signature = createHmac("sha256", secret).update(`${timestamp}.${payload}`).digest("hex");
  return `t=${timestamp},v1=${signature}`;
}

/** An event as Stripe sends and lists it: without the local delivery log. */
export function publicEvent(event: StripeEvent): Omit<StripeEvent, "deliveries"> {
  const { deliveries: _, ...payload } = event;
  return payload;
}

export class WebhookSender {
  readonly events: StripeEvent[] = [];
  /** Deliveries run one after another so the app sees events in the order they happened. */
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly secret: string,
    public url: string | undefined,
  ) {}

  /** Records the event and queues its delivery; the promise settles once the app answered (or gave up). */
  emit(
    type: string,
    object: Json,
    options: { previousAttributes?: Json; request?: StripeEvent["request"] } = {},
  ): Promise<void> {
    const event: StripeEvent = {
      id: newId("evt"),
      object: "event",
      api_version: localApiVersion,
      created: now(),
      type,
      data: options.previousAttributes
        ? { object: clone(object), previous_attributes: options.previousAttributes }
        : { object: clone(object) },
      livemode: false,
      pending_webhooks: this.url ? 1 : 0,
      request: options.request ?? { id: null, idempotency_key: null },
      deliveries: [],
    };
    this.events.push(event);
    const delivery = this.queue.then(() => this.deliver(event));
    this.queue = delivery;
    return delivery;
  }

  /** Settles once no delivery is in flight, also those queued while it waited (a delivery never rejects). */
  async idle(): Promise<void> {
    let awaited: Promise<void>;
    do {
      awaited = this.queue;
      await awaited;
    } while (awaited !== this.queue);
  }

  private async deliver(event: StripeEvent): Promise<void> {
    const payload = publicEvent(event);
    // Pretty-printed like Stripe's: an app that re-serialises the JSON instead of verifying the raw body fails.
    const body = JSON.stringify(payload, null, 2);
    for (let attempt = 1; attempt <= 2; attempt++) {
      const url = this.url;
      if (!url) return;
      const at = now();
      try {
        const response = await fetch(url, {
          method: "POST",
          redirect: "manual",
          signal: AbortSignal.timeout(deliveryTimeoutMs),
          headers: {
            "Content-Type": "application/json; charset=utf-8",
            "User-Agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
            "Stripe-Signature": signatureHeader(body, this.secret, at),
          },
          body,
        });
        await response.arrayBuffer();
        event.deliveries.push({ attempt, status: response.status, at });
        if (response.ok) {
          event.pending_webhooks = 0;
          return;
        }
      } catch (error) {
        event.deliveries.push({ attempt, status: null, error: String(error), at });
      }
      if (attempt === 1) await new Promise((done) => setTimeout(done, retryDelayMs));
    }
  }
}
