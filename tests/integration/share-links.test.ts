import { env, SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ScanJob, ScanOutcome } from "#core/contract";
import { getRun } from "#core/runs/runs.server";
import { createDb, schema } from "#drizzle/db.server";
import { hashShareToken } from "~/utils/share/links.server";
import { appFetch, finished } from "./app-fetch";
import { cleanPageReport } from "./page-report";
import { signedInSubscriber } from "./subscriber";

/**
 * Read-only links for clients against the real local D1 and R2: made from the report's and the
 * dashboard's "Share" forms, opened without an account, expired, revoked, tampered with, and guarded
 * against other accounts. The local scanner is answered in memory with one failing image and its pictures.
 */
const db = createDb(env.DB);

/** A 2 x 2 JPEG. */
const jpeg =
  "/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABAb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCEAQq3/9k=";
const shot = "0123456789abcdef";
const rule = "Bilder müssen Alternativtext haben";

beforeEach(async () => {
  await env.DB.exec("DELETE FROM share_links; DELETE FROM run_results; DELETE FROM runs;");
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (new URL(request.url).origin !== "http://scanner.test") return realFetch(input, init);
    if (new URL(request.url).pathname === "/discover") {
      const { url } = (await request.json()) as { url: string };
      return Response.json({ rootUrl: url, robotsTxt: null, crawlDelayMs: 0, sitemapUrls: [] });
    }
    const job = (await request.json()) as ScanJob;
    const outcome: ScanOutcome = {
      ok: true,
      report: cleanPageReport(job.url, {
        counts: { violations: 1, incomplete: 0, passes: 0, inapplicable: 0 },
        impacts: { critical: 1, serious: 0, moderate: 0, minor: 0 },
        screenshot: { name: shot, width: 1280, height: 900 },
        links: [],
        violations: [
          {
            ruleId: "image-alt",
            impact: "critical",
            description: "Bilder",
            help: rule,
            helpUrl: "https://dequeuniversity.com/rules/axe/4.14/image-alt",
            wcag: ["1.1.1"],
            en301549: ["9.1.1.1"],
            bestPractice: false,
            nodes: [
              {
                selector: "img.hero",
                html: '<img class="hero">',
                failureSummary: "kein alt",
                crop: { name: `${shot}-c0`, width: 248, height: 148 },
              },
            ],
          },
        ],
      }),
      pictures: [
        { name: shot, data: jpeg },
        { name: `${shot}-c0`, data: jpeg },
      ],
    };
    return Response.json(outcome);
  });
});
afterEach(() => vi.restoreAllMocks());

const get = (path: string, cookie = "") =>
  SELF.fetch(`http://localhost${path}`, {
    headers: { Cookie: cookie ? `${cookie}; locale=de` : "locale=de" },
    redirect: "manual",
  });

