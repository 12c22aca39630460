import {
  createExecutionContext,
  createMessageBatch,
  createScheduledController,
  env,
  getQueueResult,
} from "cloudflare:test";
import { createHmac } from "node:crypto";
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, inject, it, vi } from "vitest";
import type { PageReport, ScanJob } from "#core/contract";
import { createRun, loadSiteReport } from "#core/runs/runs.server";
import type { WebhookMessage } from "#core/webhooks";
import { localTrackerCredentials, type ReceivedHook, signatureHolds } from "#dev/services/hooks-server";
import { createDb, schema } from "#drizzle/db.server";
import openapi from "~/utils/api/openapi.json";
import { parseEnv } from "~/utils/env.server";
import { createEndpoint } from "~/utils/webhooks/endpoints.server";
import { DISABLE_AFTER_FAILURES } from "~/utils/webhooks/webhooks";
import app from "../../workers/app";
import { appFetch, finished, requestSettled } from "./app-fetch";
import { cleanPageReport } from "./page-report";
import { signedInSubscriber } from "./subscriber";

/**
 * Outgoing webhooks (decision 044) through the built app Worker and a real local D1, delivered to the
 * local receiver on 127.0.0.1, which checks each signature with its own implementation of the scheme.
 * Production's path is taken where it matters: the cron and the queue handler invoked as the platform
 * invokes them, with the webhook queue bound.
 */
const db = createDb(env.DB);
const ORIGIN = "http://localhost";
const hooks = inject("hooksUrl");

type AppEnv = Parameters<typeof app.fetch>[1];
type IncomingRequest = Parameters<typeof app.fetch>[0];

const SPEC_ID = "https://klarsicht.test/openapi.json";
const ajv = new Ajv2020({ strict: true, allErrors: true });
addFormats(ajv);
ajv.addVocabulary([
  "openapi",
  "info",
  "servers",
  "security",
  "tags",
  "paths",
  "webhooks",
  "components",
  "x-scope",
]);
ajv.addSchema({ $id: SPEC_ID, ...openapi });

/** A received body checked against the event's schema in the OpenAPI document's `webhooks`. */
function conformsToSpec(body: string) {
  const event = JSON.parse(body) as { type: string };
  const schemaOf = {
    "run.finished": "RunEvent",
    "run.failed": "RunEvent",
    "regression.found": "RegressionEvent",
    "webhook.test": "TestEvent",
  };
  const validate = ajv.compile({
    $ref: `${SPEC_ID}#/components/schemas/${schemaOf[event.type as "run.failed"]}`,
  });
  expect(validate(event) ? null : validate.errors).toBeNull();
  return event;
}

/** Production: the webhook queue bound, its messages kept here instead of consumed. */
function productionEnv(extra: Record<string, unknown> = {}) {
  const sent: WebhookMessage[] = [];
  const queue = {
    async send(body: WebhookMessage) {
      sent.push(body);
    },
    async sendBatch(messages: Iterable<{ body: WebhookMessage }>) {
      for (const message of messages) sent.push(message.body);
    },
  };
  return {
    environment: {
      ...(env as unknown as Record<string, unknown>),
      WEBHOOK_QUEUE: queue,
      ...extra,
    } as unknown as AppEnv,
    sent,
  };
}

async function fireCron(environment: AppEnv, at = new Date()) {
  const ctx = createExecutionContext();
  await app.scheduled(
    createScheduledController({ scheduledTime: at.getTime(), cron: "*/5 * * * *" }),
    environment,
    ctx,
  );
  await requestSettled(ctx);
}

/** One queue message for the delivery, handed to the app Worker's queue handler as the platform does. */
async function consume(environment: AppEnv, deliveryId: string) {
  const batch = createMessageBatch<WebhookMessage>("klarsicht-webhooks", [
    { id: `message-${deliveryId}`, timestamp: new Date(), attempts: 1, body: { deliveryId } },
  ]);
  const delays: (number | undefined)[] = [];
  for (const message of batch.messages) {
    const retry = message.retry.bind(message);
    message.retry = (options) => {
      delays.push(options?.delaySeconds);
      retry(options);
    };
  }
  const ctx = createExecutionContext();
  await (app as ExportedHandler<Env>).queue?.(batch as MessageBatch<unknown>, environment as Env, ctx);
  const result = await getQueueResult(batch as MessageBatch<unknown>, ctx);
  return { acked: result.explicitAcks.length === 1, retried: result.retryMessages.length === 1, delays };
}

async function receiver(name: string, settings: { secret?: string; answers?: number[] }) {
  await fetch(`${hooks}/_control/${name}`, { method: "PUT", body: JSON.stringify(settings) });
}
async function received(name: string): Promise<ReceivedHook[]> {
  return (await fetch(`${hooks}/_control/${name}`)).json();
}

/** The profile's webhook form, without JavaScript. */
function form(cookie: string, fields: [string, string][], locale = "de", environment?: AppEnv) {
  const init = {
    method: "POST",
    body: new URLSearchParams(fields),
    redirect: "manual" as const,
    headers: {
      Host: "localhost",
      Origin: ORIGIN,
      "Content-Type": "application/x-www-form-urlencoded",
      Cookie: `${cookie}; locale=${locale}`,
    },
  };
  if (!environment) return appFetch(`${ORIGIN}/profile/webhooks`, init);
  return app.fetch(
    new Request(`${ORIGIN}/profile/webhooks`, init) as unknown as IncomingRequest,
    environment,
    createExecutionContext(),
  );
}

const allEvents: [string, string][] = [
  ["events", "run.finished"],
  ["events", "run.failed"],
  ["events", "regression.found"],
];

