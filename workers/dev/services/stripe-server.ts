/**
 * A local Stripe for development and tests: the handful of v1 endpoints Klarsicht calls, spoken the way
 * Stripe speaks them (form-encoded bracket parameters, Bearer auth, JSON objects with Stripe's shapes and
 * errors, expand, Idempotency-Key), plus a hosted checkout page and a customer portal that a browser can
 * click through, and webhooks signed exactly like Stripe's. Everything lives in one in-memory store.
 *
 * Object shapes follow API version 2025-03-31.basil; stored types are picked from the SDK's own type
 * definitions so that a field we emit cannot drift from what the SDK (and the app) expects.
 *
 * This file is the HTTP server; in stripe/: the objects and ids (objects.ts), Stripe's error envelope
 * (errors.ts), bracket parameters (params.ts), customer search (search.ts), the store and what can happen
 * to it (store.ts), expand and lists (expand.ts), signed webhooks (webhooks.ts), the v1 endpoints (api.ts),
 * the checkout and portal pages (pages.ts), Stripe Tax for a seller in Germany (tax.ts), and the invoices'
 * hosted page and PDF (invoice-document.ts).
 */
export {
  type LocalStripe,
  type LocalStripeOptions,
  localApiVersion,
  localPrices,
  type StripeEvent,
  type WebhookDelivery,
} from "./stripe/objects";

import type { IncomingMessage, ServerResponse } from "node:http";
import { createStandInServer } from "./stand-in-server";
import { type Route, routes } from "./stripe/api";
import { ApiError, invalid } from "./stripe/errors";
import { invoiceDocument, invoiceHtml, invoicePdf } from "./stripe/invoice-document";
import {
  type LocalStripe,
  type LocalStripeOptions,
  localApiVersion,
  localPrices,
  type Metadata,
  newId,
  now,
} from "./stripe/objects";
import { checkoutEntry, checkoutPage, htmlPage, portalPage, successRedirect } from "./stripe/pages";
import { Params, parseForm } from "./stripe/params";
import { type DueEvent, Store } from "./stripe/store";
import { WebhookSender } from "./stripe/webhooks";

// HTTP.

export type IdempotentResult = {
  method: string;
  path: string;
  body: string;
  status: number;
  response: string;
};

export function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > 1_000_000) {
        reject(invalid("Request body too large."));
        request.destroy();
      } else chunks.push(chunk);
    });
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

export function sendJson(
  response: ServerResponse,
  status: number,
  body: string,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, {
    "Content-Type": "application/json",
    "Stripe-Version": localApiVersion,
    ...headers,
  });
  response.end(body);
}

