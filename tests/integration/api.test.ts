import { env } from "cloudflare:test";
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Finding, PageReport, ScanJob } from "#core/contract";
import { createDb, schema } from "#drizzle/db.server";
import openapi from "~/utils/api/openapi.json";
import { RATE_WINDOW_SECONDS } from "~/utils/api/rate-limit.server";
import { hashApiToken } from "~/utils/api/tokens";
import { createApiToken, revokeApiToken } from "~/utils/api/tokens.server";
import { appFetch, finished } from "./app-fetch";
import { cleanPageReport } from "./page-report";
import { signedInSubscriber } from "./subscriber";

/**
 * The public API (decision 038) through the built app Worker and a real local D1: every answer checked
 * against the checked-in OpenAPI document, tokens' scopes, expiry, revocation, a lapsed plan, the rate
 * limit, idempotent scan starts, others' objects, cursor pages, and the profile's token form without
 * JavaScript. The scanner is the boundary, answered in memory.
 */
const db = createDb(env.DB);
const ORIGIN = "http://localhost";

type Json = Record<string, unknown>;
type MediaType = { schema?: Json };
type ResponseObject = {
  $ref?: string;
  headers?: Record<string, { $ref?: string; required?: boolean }>;
  content?: Record<string, MediaType>;
};
type Operation = { operationId: string; responses: Record<string, ResponseObject> };
const spec = openapi as unknown as {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: Record<string, Record<string, Json>>;
};

const SPEC_ID = "https://klarsicht.test/openapi.json";
const ajv = new Ajv2020({ strict: true, allErrors: true });
addFormats(ajv);
// The document's own fields are no JSON Schema keywords; its schemas are reached by JSON pointer.
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

const pointer = (...parts: string[]) =>
  parts.map((part) => part.replaceAll("~", "~0").replaceAll("/", "~1")).join("/");

function resolve<T>(ref: string): T {
  let node: unknown = spec;
  for (const part of ref.replace(/^#\//, "").split("/")) {
    node = (node as Record<string, unknown>)[part.replaceAll("~1", "/").replaceAll("~0", "~")];
    expect(node, `${ref} resolves`).toBeDefined();
  }
  return node as T;
}

/** Checks an answer against the operation's declared response: status, required headers, media type, body. */
async function conforms(response: Response, template: string, method: string): Promise<Json> {
  const operation = spec.paths[template]?.[method];
  expect(operation, `${method} ${template} is described`).toBeDefined();
  const status = String(response.status);
  const declared = operation?.responses[status];
  expect(declared, `${method} ${template} declares ${status}`).toBeDefined();
  const base = declared?.$ref
    ? `#${declared.$ref.slice(1)}`
    : `#/${pointer("paths", template, method, "responses", status)}`;
  const resolved = declared?.$ref ? resolve<ResponseObject>(declared.$ref) : (declared as ResponseObject);
  for (const [name, header] of Object.entries(resolved.headers ?? {})) {
    const required = header.$ref ? resolve<{ required?: boolean }>(header.$ref).required : header.required;
    if (required) expect(response.headers.has(name), `${name} on ${method} ${template} ${status}`).toBe(true);
  }
  const mediaType = response.headers.get("Content-Type")?.split(";")[0] ?? "";
  expect(Object.keys(resolved.content ?? {})).toContain(mediaType);
  if (!mediaType.endsWith("json")) return { text: await response.text() };
  const body = (await response.json()) as Json;
  const validate = ajv.compile({ $ref: `${SPEC_ID}${base}/${pointer("content", mediaType, "schema")}` });
  expect(validate(body) ? null : validate.errors, `${method} ${template} ${status} body`).toBeNull();
  return body;
}

function api(
  path: string,
  token: string | null,
  init: RequestInit & { headers?: Record<string, string> } = {},
) {
  return appFetch(`${ORIGIN}${path}`, {
    ...init,
    headers: {
      "Accept-Language": "de",
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(init.body ? { "Content-Type": "application/json" } : {}),
      ...init.headers,
    },
  });
}

async function newToken(userId: string, scope: "read" | "scan" | "manage", expiry: "30" | "never" = "30") {
  const created = await createApiToken(db, userId, userId, { name: `Token ${scope}`, scope, expiry });
  if (!created.ok) throw new Error("no token");
  return created;
}

function finding(ruleId: string): Finding {
  return {
    ruleId,
    impact: "serious",
    description: `Description of ${ruleId}`,
    help: `Help for ${ruleId}`,
    helpUrl: `https://dequeuniversity.com/rules/axe/4.14/${ruleId}`,
    wcag: ["4.1.2"],
    en301549: [],
    bestPractice: false,
    nodes: [{ selector: `main .${ruleId}`, html: `<div class="${ruleId}">`, failureSummary: "Fix it" }],
  };
}

/** Five WCAG violations on the one page of each site: five issues to page through. */
const rules = ["image-alt", "button-name", "label", "link-name", "frame-title"];
function pageReport(url: string): PageReport {
  const violations = rules.map(finding);
  return cleanPageReport(url, {
    violations,
    impacts: { critical: 0, serious: violations.length, moderate: 0, minor: 0 },
    counts: { violations: violations.length, incomplete: 0, passes: 1, inapplicable: 0 },
    links: [],
  });
}

beforeAll(() => {
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
    return Response.json({ ok: true, report: pageReport(job.url) });
  });
});
afterAll(() => vi.restoreAllMocks());