async function deliveriesOf(endpointId: string) {
  return db
    .select()
    .from(schema.webhookDeliveries)
    .where(eq(schema.webhookDeliveries.endpointId, endpointId))
    .orderBy(schema.webhookDeliveries.id);
}

async function finishedRun(ownerId: string, status: "done" | "failed" = "done") {
  const run = await createRun(db, { url: "https://shop.example/", level: "AA", locale: "de", ownerId });
  await db
    .update(schema.runs)
    .set({
      status,
      finishedAt: new Date(),
      errorCode: status === "failed" ? "unreachable" : null,
      violationCount: 3,
    })
    .where(eq(schema.runs.id, run.id));
  return run;
}

/** An endpoint saved the way the form saves it, pointing at the local receiver. */
async function endpointAt(userId: string, path: string, kind: "signed" | "slack" | "teams" = "signed") {
  const created = await createEndpoint(db, parseEnv(env), userId, {
    kind,
    url: new URL(`${hooks}${path}`),
    siteId: null,
    events: ["run.finished", "run.failed", "regression.found"],
  });
  if (!created.ok) throw new Error(created.error);
  return created;
}

beforeEach(async () => {
  await fetch(`${hooks}/_control`, { method: "DELETE" });
});

describe("webhook endpoints on the profile", { timeout: 30_000 }, () => {
  it("saves an endpoint with its secret shown once and kept sealed, and a test event arrives signed and in the log", async () => {
    const { user, cookie } = await signedInSubscriber();
    const created = await form(cookie, [
      ["intent", "create"],
      ["kind", "signed"],
      ["url", `${hooks}/hooks/profile`],
      ...allEvents,
    ]);
    expect(created.status).toBe(200);
    const secret = /whsec_[A-Za-z0-9_-]{43}/.exec(await created.text())?.[0] ?? "";
    expect(secret).not.toBe("");
    const [stored] = await db
      .select()
      .from(schema.webhookEndpoints)
      .where(eq(schema.webhookEndpoints.workspaceId, user.id));
    expect(stored?.secretSealed).toMatch(/^ks1\./);
    expect(JSON.stringify(stored)).not.toContain(secret);
    const page = await (
      await appFetch(`${ORIGIN}/profile/webhooks`, { headers: { Cookie: `${cookie}; locale=de` } })
    ).text();
    expect(page).not.toContain(secret);

    await receiver("profile", { secret });
    const test = await form(cookie, [
      ["intent", "test"],
      ["endpointId", stored?.id ?? ""],
    ]);
    expect(test.status).toBe(302);
    await finished(test);
    const [hook] = await received("profile");
    expect(hook?.verified).toBe(true);
    expect(hook?.headers["klarsicht-event-type"]).toBe("webhook.test");
    expect(conformsToSpec(hook?.body ?? "")).toMatchObject({
      type: "webhook.test",
      data: { endpoint: { id: stored?.id } },
    });

    const log = await (
      await appFetch(`${ORIGIN}/profile/webhooks?done=test`, { headers: { Cookie: `${cookie}; locale=de` } })
    ).text();
    expect(log).toContain("Das Testereignis ist unterwegs.");
    expect(log).toContain("HTTP 200");
    expect(log).toContain("Zugestellt");

    // Another account can neither test nor delete it: the same 404 as for a missing one.
    const other = await signedInSubscriber("Jo Beispiel");
    expect(
      (
        await form(other.cookie, [
          ["intent", "delete"],
          ["endpointId", stored?.id ?? ""],
        ])
      ).status,
    ).toBe(404);
    expect(
      (
        await form(cookie, [
          ["intent", "delete"],
          ["endpointId", stored?.id ?? ""],
        ])
      ).status,
    ).toBe(302);
    expect(
      await db.select().from(schema.webhookEndpoints).where(eq(schema.webhookEndpoints.workspaceId, user.id)),
    ).toEqual([]);
  });

  it("refuses addresses that are not public https with translated reasons, and production refuses the local receiver", async () => {
    const { user, cookie } = await signedInSubscriber();
    const refusal = async (url: string, locale = "de", environment?: AppEnv, events = allEvents) => {
      const response = await form(
        cookie,
        [["intent", "create"], ["kind", "signed"], ["url", url], ...events],
        locale,
        environment,
      );
      expect(response.status).toBe(200);
      return response.text();
    };
    expect(await refusal("http://hooks.example.com/")).toContain("Webhooks gehen nur an https-Adressen");
    expect(await refusal("https://10.0.0.7/hook")).toContain("in ein internes oder privates Netz");
    expect(await refusal("https://printer.local/hook")).toContain("in ein internes oder privates Netz");
    // Names are resolved: one that leads into a private network, or has a private address beside a public one.
    expect(await refusal("https://intern.example/hook")).toContain("in ein internes oder privates Netz");
    expect(await refusal("https://mixed.example/hook", "en")).toContain(
      "leads into an internal or private network",
    );
    expect(await refusal("https://nowhere.example/hook")).toContain("finden wir keinen Server");
    expect(await refusal("kein link")).toContain("Bitte geben Sie eine vollständige Adresse an");
    expect(await refusal(`${hooks}/hooks/x`, "de", undefined, [])).toContain("mindestens ein Ereignis");

    // In production (no local fixtures allowed) the local receiver is refused, over http and https.
    const { environment } = productionEnv({ LOCAL_SCANNER_ALLOW: "" });
    expect(await refusal(`${hooks}/hooks/x`, "de", environment)).toContain(
      "Webhooks gehen nur an https-Adressen",
    );
    expect(await refusal(hooks.replace("http:", "https:"), "en", environment)).toContain("private network");
    expect(
      await db.select().from(schema.webhookEndpoints).where(eq(schema.webhookEndpoints.workspaceId, user.id)),
    ).toEqual([]);
  });
});