export function sendHtml(response: ServerResponse, status: number, html: string): void {
  response.writeHead(status, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" });
  response.end(html);
}

export function redirect(response: ServerResponse, location: string): void {
  response.writeHead(303, { Location: location });
  response.end();
}

export function errorJson(error: ApiError): string {
  const { type, message, param, code } = error.body;
  return JSON.stringify(
    { error: { ...(code ? { code } : {}), message, ...(param ? { param } : {}), type } },
    null,
    2,
  );
}

export function redactKey(key: string): string {
  return key.length > 12 ? `${key.slice(0, 8)}${"*".repeat(key.length - 12)}${key.slice(-4)}` : "****";
}

export async function startLocalStripe(options: LocalStripeOptions = {}): Promise<LocalStripe> {
  const secretKey = options.secretKey ?? "sk_test_local";
  const webhookSecret = options.webhookSecret ?? "whsec_local";
  const store = new Store();
  const webhooks = new WebhookSender(webhookSecret, options.webhookUrl);
  const idempotent = new Map<string, IdempotentResult>();
  let serverUrl = "";

  function authenticate(request: IncomingMessage): void {
    const header = request.headers.authorization ?? "";
    const bearer = /^Bearer\s+(.+)$/i.exec(header)?.[1];
    // curl -u sk_...: is Basic auth with the key as user name.
    const basic = /^Basic\s+(.+)$/i.exec(header)?.[1];
    const key = bearer ?? (basic ? Buffer.from(basic, "base64").toString("utf8").split(":")[0] : undefined);
    if (!key) {
      throw new ApiError(401, {
        type: "invalid_request_error",
        message:
          "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
      });
    }
    if (key !== secretKey) {
      throw new ApiError(401, {
        type: "invalid_request_error",
        code: "api_key_invalid",
        message: `Invalid API Key provided: ${redactKey(key)}`,
      });
    }
  }

  async function handleApi(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    const requestId = newId("req");
    const method = request.method ?? "GET";
    const headers = { "Request-Id": requestId };
    try {
      authenticate(request);
      const version = request.headers["stripe-version"];
      if (version && version !== localApiVersion) {
        throw invalid(
          `The local Stripe speaks only API version ${localApiVersion}, not ${version}: its object shapes would not match.`,
        );
      }
      const body = method === "POST" ? await readBody(request) : "";
      const key = method === "POST" ? (request.headers["idempotency-key"] as string | undefined) : undefined;
      if (key) {
        const earlier = idempotent.get(key);
        if (earlier) {
          if (earlier.method !== method || earlier.path !== url.pathname) {
            throw new ApiError(400, {
              type: "idempotency_error",
              message: `Keys for idempotent requests can only be used for the same endpoint they were first used for ('${earlier.method} ${earlier.path}' vs '${method} ${url.pathname}'). Try using a key other than '${key}' if you meant to execute a different request.`,
            });
          }
          if (earlier.body !== body) {
            throw new ApiError(400, {
              type: "idempotency_error",
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
            });
          }
          sendJson(response, earlier.status, earlier.response, { ...headers, "Idempotent-Replayed": "true" });
          return;
        }
      }

      let matched: { route: Route; ids: string[] } | undefined;
      for (const route of routes) {
        const match = route.pattern.exec(url.pathname);
        if (match && route.method === method) {
          matched = { route, ids: match.slice(1).map(decodeURIComponent) };
          break;
        }
      }
      if (!matched) {
        throw new ApiError(404, {
          type: "invalid_request_error",
          message: `Unrecognized request URL (${method}: ${url.pathname}). The local Stripe implements only the endpoints Klarsicht uses.`,
        });
      }
      const params = new Params(parseForm(method === "POST" ? body : url.search.slice(1)));
      const result = matched.route.handle({
        store,
        webhooks,
        serverUrl,
        params,
        ids: matched.ids,
        request: { id: requestId, idempotency_key: key ?? null },
      });
      const status = result.status ?? 200;
      const json = JSON.stringify(result.body, null, 2);
      // Like Stripe, only requests that executed are remembered; rejected parameters can be retried.
      if (key) idempotent.set(key, { method, path: url.pathname, body, status, response: json });
      sendJson(response, status, json, headers);
    } catch (error) {
      if (error instanceof ApiError) {
        sendJson(response, error.status, errorJson(error), headers);
      } else {
        console.error("Local Stripe failed:", error);
        const failure = new ApiError(500, { type: "api_error", message: String(error) });
        sendJson(response, 500, errorJson(failure), { ...headers, "Stripe-Should-Retry": "false" });
      }
    }
  }

  async function handlePage(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    const method = request.method ?? "GET";
    const notFound = () => sendHtml(response, 404, htmlPage("Not found", "<h1>Not found</h1>"));

    const pay = /^\/pay\/([^/]+)$/.exec(url.pathname);
    if (pay) {
      const record = store.checkouts.get(decodeURIComponent(pay[1] ?? ""));
      if (!record) return notFound();
      if (method === "GET") return sendHtml(response, 200, checkoutPage(record, store));
      if (method !== "POST") return sendHtml(response, 405, htmlPage("Not allowed", "<h1>Not allowed</h1>"));
      const form = new URLSearchParams(await readBody(request));
      if (record.session.status !== "open") return sendHtml(response, 409, checkoutPage(record, store));
      const entry = checkoutEntry(form);
      // "Update total": the amounts for the address entered, as Stripe's page recomputes them while typing.
      if (form.get("intent") === "review") {
        return sendHtml(response, 200, checkoutPage(record, store, { entry }));
      }
      let due: DueEvent[];
      try {
        due = store.completeCheckout(record, entry);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        return sendHtml(response, 400, checkoutPage(record, store, { entry, error: error.body.message }));
      }
      // The browser only returns to the app after the app has handled the events, so the success page
      // can rely on them; Stripe gives no such promise, but the app must cope with either order anyway.
      await Promise.all(
        due.map(({ type, object, previous }) =>
          webhooks.emit(type, object, previous ? { previousAttributes: previous } : {}),
        ),
      );
      return redirect(response, successRedirect(record.session));
    }

    const invoicePage = /^\/invoice\/([^/]+?)(\/pdf)?$/.exec(url.pathname);
    if (invoicePage && method === "GET") {
      const invoice = store.invoices.get(decodeURIComponent(invoicePage[1] ?? ""));
      if (!invoice) return notFound();
      const document = invoiceDocument(invoice, store);
      if (!invoicePage[2]) return sendHtml(response, 200, invoiceHtml(document));
      response.writeHead(200, {
        "Content-Type": "application/pdf",
        "Content-Disposition": `inline; filename="${invoice.number ?? invoice.id}.pdf"`,
      });
      response.end(invoicePdf(document));
      return;
    }

    // Not part of Stripe's API: answers once every webhook delivery in flight is done, so a test that
    // reaches this server over HTTP can await the deliveries instead of polling for them.
    if (url.pathname === "/local/webhooks/settled") {
      if (method !== "POST") return notFound();
      await webhooks.idle();
      response.writeHead(204).end();
      return;
    }

    // Not part of Stripe's API: in test mode a dispute comes from a special card number, here from this.
    const dispute = /^\/local\/charges\/([^/]+)\/dispute$/.exec(url.pathname);
    if (dispute) {
      const charge = store.charges.get(decodeURIComponent(dispute[1] ?? ""));
      if (method !== "POST" || !charge) return notFound();
      const form = new URLSearchParams(await readBody(request));
      let opened: ReturnType<Store["openDispute"]>;
      try {
        opened = store.openDispute(charge, form.get("reason") || "fraudulent");
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        return sendJson(response, error.status, errorJson(error));
      }
      await webhooks.emit("charge.dispute.created", opened);
      return sendJson(response, 200, JSON.stringify(opened, null, 2));
    }

    const portal = /^\/portal\/([^/]+)(?:\/subscriptions\/([^/]+)\/(cancel|switch))?$/.exec(url.pathname);
    if (portal) {
      const session = store.portalSessions.get(decodeURIComponent(portal[1] ?? ""));
      if (!session) return notFound();
      if (!portal[2]) {
        return method === "GET" ? sendHtml(response, 200, portalPage(session, store)) : notFound();
      }
      const subscription = store.subscriptions.get(decodeURIComponent(portal[2]));
      if (method !== "POST" || !subscription || subscription.customer !== session.customer) return notFound();
      // A flow session acts only on its subscription, and only as its flow allows.
      const flow = session.flow;
      if (flow && (flow.subscription_update?.subscription !== subscription.id || portal[3] !== "switch")) {
        return notFound();
      }
      const form = new URLSearchParams(await readBody(request));
      if (subscription.status !== "canceled") {
        if (portal[3] === "cancel") {
          store.cancelSubscription(subscription);
          await webhooks.emit("customer.subscription.deleted", subscription);
        } else {
          const price = store.prices.get(form.get("price") ?? "");
          if (price?.type !== "recurring") return notFound();
          const previous = store.switchPrice(subscription, price);
          await webhooks.emit("customer.subscription.updated", subscription, {
            previousAttributes: previous,
          });
          const after = flow?.after_completion.redirect?.return_url;
          if (after) return redirect(response, after);
        }
      }
      return redirect(response, `/portal/${session.id}`);
    }
    return notFound();
  }

  const server = createStandInServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const handled = url.pathname.startsWith("/v1/")
      ? handleApi(request, response, url)
      : handlePage(request, response, url);
    handled.catch((error) => {
      console.error("Local Stripe failed:", error);
      if (!response.headersSent) sendHtml(response, 500, htmlPage("Error", "<h1>Something went wrong</h1>"));
      else response.end();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : (options.port ?? 0);
  serverUrl = `http://127.0.0.1:${port}`;
  store.serverUrl = serverUrl;

  return {
    url: serverUrl,
    port,
    secretKey,
    webhookSecret,
    events: webhooks.events,
    setWebhookUrl(url: string) {
      webhooks.url = url;
    },
    settled() {
      return webhooks.idle();
    },
    async close() {
      await webhooks.idle();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
    async seedLegacyCustomer({ auth0Id, email, subscriptionUrls, oneTimePayments = [] }) {
      // Backdated a little, as these predate Klarsicht's own objects.
      const created = now() - 30 * 24 * 60 * 60;
      const customer = store.createCustomer({ email, metadata: { auth0_id: auth0Id }, created });
      const urlsMetadata = (urls: string[]): Metadata => (urls.length > 0 ? { urls: urls.join(",") } : {});
      if (subscriptionUrls) {
        store.createSubscription({
          customer: customer.id,
          prices: [{ price: store.price(localPrices.basic.monthly), quantity: 1 }],
          metadata: urlsMetadata(subscriptionUrls),
          created,
        });
      }
      for (const payment of oneTimePayments) {
        const price = store.price(payment.priceId);
        const record = store.createCheckout({
          serverUrl,
          mode: "payment",
          customer: customer.id,
          customerEmail: null,
          customerCreation: null,
          items: [{ price, quantity: 1 }],
          currency: null,
          successUrl: "https://klarsicht.example/success",
          cancelUrl: null,
          clientReferenceId: null,
          metadata: {},
          locale: null,
          allowPromotionCodes: null,
          billingAddressCollection: null,
          subscriptionMetadata: {},
          paymentIntentMetadata: urlsMetadata(payment.urls),
          paymentIntentDescription: null,
          created,
        });
        store.completeCheckout(record, { email: null });
        const intent = store.paymentIntent(record.session.payment_intent as string);
        intent.created = created;
      }
      return { customerId: customer.id };
    },
  };
}