const post = (path: string, cookie: string, fields: Record<string, string>) =>
  appFetch(`http://localhost${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: {
      Host: "localhost",
      Origin: "http://localhost",
      "Content-Type": "application/x-www-form-urlencoded",
      Cookie: `${cookie}; locale=de`,
    },
    redirect: "manual",
  });

async function scannedRun(cookie: string, scope: "page" | "site" = "page"): Promise<string> {
  const started = await post("/runs", cookie, {
    intent: "create",
    url: "www.beispiel.de",
    level: "AA",
    scope,
  });
  expect(started.status).toBe(302);
  await finished(started);
  const id = started.headers.get("Location")?.split("/").pop() ?? "";
  expect((await getRun(db, id))?.status).toBe("done");
  return id;
}

/** The "Share" form sent as the report's page sends it; the token as the answer shows it, once. */
async function share(cookie: string, target: Record<string, string>, expiry = "30"): Promise<string> {
  const answer = await post("/profile/links", cookie, { intent: "create", expiry, ...target });
  expect(answer.status).toBe(200);
  const token = /http:\/\/localhost:5173\/shared\/([A-Za-z0-9_-]{43})"/.exec(await answer.text())?.[1];
  expect(token).toBeDefined();
  return token ?? "";
}

/** What must never be on a shared page: forms that change something, and ways into the account. */
function expectReadOnly(html: string) {
  expect(html).not.toMatch(/name="intent"/);
  // The one form left is the header's language switch.
  const forms = [...html.matchAll(/<form[^>]*>/g)].map(([tag]) => tag);
  expect(forms.filter((tag) => !tag.includes('action="/locale"'))).toEqual([]);
  expect(html).not.toMatch(/href="\/(run|runs|sites|profile)(\/|")/);
  expect(html).not.toMatch(/action="\/(run|runs|sites|profile)/);
}

const gonePage = "Dieser Link gilt nicht mehr";

// Each test scans through the app and opens several pages: room for a busy machine.
describe("read-only links", { timeout: 90_000 }, () => {
  it("shares a page run's report: opened without an account, read only, not indexed, with pictures and exports by token", async () => {
    const { user, cookie } = await signedInSubscriber("Kim Berger");
    const id = await scannedRun(cookie);
    // The report offers the form; it is a plain form to the links page.
    expect(await (await get(`/run/${id}`, cookie)).text()).toMatch(/<form[^>]*action="\/profile\/links"/);
    const token = await share(cookie, { runId: id }, "7");

    const [stored] = await db
      .select()
      .from(schema.shareLinks)
      .where(eq(schema.shareLinks.workspaceId, user.id));
    // Only the hash is kept, and the owner's choice of seven days.
    expect(stored?.tokenHash).toBe(await hashShareToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect((stored?.expiresAt.getTime() ?? 0) - (stored?.createdAt.getTime() ?? 0)).toBe(7 * 86_400_000);
    expect(stored?.lastOpenedAt).toBeNull();

    const opened = await get(`/shared/${token}`);
    expect(opened.status).toBe(200);
    expect(opened.headers.get("X-Robots-Tag")).toContain("noindex");
    expect(opened.headers.get("Referrer-Policy")).toBe("no-referrer");
    expect(opened.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await opened.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).toContain(rule);
    expect(html).toContain("Geteilter Bericht, nur zum Lesen");
    expectReadOnly(html);
    // Pictures and exports only through the token's own addresses.
    expect(html).toContain(`src="/shared/${token}/pictures/${shot}-c0.jpg"`);
    expect(html).toContain(`href="/shared/${token}/export/csv"`);
    expect(html).not.toContain(`/run/${id}`);

    const picture = await get(`/shared/${token}/pictures/${shot}.jpg`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get("Content-Type")).toBe("image/jpeg");
    expect(picture.headers.get("X-Robots-Tag")).toContain("noindex");
    const csv = await get(`/shared/${token}/export/csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("Content-Disposition")).toMatch(/^attachment/);
    expect(await csv.text()).toContain("image-alt");
    // JSON carries the triage's notes: not offered through a link.
    expect((await get(`/shared/${token}/export/json`)).status).toBe(404);

    // The list says who made it and when it was last opened.
    const [touched] = await db
      .select()
      .from(schema.shareLinks)
      .where(eq(schema.shareLinks.id, stored?.id ?? ""));
    expect(touched?.lastOpenedAt).not.toBeNull();
    const list = await (await get("/profile/links", cookie)).text();
    expect(list).toContain("Bericht über https://www.beispiel.de/");
    expect(list).toContain("Kim Berger");
    expect(list).not.toContain(token);
  });

  it("answers an expired, a revoked, a tampered and an unknown token without showing anything of the report", async () => {
    const { cookie } = await signedInSubscriber();
    const id = await scannedRun(cookie);
    const expired = await share(cookie, { runId: id });
    const revoked = await share(cookie, { runId: id });
    await db
      .update(schema.shareLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.shareLinks.tokenHash, await hashShareToken(expired)));

    const [link] = await db
      .select()
      .from(schema.shareLinks)
      .where(eq(schema.shareLinks.tokenHash, await hashShareToken(revoked)));
    const revoking = await post("/profile/links", cookie, { intent: "revoke", linkId: link?.id ?? "" });
    expect(revoking.status).toBe(302);
    expect(await (await get(revoking.headers.get("Location") ?? "", cookie)).text()).toContain(
      "Der Link auf Bericht über https://www.beispiel.de/ gilt nicht mehr.",
    );

    for (const token of [expired, revoked]) {
      const answer = await get(`/shared/${token}`);
      expect(answer.status, token).toBe(410);
      expect(answer.headers.get("X-Robots-Tag")).toContain("noindex");
      const html = await answer.text();
      expect(html).toContain(gonePage);
      expect(html).not.toContain("beispiel.de");
      expect(html).not.toContain(rule);
      for (const path of ["export/csv", `pictures/${shot}.jpg`]) {
        expect((await get(`/shared/${token}/${path}`)).status, path).toBe(404);
      }
    }

    const last = revoked.at(-1) === "A" ? "B" : "A";
    for (const token of [`${revoked.slice(0, -1)}${last}`, "x".repeat(43), "abc", `${revoked}x`]) {
      const answer = await get(`/shared/${token}`);
      expect(answer.status, token).toBe(404);
      const html = await answer.text();
      expect(html).toContain("Seite nicht gefunden");
      expect(html).not.toContain(gonePage);
      expect(answer.headers.get("X-Robots-Tag")).toContain("noindex");
      expect((await get(`/shared/${token}/export/csv`)).status).toBe(404);
    }
  });

  it("rests while the workspace's plan has lapsed: 410 and a page that says so, and opens again once it is active", async () => {
    const { user, cookie } = await signedInSubscriber("Kim Berger");
    const id = await scannedRun(cookie);
    const token = await share(cookie, { runId: id });
    expect((await get(`/shared/${token}`)).status).toBe(200);

    const lapse = (status: "canceled" | "active") =>
      db.update(schema.subscriptions).set({ status }).where(eq(schema.subscriptions.workspaceId, user.id));
    await lapse("canceled");
    const answer = await get(`/shared/${token}`);
    expect(answer.status).toBe(410);
    const html = await answer.text();
    expect(html).toContain("Dieser Bericht ist nicht mehr verfügbar");
    expect(html).not.toContain("beispiel.de");
    expect(html).not.toContain(rule);
    const english = await SELF.fetch(`http://localhost/shared/${token}`, {
      headers: { Cookie: "locale=en" },
    });
    expect(english.status).toBe(410);
    expect(await english.text()).toContain("This report is no longer available");
    for (const path of ["export/csv", `pictures/${shot}.jpg`]) {
      expect((await get(`/shared/${token}/${path}`)).status, path).toBe(404);
    }

    await lapse("active");
    const again = await get(`/shared/${token}`);
    expect(again.status).toBe(200);
    expect(await again.text()).toContain(rule);
  });

  it("lets no other account share a run or revoke a link, and asks for a valid expiry", async () => {
    const owner = await signedInSubscriber("Kim Berger");
    const other = await signedInSubscriber("Mallory");
    const id = await scannedRun(owner.cookie);
    const token = await share(owner.cookie, { runId: id });
    const [link] = await db.select().from(schema.shareLinks);

    expect(
      (await post("/profile/links", other.cookie, { intent: "revoke", linkId: link?.id ?? "" })).status,
    ).toBe(404);
    expect(
      (await post("/profile/links", other.cookie, { intent: "create", expiry: "30", runId: id })).status,
    ).toBe(404);
    expect(await (await get("/profile/links", other.cookie)).text()).not.toContain("beispiel.de");
    expect((await get(`/shared/${token}`)).status).toBe(200);

    const refused = await post("/profile/links", owner.cookie, {
      intent: "create",
      expiry: "365",
      runId: id,
    });
    expect(refused.status).toBe(200);
    expect(await refused.text()).toContain(
      "Bitte wählen Sie, wie lange der Link gelten soll: 7, 30 oder 90 Tage.",
    );
    expect(await db.select().from(schema.shareLinks)).toHaveLength(1);
    // Without a plan there is no sharing at all.
    expect((await post("/profile/links", "", { intent: "create", expiry: "30", runId: id })).status).toBe(
      302,
    );
  });

  it("shares a site's dashboard and a site run read only, the triage's state without its forms", async () => {
    const { user, cookie } = await signedInSubscriber();
    const id = await scannedRun(cookie, "site");
    // The site scan registered the site: its dashboard is what a link may share.
    const [site] = await db
      .select()
      .from(schema.registeredSites)
      .where(eq(schema.registeredSites.workspaceId, user.id));
    const issueKey = /name="issueKey" value="([^"]+)"/.exec(
      await (await get(`/sites/${site?.id}`, cookie)).text(),
    )?.[1];
    expect(issueKey).toBeDefined();
    const triaged = await post(`/sites/${site?.id}`, cookie, {
      intent: "triage",
      issueKey: (issueKey ?? "").replaceAll("&quot;", '"').replaceAll("&amp;", "&"),
      status: "fixed",
      page: "1",
    });
    expect(triaged.status).toBe(302);

    const dashboardToken = await share(cookie, { siteId: String(site?.id) });
    const dashboard = await get(`/shared/${dashboardToken}`);
    expect(dashboard.status).toBe(200);
    const html = await dashboard.text();
    expect(html).toContain("Barrierefreiheit von www.beispiel.de");
    expect(html).toContain(rule);
    expect(html).toContain("Behoben");
    expectReadOnly(html);
    expect((await get(`/shared/${dashboardToken}/export/csv`)).status).toBe(200);

    const runToken = await share(cookie, { runId: id });
    const issues = await get(`/shared/${runToken}?tab=issues`);
    expect(issues.status).toBe(200);
    const report = await issues.text();
    expect(report).toContain(rule);
    expectReadOnly(report);

    // A removed site's link opens nothing.
    await db
      .update(schema.registeredSites)
      .set({ removedAt: new Date() })
      .where(eq(schema.registeredSites.id, site?.id ?? 0));
    expect((await get(`/shared/${dashboardToken}`)).status).toBe(404);
    expect(await (await get("/profile/links", cookie)).text()).toContain("Nicht mehr vorhanden");
  });
});