describe("editing an endpoint and rotating its secret", { timeout: 30_000 }, () => {
  /** The edit page's form, without JavaScript. */
  const edit = (cookie: string, id: string, fields: [string, string][], locale = "de") =>
    appFetch(`${ORIGIN}/profile/webhooks/${id}`, {
      method: "POST",
      body: new URLSearchParams(fields),
      redirect: "manual",
      headers: {
        Host: "localhost",
        Origin: ORIGIN,
        "Content-Type": "application/x-www-form-urlencoded",
        Cookie: `${cookie}; locale=${locale}`,
      },
    });
  const page = (cookie: string, path: string, locale = "de") =>
    appFetch(`${ORIGIN}${path}`, { headers: { Cookie: `${cookie}; locale=${locale}` } });
  const endpointOf = async (id: string) =>
    db.select().from(schema.webhookEndpoints).where(eq(schema.webhookEndpoints.id, id)).get();
  const testEvent = async (cookie: string, id: string) => {
    const sent = await form(cookie, [
      ["intent", "test"],
      ["endpointId", id],
    ]);
    expect(sent.status).toBe(302);
    await finished(sent);
  };

  it("changes address, events, site and on/off with the address guard and translated errors; outsiders get 404", async () => {
    const { user, cookie } = await signedInSubscriber();
    const { endpoint } = await endpointAt(user.id, "/hooks/edit-a");
    const [site] = await db
      .insert(schema.registeredSites)
      .values({
        workspaceId: user.id,
        siteKey: "edit.example",
        url: "https://edit.example/",
        confirmedAt: new Date(),
      })
      .returning();
    const editPage = await page(cookie, `/profile/webhooks/${endpoint.id}`);
    expect(editPage.status).toBe(200);
    expect(await editPage.text()).toContain(`${hooks}/hooks/edit-a`);

    const other = await signedInSubscriber("Jo Beispiel");
    expect((await page(other.cookie, `/profile/webhooks/${endpoint.id}`)).status).toBe(404);
    const change: [string, string][] = [
      ["intent", "update"],
      ["url", `${hooks}/hooks/edit-b`],
      ["events", "run.failed"],
      ["site", String(site?.id)],
    ];
    expect((await edit(other.cookie, endpoint.id, change)).status).toBe(404);
    expect((await edit(other.cookie, endpoint.id, [["intent", "rotate"]])).status).toBe(404);
    expect(await endpointOf(endpoint.id)).toEqual(endpoint);

    const refused = async (fields: [string, string][], locale = "de") => {
      const response = await edit(cookie, endpoint.id, fields, locale);
      expect(response.status).toBe(200);
      return response.text();
    };
    const withUrl = (url: string): [string, string][] => [
      ["intent", "update"],
      ["url", url],
      ["events", "run.finished"],
    ];
    expect(await refused(withUrl("https://intern.example/hook"), "en")).toContain(
      "leads into an internal or private network",
    );
    expect(await refused(withUrl("http://hooks.example.com/"))).toContain(
      "Webhooks gehen nur an https-Adressen",
    );
    expect(await refused(withUrl(""))).toContain("Bitte geben Sie eine vollständige Adresse an");
    expect(
      await refused([
        ["intent", "update"],
        ["url", `${hooks}/hooks/edit-b`],
      ]),
    ).toContain("mindestens ein Ereignis");
    expect(
      await refused([...withUrl(`${hooks}/hooks/edit-b`), ["site", String((site?.id ?? 0) + 1000)]], "en"),
    ).toContain("does not belong to your account");
    expect(await endpointOf(endpoint.id)).toEqual(endpoint);

    // Saved without "on": switched off by its owner, for one site and one event, at the new address.
    const saved = await edit(cookie, endpoint.id, change);
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe("/profile/webhooks?done=updated");
    expect(await endpointOf(endpoint.id)).toMatchObject({
      url: `${hooks}/hooks/edit-b`,
      events: ["run.failed"],
      siteId: site?.id,
      disabledReason: "owner",
      disabledAt: expect.any(Date),
    });
    const list = await (await page(cookie, "/profile/webhooks?done=updated")).text();
    expect(list).toContain("Die Änderungen am Webhook sind gespeichert.");
    expect(list).toContain("Ausgeschaltet");
    expect(
      (
        await form(cookie, [
          ["intent", "test"],
          ["endpointId", endpoint.id],
        ])
      ).status,
    ).toBe(404);

    // On again: test events go to the new address.
    expect((await edit(cookie, endpoint.id, [...change, ["on", "on"]])).status).toBe(302);
    expect(await endpointOf(endpoint.id)).toMatchObject({ disabledAt: null, siteId: site?.id });
    await testEvent(cookie, endpoint.id);
    expect(await received("edit-a")).toEqual([]);
    expect((await received("edit-b")).length).toBe(1);

    // Slack's address is a secret and not shown: left empty it stays, the rest changes.
    const slack = (await endpointAt(user.id, "/slack/edit-keep", "slack")).endpoint;
    expect(
      (
        await edit(cookie, slack.id, [
          ["intent", "update"],
          ["url", ""],
          ["events", "run.finished"],
          ["on", "on"],
        ])
      ).status,
    ).toBe(302);
    expect(await endpointOf(slack.id)).toMatchObject({
      secretSealed: slack.secretSealed,
      url: slack.url,
      events: ["run.finished"],
    });
    await testEvent(cookie, slack.id);
    expect((await received("edit-keep")).map((hook) => hook.answered)).toEqual([200]);
  });

  it("rotates the secret: the new one shown once, both signing for 24 hours, then only the new one", async () => {
    const { user, cookie } = await signedInSubscriber();
    const { endpoint, secret: previous } = await endpointAt(user.id, "/hooks/rotate");
    if (!previous) throw new Error("a signed endpoint has a secret");
    const rotated = await edit(cookie, endpoint.id, [["intent", "rotate"]], "en");
    expect(rotated.status).toBe(200);
    const answer = await rotated.text();
    const secret = /whsec_[A-Za-z0-9_-]{43}/.exec(answer)?.[0] ?? "";
    expect(secret).not.toBe("");
    expect(secret).not.toBe(previous);
    expect(answer).toContain("The previous secret also signs until");
    const stored = await endpointOf(endpoint.id);
    expect(JSON.stringify(stored)).not.toContain(secret);
    expect(stored?.previousSecretSealed).toBe(endpoint.secretSealed);
    const until = stored?.previousSecretUntil?.getTime() ?? 0;
    expect(until - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
    expect(until - Date.now()).toBeLessThanOrEqual(24 * 3_600_000);
    expect(await (await page(cookie, `/profile/webhooks/${endpoint.id}`)).text()).not.toContain(secret);

    // Checked here with node:crypto, as a receiver would, not with the app's own code.
    const now = () => Math.floor(Date.now() / 1000);
    await testEvent(cookie, endpoint.id);
    const [during] = await received("rotate");
    const header = during?.headers["klarsicht-signature"];
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64},v1=[0-9a-f]{64}$/);
    expect(signatureHolds(secret, during?.body ?? "", header, now())).toBe(true);
    expect(signatureHolds(previous, during?.body ?? "", header, now())).toBe(true);

    // As if 24 hours had passed: the previous secret no longer signs.
    await db
      .update(schema.webhookEndpoints)
      .set({ previousSecretUntil: new Date(Date.now() - 1000) })
      .where(eq(schema.webhookEndpoints.id, endpoint.id));
    await testEvent(cookie, endpoint.id);
    const after = (await received("rotate"))[1];
    const single = after?.headers["klarsicht-signature"];
    expect(single).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(signatureHolds(secret, after?.body ?? "", single, now())).toBe(true);
    expect(signatureHolds(previous, after?.body ?? "", single, now())).toBe(false);
  });
});