type Run = { id: string; status: string; siteId: number | null; counts: Json | null; links: Json };
type Page<T> = { items: T[]; nextCursor: string | null };

/** One subscriber with a finished site scan started through the API, shared by the tests below. */
let owner: { userId: string; cookie: string; manage: string; read: string; scan: string };
let run: Run;
let siteUrl: string;

async function startScan(token: string, body: Json, key?: string) {
  return api("/api/v1/runs", token, {
    method: "POST",
    body: JSON.stringify(body),
    headers: key ? { "Idempotency-Key": key } : {},
  });
}

describe("the public API", { timeout: 60_000 }, () => {
  beforeAll(async () => {
    const { user, cookie } = await signedInSubscriber("Api Owner");
    owner = {
      userId: user.id,
      cookie,
      manage: (await newToken(user.id, "manage")).token,
      read: (await newToken(user.id, "read")).token,
      scan: (await newToken(user.id, "scan", "never")).token,
    };
    siteUrl = `https://site-${crypto.randomUUID().slice(0, 8)}.example/`;
    // No Origin and no cookie: an API call is no browser form post, and passes the request pipeline.
    const response = await startScan(owner.scan, { url: siteUrl, scope: "site", level: "AA" }, "first-scan");
    run = (await conforms(response, "/api/v1/runs", "post")) as Run;
    expect(response.status).toBe(201);
    expect(response.headers.get("Location")).toBe(`/api/v1/runs/${run.id}`);
    await finished(response);
  }, 60_000);

  it("serves the checked-in OpenAPI 3.1 document, whose schemas all compile as JSON Schema 2020-12", async () => {
    const response = await api("/api/v1/openapi.json", null);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(openapi);
    expect(spec.openapi).toMatch(/^3\.1\.\d+$/);
    const operationIds = new Set<string>();
    for (const [path, operations] of Object.entries(spec.paths)) {
      expect(path).toMatch(/^\/api\/v1\//);
      for (const [method, operation] of Object.entries(operations)) {
        expect(["get", "post"]).toContain(method);
        expect(operationIds.has(operation.operationId)).toBe(false);
        operationIds.add(operation.operationId);
        for (const [status, declared] of Object.entries(operation.responses)) {
          expect(status).toMatch(/^[1-5]\d\d$/);
          const resolved = declared.$ref ? resolve<ResponseObject>(declared.$ref) : declared;
          for (const [type, media] of Object.entries(resolved.content ?? {})) {
            if (!media.schema) continue;
            const base = declared.$ref
              ? `#${declared.$ref.slice(1)}`
              : `#/${pointer("paths", path, method, "responses", status)}`;
            expect(() =>
              ajv.compile({ $ref: `${SPEC_ID}${base}/${pointer("content", type, "schema")}` }),
            ).not.toThrow();
          }
        }
      }
    }
    for (const name of Object.keys(spec.components.schemas ?? {})) {
      expect(() => ajv.compile({ $ref: `${SPEC_ID}#/components/schemas/${name}` })).not.toThrow();
    }
  });

  it("has a reference page in German and English naming every endpoint and every problem type's anchor", async () => {
    const page = async (locale: string) =>
      (await appFetch(`${ORIGIN}/api-docs`, { headers: { Cookie: `locale=${locale}` } })).text();
    const [german, english] = [await page("de"), await page("en")];
    expect(german).toContain('<html lang="de"');
    expect(german).toContain("Jedes Token darf 40 Anfragen pro Minute stellen.");
    expect(english).toContain("Each token may make 40 requests a minute.");
    for (const path of Object.keys(spec.paths)) expect(german).toContain(path);
    const problems = await api("/api/v1/runs", null);
    const { type } = (await problems.json()) as { type: string };
    expect(german).toContain(`id="${new URL(type).hash.slice(1)}"`);
  });

  it("reads runs, sites, issues and exports, each answer as the document describes it", async () => {
    const read = owner.read;
    const detail = (await conforms(
      await api(`/api/v1/runs/${run.id}`, read),
      "/api/v1/runs/{id}",
      "get",
    )) as Run;
    expect(detail).toMatchObject({ id: run.id, status: "done", kind: "site", counts: { wcagViolations: 5 } });
    expect(detail.siteId).toEqual(expect.any(Number));

    const runs = (await conforms(await api("/api/v1/runs", read), "/api/v1/runs", "get")) as Page<Run>;
    expect(runs.items.map((item) => item.id)).toEqual([run.id]);
    const sites = (await conforms(await api("/api/v1/sites", read), "/api/v1/sites", "get")) as Page<{
      id: number;
      url: string;
    }>;
    expect(sites.items).toEqual([expect.objectContaining({ id: detail.siteId, url: siteUrl })]);

    const issues = (await conforms(
      await api(`/api/v1/sites/${detail.siteId}/issues`, read, { headers: { "Accept-Language": "en" } }),
      "/api/v1/sites/{id}/issues",
      "get",
    )) as Page<{ ruleId: string; state: string }> & { counts: Json };
    expect(issues.items.map((issue) => issue.ruleId).sort()).toEqual([...rules].sort());
    expect(issues.counts).toMatchObject({ wcagViolations: 5, open: 5 });

    for (const format of ["json", "csv"]) {
      const file = await api(`/api/v1/runs/${run.id}/export/${format}`, read);
      expect(file.status).toBe(200);
      const body = await conforms(file, "/api/v1/runs/{id}/export/{format}", "get");
      if (format === "csv") expect(body.text).toContain("image-alt");
      const siteFile = await api(`/api/v1/sites/${detail.siteId}/export/${format}`, read);
      expect(siteFile.status).toBe(200);
      await conforms(siteFile, "/api/v1/sites/{id}/export/{format}", "get");
    }
    const badFormat = await api(`/api/v1/runs/${run.id}/export/xml`, read);
    expect(badFormat.status).toBe(400);
    await conforms(badFormat, "/api/v1/runs/{id}/export/{format}", "get");
  });

  it("pages through issues and runs with an opaque cursor, and refuses a cursor or limit of its own making", async () => {
    const siteId =
      run.siteId ??
      (await api(`/api/v1/runs/${run.id}`, owner.read).then(async (r) => ((await r.json()) as Run).siteId));
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `?limit=2&cursor=${encodeURIComponent(cursor)}` : "?limit=2";
      const page = (await conforms(
        await api(`/api/v1/sites/${siteId}/issues${query}`, owner.read),
        "/api/v1/sites/{id}/issues",
        "get",
      )) as Page<{ key: string }>;
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((item) => item.key));
      cursor = page.nextCursor;
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(5);

    // A second run, then the runs two pages of one.
    const second = await startScan(owner.scan, { url: siteUrl, scope: "page" });
    expect(second.status).toBe(201);
    await finished(second);
    const first = (await conforms(
      await api("/api/v1/runs?limit=1", owner.read),
      "/api/v1/runs",
      "get",
    )) as Page<Run>;
    expect(first.nextCursor).toEqual(expect.any(String));
    const next = (await conforms(
      await api(`/api/v1/runs?limit=1&cursor=${first.nextCursor}`, owner.read),
      "/api/v1/runs",
      "get",
    )) as Page<Run>;
    expect(next.items[0]?.id).toBe(run.id);
    expect(first.items[0]?.id).not.toBe(run.id);
    expect(next.nextCursor).toBeNull();
    // A cursor of the run list is none of the site list's.
    const crossed = await api(`/api/v1/sites?cursor=${first.nextCursor}`, owner.read);
    expect(crossed.status).toBe(400);
    await conforms(crossed, "/api/v1/sites", "get");

    for (const query of ["?cursor=not-ours", "?limit=0", "?limit=x"]) {
      const refused = await api(`/api/v1/runs${query}`, owner.read);
      expect(refused.status).toBe(400);
      await conforms(refused, "/api/v1/runs", "get");
    }
  });

  it("starts one scan for one idempotency key, and refuses the key with another body", async () => {
    const body = { url: siteUrl, scope: "site", level: "AA" };
    const again = await startScan(owner.scan, body, "first-scan");
    expect(again.status).toBe(200);
    expect(((await conforms(again, "/api/v1/runs", "post")) as Run).id).toBe(run.id);
    const other = await startScan(owner.scan, { ...body, scope: "page" }, "first-scan");
    expect(other.status).toBe(422);
    const problem = await conforms(other, "/api/v1/runs", "post");
    expect(problem.type).toMatch(/#problem-idempotencyConflict$/);
    const badAddress = await startScan(owner.scan, { url: "http://localhost/" });
    expect(badAddress.status).toBe(422);
    expect((await conforms(badAddress, "/api/v1/runs", "post")).detail).toContain("nicht öffentlich");
    const badBody = await api("/api/v1/runs", owner.scan, { method: "POST", body: "[1]" });
    expect(badBody.status).toBe(400);
    await conforms(badBody, "/api/v1/runs", "post");
  });

  it("sets and takes back triage with the manage scope, and the issues show it", async () => {
    const siteId = run.siteId;
    const listed = (await (await api(`/api/v1/sites/${siteId}/issues`, owner.read)).json()) as Page<{
      key: string;
      ruleId: string;
      state: string;
    }>;
    const issueKey = listed.items[0]?.key ?? "";
    const triage = (body: Json, token = owner.manage) =>
      api(`/api/v1/sites/${siteId}/triage`, token, {
        method: "POST",
        body: JSON.stringify(body),
        headers: { "Accept-Language": "en" },
      });

    const set = await triage({ issueKey, status: "accepted", note: "Third-party widget" });
    expect(set.status).toBe(200);
    expect(await conforms(set, "/api/v1/sites/{id}/triage", "post")).toMatchObject({
      issueKey,
      triage: { status: "accepted", byName: "Api Owner" },
    });
    const after = (await (
      await api(`/api/v1/sites/${siteId}/issues`, owner.read)
    ).json()) as typeof listed & { counts: Json };
    expect(after.items.find((issue) => issue.key === issueKey)?.state).toBe("accepted");
    expect(after.counts).toMatchObject({ wcagViolations: 5, open: 4 });

    const noReason = await triage({ issueKey, status: "accepted" });
    expect(noReason.status).toBe(422);
    expect((await conforms(noReason, "/api/v1/sites/{id}/triage", "post")).detail).toBe(
      "“accepted” needs a reason in “note”.",
    );
    const unknownIssue = await triage({ issueKey: "no-such-issue", status: "fixed" });
    expect(unknownIssue.status).toBe(422);
    await conforms(unknownIssue, "/api/v1/sites/{id}/triage", "post");

    const cleared = await triage({ issueKey, status: null });
    expect(await conforms(cleared, "/api/v1/sites/{id}/triage", "post")).toEqual({ issueKey, triage: null });

    // Scopes include each other upwards only: scan may start scans, not triage; read may do neither.
    const scanTriage = await triage({ issueKey, status: "fixed" }, owner.scan);
    expect(scanTriage.status).toBe(403);
    expect((await conforms(scanTriage, "/api/v1/sites/{id}/triage", "post")).type).toMatch(
      /#problem-insufficientScope$/,
    );
    const readScan = await startScan(owner.read, { url: siteUrl });
    expect(readScan.status).toBe(403);
    expect((await conforms(readScan, "/api/v1/runs", "post")).detail).toBe(
      "Dafür braucht das Token die Berechtigung „scan“; es hat „read“.",
    );
  });

  it("answers no token, a cookie, an unknown, an expired and a revoked token with 401, in the asked language", async () => {
    const none = await api("/api/v1/runs", null);
    expect(none.status).toBe(401);
    expect(none.headers.get("WWW-Authenticate")).toContain("Bearer");
    await conforms(none, "/api/v1/runs", "get");
    // The site's session cookie signs no API call in.
    const cookieOnly = await api("/api/v1/runs", null, { headers: { Cookie: owner.cookie } });
    expect(cookieOnly.status).toBe(401);
    const unknown = await api("/api/v1/runs", `ks_live_${"A".repeat(43)}`);
    expect(unknown.status).toBe(401);
    expect((await conforms(unknown, "/api/v1/runs", "get")).type).toMatch(/#problem-invalidToken$/);

    const expiring = await newToken(owner.userId, "read");
    await db
      .update(schema.apiTokens)
      .set({ expiresAt: new Date("2026-01-02T10:00:00Z") })
      .where(eq(schema.apiTokens.id, expiring.record.id));
    const expired = await api("/api/v1/runs", expiring.token, {
      headers: { "Accept-Language": "en-GB, de;q=0.5" },
    });
    expect(expired.status).toBe(401);
    expect(await conforms(expired, "/api/v1/runs", "get")).toMatchObject({
      title: "Token expired",
      detail: "This API token expired on 2 January 2026. Please create a new one on your profile.",
    });

    const revoking = await newToken(owner.userId, "read");
    expect((await api("/api/v1/sites", revoking.token)).status).toBe(200);
    await revokeApiToken(db, owner.userId, revoking.record.id);
    const revoked = await api("/api/v1/sites", revoking.token);
    expect(revoked.status).toBe(401);
    expect(await conforms(revoked, "/api/v1/sites", "get")).toMatchObject({ title: "Token widerrufen" });
  });

  it("answers another account's run and site as it answers missing ones, and a lapsed plan with 403", async () => {
    const stranger = await signedInSubscriber("Someone Else");
    const theirs = (await newToken(stranger.user.id, "manage")).token;
    const missing = await api("/api/v1/runs/no-such-run", theirs);
    const foreign = await api(`/api/v1/runs/${run.id}`, theirs);
    expect(foreign.status).toBe(404);
    expect(await conforms(foreign, "/api/v1/runs/{id}", "get")).toEqual(
      await conforms(missing, "/api/v1/runs/{id}", "get"),
    );
    for (const path of [
      `/api/v1/sites/${run.siteId}/issues`,
      `/api/v1/runs/${run.id}/export/json`,
      `/api/v1/sites/${run.siteId}/export/csv`,
    ]) {
      expect((await api(path, theirs)).status).toBe(404);
    }
    const foreignTriage = await api(`/api/v1/sites/${run.siteId}/triage`, theirs, {
      method: "POST",
      body: JSON.stringify({ issueKey: "x", status: "fixed" }),
    });
    expect(foreignTriage.status).toBe(404);
    expect((await api("/api/v1/no-such-endpoint", theirs)).status).toBe(404);
    const wrongMethod = await api("/api/v1/runs", theirs, { method: "DELETE" });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get("Allow")).toBe("GET, POST");
    expect(wrongMethod.headers.get("Content-Type")).toMatch(/^application\/problem\+json/);

    await db
      .update(schema.subscriptions)
      .set({ status: "canceled" })
      .where(eq(schema.subscriptions.workspaceId, stranger.user.id));
    const lapsed = await api("/api/v1/runs", theirs);
    expect(lapsed.status).toBe(403);
    expect(await conforms(lapsed, "/api/v1/runs", "get")).toMatchObject({ title: "Kein aktiver Plan" });
  });

  it("counts a token's calls per minute with RateLimit headers, answers 429 with Retry-After beyond, and notes the last use once a minute", async () => {
    const { token, record } = await newToken(owner.userId, "read");
    const first = await api("/api/v1/sites", token);
    expect(first.headers.get("RateLimit-Policy")).toBe(`"per-token";q=40;w=${RATE_WINDOW_SECONDS}`);
    expect(first.headers.get("RateLimit")).toMatch(/^"per-token";r=39;t=\d+$/);
    const used = (await db.select().from(schema.apiTokens).where(eq(schema.apiTokens.id, record.id)).get())
      ?.lastUsedAt;
    expect(used).toBeInstanceOf(Date);
    await api("/api/v1/sites", token);
    const stillUsed = (
      await db.select().from(schema.apiTokens).where(eq(schema.apiTokens.id, record.id)).get()
    )?.lastUsedAt;
    expect(stillUsed?.getTime()).toBe(used?.getTime());

    // The window's count at the limit (this window's and the next, should a minute begin meanwhile).
    const windowMs = RATE_WINDOW_SECONDS * 1000;
    const start = Math.floor(Date.now() / windowMs) * windowMs;
    for (const windowStart of [start, start + windowMs]) {
      await db
        .insert(schema.apiRateWindows)
        .values({ tokenId: record.id, windowStart, count: 40 })
        .onConflictDoUpdate({
          target: [schema.apiRateWindows.tokenId, schema.apiRateWindows.windowStart],
          set: { count: 40 },
        });
    }
    const limited = await api("/api/v1/sites", token, { headers: { "Accept-Language": "en" } });
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(RATE_WINDOW_SECONDS);
    expect(limited.headers.get("RateLimit")).toMatch(/^"per-token";r=0;t=\d+$/);
    expect((await conforms(limited, "/api/v1/sites", "get")).title).toBe("Too many requests");
  });

  it("creates a token on the profile without JavaScript, shows it once, stores only its hash, and revokes it after a confirmation", async () => {
    const form = (fields: Record<string, string>) =>
      appFetch(`${ORIGIN}/profile/api-tokens`, {
        method: "POST",
        body: new URLSearchParams(fields),
        redirect: "manual",
        headers: {
          Host: "localhost",
          Origin: ORIGIN,
          "Content-Type": "application/x-www-form-urlencoded",
          Cookie: `${owner.cookie}; locale=de`,
        },
      });
    const refused = await form({ intent: "create", name: " ", scope: "read", expiry: "30" });
    expect(refused.status).toBe(200);
    expect(await refused.text()).toContain("Bitte geben Sie dem Token einen Namen.");

    const created = await form({ intent: "create", name: "CI Relaunch", scope: "scan", expiry: "90" });
    const html = await created.text();
    const shown = /ks_live_[A-Za-z0-9_-]{43}/.exec(html)?.[0] ?? "";
    expect(shown).not.toBe("");
    const stored = await db
      .select()
      .from(schema.apiTokens)
      .where(eq(schema.apiTokens.name, "CI Relaunch"))
      .get();
    expect(stored?.tokenHash).toBe(await hashApiToken(shown));
    expect(JSON.stringify(stored)).not.toContain(shown);
    expect((await api("/api/v1/sites", shown)).status).toBe(200);

    const list = await (
      await appFetch(`${ORIGIN}/profile/api-tokens?revoke=${stored?.id}`, {
        headers: { Cookie: `${owner.cookie}; locale=de` },
      })
    ).text();
    expect(list).toContain("Token „CI Relaunch“ widerrufen?");
    expect(list).not.toContain(shown);
    const revoked = await form({ intent: "revoke", tokenId: stored?.id ?? "" });
    expect(revoked.status).toBe(302);
    expect((await api("/api/v1/sites", shown)).status).toBe(401);
  });
});