describe("webhook deliveries through the queue", { timeout: 30_000 }, () => {
  it("a finished run's event goes once through the queue, retried after a 500 with backoff, the same event id each time", async () => {
    const { user } = await signedInSubscriber();
    const { endpoint, secret } = await endpointAt(user.id, "/hooks/retry");
    await receiver("retry", { secret: secret ?? "", answers: [500, 200] });
    const run = await finishedRun(user.id);
    const { environment, sent } = productionEnv();

    await fireCron(environment);
    await fireCron(environment);
    // One event, handed to the queue once, however often the cron fires.
    const [delivery] = await deliveriesOf(endpoint.id);
    expect(sent).toEqual([{ deliveryId: delivery?.id }]);

    const first = await consume(environment, delivery?.id ?? "");
    expect(first).toMatchObject({ retried: true, delays: [60] });
    const [failed] = await deliveriesOf(endpoint.id);
    expect(failed).toMatchObject({ status: "pending", attempts: 1, lastStatus: 500 });

    // A message that comes back before its time goes back to wait, without calling the receiver.
    const early = await consume(environment, delivery?.id ?? "");
    expect(early.retried).toBe(true);
    expect((await received("retry")).length).toBe(1);

    // Its wait is over.
    await db
      .update(schema.webhookDeliveries)
      .set({ nextAttemptAt: new Date() })
      .where(eq(schema.webhookDeliveries.id, delivery?.id ?? ""));
    expect(await consume(environment, delivery?.id ?? "")).toMatchObject({ acked: true, retried: false });
    const [done] = await deliveriesOf(endpoint.id);
    expect(done).toMatchObject({ status: "delivered", attempts: 2, lastStatus: 200 });
    const attempts = await db
      .select()
      .from(schema.webhookAttempts)
      .where(eq(schema.webhookAttempts.deliveryId, delivery?.id ?? ""));
    expect(attempts.map((attempt) => attempt.statusCode)).toEqual([500, 200]);

    const hooksGot = await received("retry");
    expect(hooksGot.map((hook) => hook.answered)).toEqual([500, 200]);
    expect(hooksGot.every((hook) => hook.verified)).toBe(true);
    expect(new Set(hooksGot.map((hook) => hook.headers["klarsicht-event-id"]))).toEqual(
      new Set([`evt_${run.id}_finished`]),
    );
    const event = conformsToSpec(hooksGot[1]?.body ?? "");
    expect(event).toMatchObject({
      id: `evt_${run.id}_finished`,
      type: "run.finished",
      data: { run: { id: run.id, status: "done" } },
    });

    // A delivered event is not sent again.
    expect(await consume(environment, delivery?.id ?? "")).toMatchObject({ acked: true });
    expect((await received("retry")).length).toBe(2);
  });

  it("switches an endpoint off after repeated failures, mails its owner, and delivers what it owes once switched on again", async () => {
    const { user, cookie } = await signedInSubscriber();
    const address = `hooks-${crypto.randomUUID().slice(0, 8)}@beispiel.test`;
    await db.update(schema.users).set({ email: address }).where(eq(schema.users.id, user.id));
    const { endpoint, secret } = await endpointAt(user.id, "/hooks/broken");
    await receiver("broken", { secret: secret ?? "", answers: Array(DISABLE_AFTER_FAILURES).fill(503) });
    await finishedRun(user.id, "failed");
    await finishedRun(user.id);
    const { environment } = productionEnv();
    await fireCron(environment);
    expect(await deliveriesOf(endpoint.id)).toHaveLength(2);

    for (let failure = 0; failure < DISABLE_AFTER_FAILURES; failure++) {
      const [due] = (await deliveriesOf(endpoint.id)).filter((delivery) => delivery.status === "pending");
      await db
        .update(schema.webhookDeliveries)
        .set({ nextAttemptAt: new Date() })
        .where(eq(schema.webhookDeliveries.id, due?.id ?? ""));
      await consume(environment, due?.id ?? "");
    }
    const [disabled] = await db
      .select()
      .from(schema.webhookEndpoints)
      .where(eq(schema.webhookEndpoints.id, endpoint.id));
    expect(disabled?.disabledAt).not.toBeNull();
    expect(disabled?.consecutiveFailures).toBe(DISABLE_AFTER_FAILURES);
    const deliveries = await deliveriesOf(endpoint.id);
    // Ten attempts used up one delivery; the other waits with five.
    expect(deliveries.map((delivery) => [delivery.status, delivery.attempts]).sort()).toEqual([
      ["failed", 10],
      ["pending", 5],
    ]);
    const [mail] = await db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.toAddress, address));
    expect(mail).toMatchObject({ kind: "webhook-disabled", status: "sent", subject: "Webhook abgeschaltet" });
    expect(mail?.text).toContain(`${hooks}/hooks/broken`);

    // Switched off: a message that still arrives calls nobody.
    const pending = deliveries.find((delivery) => delivery.status === "pending");
    await db
      .update(schema.webhookDeliveries)
      .set({ nextAttemptAt: new Date() })
      .where(eq(schema.webhookDeliveries.id, pending?.id ?? ""));
    await consume(environment, pending?.id ?? "");
    expect((await received("broken")).length).toBe(DISABLE_AFTER_FAILURES);
    const page = await (
      await appFetch(`${ORIGIN}/profile/webhooks`, { headers: { Cookie: `${cookie}; locale=de` } })
    ).text();
    expect(page).toContain("nach wiederholten Fehlern");
    expect(page).toContain("HTTP 503");

    // The receiver works again; switched on, what it owes goes out.
    const enabled = await form(cookie, [
      ["intent", "enable"],
      ["endpointId", endpoint.id],
    ]);
    expect(enabled.status).toBe(302);
    await finished(enabled);
    const after = await deliveriesOf(endpoint.id);
    expect(after.find((delivery) => delivery.id === pending?.id)).toMatchObject({
      status: "delivered",
      attempts: 6,
    });
    expect((await received("broken")).at(-1)).toMatchObject({ answered: 200, verified: true });
  });

  it("checks the address again before every attempt: an endpoint no longer allowed is not called", async () => {
    const { user } = await signedInSubscriber();
    const { endpoint } = await endpointAt(user.id, "/hooks/moved");
    await finishedRun(user.id);
    const { environment } = productionEnv({ LOCAL_SCANNER_ALLOW: "" });
    await fireCron(environment);
    const [delivery] = await deliveriesOf(endpoint.id);
    expect(await consume(environment, delivery?.id ?? "")).toMatchObject({ retried: true });
    expect(await received("moved")).toEqual([]);
    const [refused] = await deliveriesOf(endpoint.id);
    expect(refused).toMatchObject({
      status: "pending",
      attempts: 1,
      lastStatus: null,
      lastError: "urlNotHttps",
    });
  });
});

describe("Slack and Microsoft Teams", { timeout: 30_000 }, () => {
  it("announce a finished and a failed run in their own formats, in the account's language", async () => {
    const { user } = await signedInSubscriber();
    await db.update(schema.users).set({ locale: "en" }).where(eq(schema.users.id, user.id));
    const slack = await endpointAt(user.id, "/slack/team", "slack");
    const teams = await endpointAt(user.id, "/teams/channel", "teams");
    // Their addresses are keys: kept sealed, shown by their host only.
    expect(slack.endpoint.url).toBe(`${hooks}/…`);
    expect(slack.secret).toBeNull();
    const run = await finishedRun(user.id);
    await finishedRun(user.id, "failed");
    await fireCron(env as unknown as AppEnv);
    // Locally the deliveries went out after the cron's round, which the round's context awaited.
    const slackGot = await received("team");
    expect(slackGot.map((hook) => hook.answered)).toEqual([200, 200]);
    const finishedMessage = slackGot
      .map((hook) => JSON.parse(hook.body))
      .find((body) => body.text.includes("finished"));
    expect(finishedMessage).toMatchObject({
      text: "Scan of https://shop.example/ finished",
      blocks: [
        { type: "header" },
        { type: "section", text: { type: "mrkdwn", text: "3 WCAG violations found." } },
        { type: "actions", elements: [{ type: "button", url: `http://localhost:5173/run/${run.id}` }] },
      ],
    });
    const teamsGot = await received("channel");
    expect(teamsGot.map((hook) => hook.answered)).toEqual([202, 202]);
    const card = teamsGot
      .map((hook) => JSON.parse(hook.body))
      .find((body) => JSON.stringify(body).includes("failed"));
    expect(card?.attachments[0]?.content.body[1]?.text).toMatch(/^Reason: /);
    const delivered = [
      ...(await deliveriesOf(slack.endpoint.id)),
      ...(await deliveriesOf(teams.endpoint.id)),
    ];
    expect(delivered.map((delivery) => delivery.status)).toEqual([
      "delivered",
      "delivered",
      "delivered",
      "delivered",
    ]);
  });
});

/** The local scanner is the boundary: every page has an image without a text alternative. */
function mockScanner() {
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.origin !== "http://scanner.test") return realFetch(input, init);
    if (url.pathname === "/discover") {
      const body = (await request.json()) as { url: string };
      return Response.json({ rootUrl: body.url, robotsTxt: null, crawlDelayMs: 0, sitemapUrls: [] });
    }
    const job = (await request.json()) as ScanJob;
    const report: PageReport = cleanPageReport(job.url, {
      violations: [
        {
          ruleId: "image-alt",
          impact: "critical",
          description: "Images must have alternative text",
          help: "Bilder brauchen einen Alternativtext",
          helpUrl: "https://dequeuniversity.com/rules/axe/4.14/image-alt",
          wcag: ["1.1.1"],
          en301549: [],
          bestPractice: false,
          nodes: [{ selector: "main img", html: "<img>", failureSummary: "Fix it" }],
        },
      ],
      counts: { violations: 1, incomplete: 0, passes: 1, inapplicable: 0 },
      links: [],
    });
    return Response.json({ ok: true, report });
  });
}

describe("regressions", { timeout: 30_000 }, () => {
  it("a site run that finds an issue marked fixed sends regression.found to the site's endpoints only", async () => {
    mockScanner();
    try {
      const { user } = await signedInSubscriber();
      const sites = [];
      for (const name of ["laden", "blog"]) {
        const url = `https://${name}-${crypto.randomUUID().slice(0, 8)}.example/`;
        const [site] = await db
          .insert(schema.registeredSites)
          .values({ workspaceId: user.id, siteKey: new URL(url).host, url, confirmedAt: new Date() })
          .returning();
        if (!site) throw new Error("no site");
        sites.push(site);
      }
      const [shop, blog] = sites as [(typeof sites)[0], (typeof sites)[0]];
      await db.insert(schema.siteSchedules).values({
        siteId: shop.id,
        workspaceId: user.id,
        frequency: "daily",
        hour: 6,
        level: "AA",
        activeFrom: new Date("2026-01-01T00:00:00Z"),
        updatedAt: new Date("2026-01-01T00:00:00Z"),
      });
      for (const [name, site] of [
        ["shop", shop],
        ["blog", blog],
      ] as const) {
        const created = await createEndpoint(db, parseEnv(env), user.id, {
          kind: "signed",
          url: new URL(`${hooks}/hooks/${name}`),
          siteId: site.id,
          events: ["regression.found"],
        });
        if (!created.ok) throw new Error(created.error);
        await receiver(name, { secret: created.secret ?? "" });
      }

      // The schedule starts a site run, which the scanner double scans to its end.
      await fireCron(env as unknown as AppEnv, new Date("2026-12-05T05:00:00Z"));
      const [run] = await db.select().from(schema.runs).where(eq(schema.runs.ownerId, user.id));
      expect(run?.status).toBe("done");
      const report = run ? await loadSiteReport(db, run) : null;
      const issueKey = report?.issues[0]?.key ?? "";
      // The owner had marked the issue fixed before this run finished: it is back.
      await db.insert(schema.issueTriage).values({
        workspaceId: user.id,
        siteKey: shop.siteKey,
        issueKey,
        status: "fixed",
        byName: "Kim Berger",
        at: new Date((run?.finishedAt?.getTime() ?? 0) - 1000),
      });
      await fireCron(env as unknown as AppEnv);

      const [hook, ...more] = await received("shop");
      expect(more).toEqual([]);
      expect(hook?.verified).toBe(true);
      const event = conformsToSpec(hook?.body ?? "");
      expect(event).toMatchObject({
        id: `evt_${run?.id}_regression`,
        type: "regression.found",
        data: {
          site: { id: shop.id, url: shop.url },
          regressions: [{ title: "Bilder brauchen einen Alternativtext", impact: "critical" }],
        },
      });
      expect(await received("blog")).toEqual([]);
    } finally {
      vi.restoreAllMocks();
    }
  });
});

describe("GitHub Issues and Jira Cloud", { timeout: 30_000 }, () => {
  /** A subscriber's registered site whose schedule has run once: its dashboard lists one issue. */
  async function scannedSite() {
    const { user, cookie } = await signedInSubscriber();
    const url = `https://shop-${crypto.randomUUID().slice(0, 8)}.example/`;
    const [site] = await db
      .insert(schema.registeredSites)
      .values({ workspaceId: user.id, siteKey: new URL(url).host, url, confirmedAt: new Date() })
      .returning();
    if (!site) throw new Error("no site");
    await db.insert(schema.siteSchedules).values({
      siteId: site.id,
      workspaceId: user.id,
      frequency: "daily",
      hour: 6,
      level: "AA",
      activeFrom: new Date("2026-01-01T00:00:00Z"),
      updatedAt: new Date("2026-01-01T00:00:00Z"),
    });
    await fireCron(env as unknown as AppEnv, new Date("2026-12-05T05:00:00Z"));
    const [run] = await db.select().from(schema.runs).where(eq(schema.runs.ownerId, user.id));
    const report = run ? await loadSiteReport(db, run) : null;
    return { user, cookie, site, issueKey: report?.issues[0]?.key ?? "" };
  }

  const post = (path: string, cookie: string, fields: Record<string, string>, locale = "de") =>
    appFetch(`${ORIGIN}${path}`, {
      method: "POST",
      body: new URLSearchParams(fields),
      redirect: "manual",
      headers: {
        Host: "localhost",
        Origin: ORIGIN,
        "Content-Type": "application/x-www-form-urlencoded",
        Cookie: `${cookie}; locale=${locale}`,
      },
    });
  const trackerIssues = async (): Promise<
    { tracker: string; key: string; url: string; request: Record<string, unknown> }[]
  > => (await fetch(`${hooks}/_control/tracker-issues`)).json();

  it("connects both trackers with sealed tokens, refuses bad settings in words, and sends an issue once to each", async () => {
    mockScanner();
    try {
      const { user, cookie, site, issueKey } = await scannedSite();
      const connect = (fields: Record<string, string>, locale = "de") =>
        post("/profile/trackers", cookie, fields, locale);
      const refused = async (fields: Record<string, string>, locale = "de") => {
        const response = await connect(fields, locale);
        expect(response.status).toBe(200);
        return response.text();
      };
      expect(await refused({ tracker: "github", repository: "kein repo", token: "x" })).toContain(
        "Besitzer/Name",
      );
      expect(
        await refused(
          {
            tracker: "jira",
            site: "https://intern.example",
            project: "WEB",
            account: "a@b.example",
            token: "x",
          },
          "en",
        ),
      ).toContain("private network");
      expect(
        await refused({ tracker: "jira", site: hooks, project: "web", account: "a@b.example", token: "x" }),
      ).toContain("Großbuchstaben");
      // GitHub's answer shows, once, where and with which secret GitHub's own webhook is to be set up.
      const githubConnected = await connect({
        tracker: "github",
        repository: "beispiel/website",
        token: localTrackerCredentials.github,
      });
      expect(githubConnected.status).toBe(200);
      const githubPage = await githubConnected.text();
      expect(githubPage).toContain("http://localhost:5173/trackers/github/webhook");
      const hookSecret = /whsec_[A-Za-z0-9_-]{43}/.exec(githubPage)?.[0] ?? "";
      expect(hookSecret).not.toBe("");
      const { account, token } = localTrackerCredentials.jira;
      expect((await connect({ tracker: "jira", site: hooks, project: "WEB", account, token })).status).toBe(
        200,
      );
      const stored = await db
        .select()
        .from(schema.trackerConnections)
        .where(eq(schema.trackerConnections.workspaceId, user.id));
      expect(stored.map((connection) => connection.tracker).sort()).toEqual(["github", "jira"]);
      expect(JSON.stringify(stored)).not.toContain(token);
      expect(JSON.stringify(stored)).not.toContain(localTrackerCredentials.github);

      // Another account cannot send this site's issue: the site is not theirs.
      const other = await signedInSubscriber("Jo Beispiel");
      expect(
        (
          await post(`/sites/${site.id}`, other.cookie, {
            intent: "sendToTracker",
            tracker: "github",
            issueKey,
          })
        ).status,
      ).toBe(404);

      for (let time = 0; time < 2; time++) {
        for (const tracker of ["github", "jira"]) {
          const sent = await post(`/sites/${site.id}`, cookie, {
            intent: "sendToTracker",
            tracker,
            issueKey,
          });
          expect(sent.status).toBe(302);
        }
      }
      // Sent twice, made once per tracker: the second send links the issue already made.
      const made = await trackerIssues();
      expect(made.map((issue) => `${issue.tracker} ${issue.key}`).sort()).toEqual([
        "github #1",
        "jira WEB-1",
      ]);
      const github = made.find((issue) => issue.tracker === "github")?.request as {
        title: string;
        body: string;
        labels: string[];
      };
      expect(github.title).toBe(`[Barrierefreiheit] Bilder brauchen einen Alternativtext (${site.url})`);
      expect(github.body).toContain(`http://localhost:5173/sites/${site.id}#issues`);
      const jira = made.find((issue) => issue.tracker === "jira")?.request as {
        fields: {
          summary: string;
          issuetype: { name: string };
          description: { type: string; content: { type: string }[] };
        };
      };
      expect(jira.fields.issuetype.name).toBe("Bug");
      expect(jira.fields.description.type).toBe("doc");
      expect(jira.fields.description.content.map((node) => node.type)).toEqual([
        "paragraph",
        "bulletList",
        "paragraph",
        "bulletList",
        "paragraph",
      ]);

      const dashboard = await (
        await appFetch(`${ORIGIN}/sites/${site.id}`, { headers: { Cookie: `${cookie}; locale=de` } })
      ).text();
      expect(dashboard).toContain(`href="${hooks}/browse/WEB-1"`);
      expect(dashboard).toContain("GitHub #1");
      expect(dashboard).not.toContain("An GitHub senden");

      // GitHub tells us the ticket was closed: the issue is fixed, awaiting the next scan. Unsigned, nothing.
      const closed = JSON.stringify({
        action: "closed",
        issue: { number: 1, html_url: made.find((issue) => issue.tracker === "github")?.url },
        repository: { full_name: "beispiel/website" },
      });
      const hook = (signature: string) =>
        appFetch(`${ORIGIN}/trackers/github/webhook`, {
          method: "POST",
          body: closed,
          headers: {
            "Content-Type": "application/json",
            "X-GitHub-Event": "issues",
            "X-Hub-Signature-256": signature,
          },
        });
      const forged = createHmac("sha256", "not-the-secret").update(closed).digest("hex");
      expect((await hook(`sha256=${forged}`)).status).toBe(401);
      expect(
        await db.select().from(schema.issueTriage).where(eq(schema.issueTriage.workspaceId, user.id)),
      ).toEqual([]);
      const signature = createHmac("sha256", hookSecret).update(closed).digest("hex");
      expect((await hook(`sha256=${signature}`)).status).toBe(204);
      const [triage] = await db
        .select()
        .from(schema.issueTriage)
        .where(eq(schema.issueTriage.workspaceId, user.id));
      expect(triage).toMatchObject({ issueKey, status: "fixed", note: "GitHub #1", byName: "GitHub" });
    } finally {
      vi.restoreAllMocks();
    }
  });

  it("Jira's signed webhook from its stand-in marks the issue fixed once done, and refuses what it cannot verify", async () => {
    mockScanner();
    try {
      const { user, cookie, site, issueKey } = await scannedSite();
      const { account, token } = localTrackerCredentials.jira;
      const connected = await post(
        "/profile/trackers",
        cookie,
        { tracker: "jira", site: hooks, project: "WEB", account, token },
        "en",
      );
      expect(connected.status).toBe(200);
      const page = await connected.text();
      expect(page).toContain("System → WebHooks");
      const hookUrl = /http:\/\/localhost:5173\/trackers\/jira\/webhook\/[0-9a-f]{32}/.exec(page)?.[0] ?? "";
      const hookSecret = /whsec_[A-Za-z0-9_-]{43}/.exec(page)?.[0] ?? "";
      expect(hookUrl).not.toBe("");
      expect(hookSecret).not.toBe("");
      // The address stays on the profile; the secret does not.
      const profile = await (
        await appFetch(`${ORIGIN}/profile/trackers`, { headers: { Cookie: `${cookie}; locale=de` } })
      ).text();
      expect(profile).toContain(hookUrl);
      expect(profile).not.toContain(hookSecret);
      expect(
        (await post(`/sites/${site.id}`, cookie, { intent: "sendToTracker", tracker: "jira", issueKey }))
          .status,
      ).toBe(302);

      // A Jira administrator registers the webhook with the secret. The stand-in cannot reach the Worker
      // under test, so it calls its own receiver and the test carries each request over unchanged.
      const jira = (path: string, body: unknown) =>
        fetch(`${hooks}${path}`, {
          method: "POST",
          body: JSON.stringify(body),
          headers: {
            "Content-Type": "application/json",
            Authorization: `Basic ${btoa(`${account}:${token}`)}`,
          },
        });
      expect(
        (
          await jira("/rest/webhooks/1.0/webhook", {
            name: "Klarsicht",
            url: `${hooks}/hooks/jira-relay`,
            events: ["jira:issue_updated"],
            secret: hookSecret,
          })
        ).status,
      ).toBe(201);
      const calls = async (): Promise<{ headers: Record<string, string>; body: string }[]> =>
        (await fetch(`${hooks}/_control/jira-webhooks`)).json();
      const relay = (body: string, signature: string | undefined, url = hookUrl) =>
        appFetch(url.replace("http://localhost:5173", ORIGIN), {
          method: "POST",
          body,
          headers: {
            "Content-Type": "application/json; charset=utf-8",
            ...(signature ? { "X-Hub-Signature": signature } : {}),
          },
        });
      const triage = () =>
        db.select().from(schema.issueTriage).where(eq(schema.issueTriage.workspaceId, user.id));

      // In progress is not done: verified, and nothing changes.
      expect((await jira("/rest/api/3/issue/WEB-1/transitions", { transition: { id: "21" } })).status).toBe(
        204,
      );
      const [started] = await calls();
      expect(started?.headers["X-Hub-Signature"]).toMatch(/^sha256=[0-9a-f]{64}$/);
      expect((await relay(started?.body ?? "", started?.headers["X-Hub-Signature"])).status).toBe(204);
      expect(await triage()).toEqual([]);

      expect((await jira("/rest/api/3/issue/WEB-1/transitions", { transition: { id: "31" } })).status).toBe(
        204,
      );
      const done = (await calls())[1];
      const doneBody = done?.body ?? "";
      const doneSignature = done?.headers["X-Hub-Signature"];
      expect(JSON.parse(doneBody)).toMatchObject({
        webhookEvent: "jira:issue_updated",
        issue: { key: "WEB-1", fields: { status: { statusCategory: { key: "done" } } } },
      });
      // Unsigned, tampered with, or sent to an address that is no connection's: refused, nothing marked.
      expect((await relay(doneBody, undefined)).status).toBe(401);
      expect((await relay(doneBody.replace('"WEB-1"', '"WEB-2"'), doneSignature)).status).toBe(401);
      const forged = createHmac("sha256", "not-the-secret").update(doneBody).digest("hex");
      expect((await relay(doneBody, `sha256=${forged}`)).status).toBe(401);
      const unknownAddress = hookUrl.replace(/[0-9a-f]{32}$/, "0".repeat(32));
      expect((await relay(doneBody, doneSignature, unknownAddress)).status).toBe(401);
      expect(await triage()).toEqual([]);

      expect((await relay(doneBody, doneSignature)).status).toBe(204);
      const marked = await triage();
      expect(marked).toEqual([
        expect.objectContaining({ issueKey, status: "fixed", note: "Jira WEB-1", byName: "Jira" }),
      ]);
      // Jira delivers again: the same verdict, untouched.
      expect((await relay(doneBody, doneSignature)).status).toBe(204);
      expect(await triage()).toEqual(marked);

      // An issue made in Jira itself, not from Klarsicht, is done: signed and accepted, and ignored.
      expect(
        (
          await jira("/rest/api/3/issue", {
            fields: { project: { key: "WEB" }, summary: "Made by hand", issuetype: { name: "Task" } },
          })
        ).status,
      ).toBe(201);
      expect((await jira("/rest/api/3/issue/WEB-2/transitions", { transition: { id: "31" } })).status).toBe(
        204,
      );
      const foreign = (await calls())[2];
      expect(JSON.parse(foreign?.body ?? "{}").issue.key).toBe("WEB-2");
      expect((await relay(foreign?.body ?? "", foreign?.headers["X-Hub-Signature"])).status).toBe(204);
      expect(await triage()).toEqual(marked);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it("says so when the tracker refuses the ticket, and keeps no link", async () => {
    mockScanner();
    try {
      const { user, cookie, site, issueKey } = await scannedSite();
      await post("/profile/trackers", cookie, {
        tracker: "github",
        repository: "beispiel/website",
        token: "github_pat_wrong",
      });
      const sent = await post(
        `/sites/${site.id}`,
        cookie,
        { intent: "sendToTracker", tracker: "github", issueKey },
        "en",
      );
      expect(sent.status).toBe(200);
      expect(await sent.text()).toContain("The issue tracker did not create the ticket.");
      expect(
        await db.select().from(schema.trackerLinks).where(eq(schema.trackerLinks.workspaceId, user.id)),
      ).toEqual([]);
    } finally {
      vi.restoreAllMocks();
    }
  });
});
