import { env, SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { SiteDocument, SiteReport } from "#core/contract";
import { siteDocumentOf } from "#core/documents";
import { checkPdf } from "#core/pdf/check";
import { completeSiteRun, createRun, type Run } from "#core/runs/runs.server";
import { demoPdf } from "#dev/demo-site/pages";
import { createDb, schema } from "#drizzle/db.server";
import { appFetch } from "./app-fetch";
import { signedInSubscriber } from "./subscriber";

/**
 * A site run's linked documents in the built app with the real local D1: the Dokumente tab, the exports,
 * the statement and triage of a document's issue from the tab (decision 042).
 */
const db = createDb(env.DB);
const noImpacts = { critical: 0, serious: 0, moderate: 0, minor: 0 };

function report(rootUrl: string, documents?: SiteDocument[]): SiteReport {
  return {
    kind: "site",
    rootUrl,
    level: "AA",
    locale: "de",
    axeVersion: "4.14.1",
    generatedAt: "2026-03-01T10:00:00.000Z",
    pages: [
      {
        url: rootUrl,
        finalUrl: rootUrl,
        depth: 0,
        status: "done",
        counts: { violations: 0, incomplete: 0, passes: 5, inapplicable: 0 },
        impacts: noImpacts,
        violationCount: 0,
        occurrenceCount: 0,
      },
    ],
    issues: [],
    totals: {
      pagesScanned: 1,
      pagesFailed: 0,
      issues: 0,
      occurrences: 0,
      impacts: noImpacts,
      principles: { "1": 0, "2": 0, "3": 0, "4": 0 },
    },
    comparison: null,
    ...(documents ? { documents, documentComparison: null } : {}),
  };
}

async function registeredSiteRun(documents?: SiteDocument[]) {
  const { user, cookie } = await signedInSubscriber();
  const url = `https://site-${crypto.randomUUID().slice(0, 8)}.example/`;
  const [site] = await db
    .insert(schema.registeredSites)
    .values({ workspaceId: user.id, siteKey: new URL(url).host, url, confirmedAt: new Date() })
    .returning();
  if (!site) throw new Error("no site");
  const run: Run = await createRun(db, { url, level: "AA", locale: "de", ownerId: user.id });
  await db.update(schema.runs).set({ kind: "site", siteKey: site.siteKey }).where(eq(schema.runs.id, run.id));
  await completeSiteRun(db, run.id, report(url, documents));
  return { run, site, cookie, url };
}

async function documentsOf(url: string): Promise<SiteDocument[]> {
  const agbUrl = `${url}agb.pdf`;
  const agb = siteDocumentOf({ ok: true, url: agbUrl, finalUrl: agbUrl, result: await checkPdf(demoPdf()) });
  return [agb, { url: `${url}fehlt.pdf`, status: "failed", error: "http_error", issues: [] }];
}

const get = (path: string, cookie: string, locale = "de") =>
  SELF.fetch(`http://localhost${path}`, {
    headers: { Cookie: `${cookie}; locale=${locale}` },
    redirect: "manual",
  });

const post = (path: string, cookie: string, fields: Record<string, string>) =>
  appFetch(`http://localhost${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    redirect: "manual",
    headers: {
      Host: "localhost",
      Origin: "http://localhost",
      "Content-Type": "application/x-www-form-urlencoded",
      Cookie: `${cookie}; locale=de`,
    },
  });

async function markup(response: Response): Promise<string> {
  expect(response.status).toBe(200);
  return (await response.text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");
}

describe("a site run's documents in the app", { timeout: 60_000 }, () => {
  beforeEach(async () => {
    await env.DB.exec(
      "DELETE FROM issue_triage; DELETE FROM run_results; DELETE FROM runs; DELETE FROM registered_sites; DELETE FROM subscriptions; DELETE FROM users;",
    );
  });

  it("shows the Dokumente tab with each document's findings and reasons, in German and English", async () => {
    const { run, cookie, url } = await registeredSiteRun(await documentsOf(`https://x.example/`));
    const de = await markup(await get(`/run/${run.id}?tab=documents`, cookie));
    expect(de).toContain(">Dokumente<");
    expect(de).toContain("Das Dokument ist nicht getaggt");
    expect(de).toContain("Matterhorn 01-005");
    expect(de).toContain("nicht getaggt");
    expect(de).toContain("Das Dokument konnte nicht geprüft werden:");
    expect(de).toContain("So beheben Sie es");
    const en = await markup(await get(`/run/${run.id}?tab=documents`, cookie, "en"));
    expect(en).toContain(">Documents<");
    expect(en).toContain("The document is not tagged");
    expect(en).toContain("The document could not be checked:");
    expect(url).toMatch(/^https:/);
  });

  it("offers no documents tab for a site without documents", async () => {
    const { run, cookie } = await registeredSiteRun();
    const overview = await markup(await get(`/run/${run.id}`, cookie));
    expect(overview).toContain("tab=pages");
    expect(overview).not.toContain("tab=documents");
  });

  it("exports the documents in the CSV and the JSON and names the failing one in the statement", async () => {
    const documents = await documentsOf("https://x.example/");
    const { run, cookie } = await registeredSiteRun(documents);
    const key = documents[0]?.issues.find((issue) => issue.checkpoint === "pdf-tagged")?.key ?? "missing";
    const csv = await (await get(`/run/${run.id}/export/csv`, cookie)).text();
    expect(csv.split("\r\n").find((row) => row.includes(key))).toContain(
      "https://x.example/agb.pdf;pdf-tagged;",
    );
    expect(csv).toContain("https://x.example/fehlt.pdf;;PDF/UA (Matterhorn)");
    const json = (await (await get(`/run/${run.id}/export/json`, cookie)).json()) as SiteReport;
    expect(json.documents?.[0]?.issues.map((issue) => issue.key)).toContain(key);
    const statement = await markup(await get(`/run/${run.id}/statement`, cookie));
    expect(statement).toContain("Im PDF-Dokument /agb.pdf:");
    expect(statement).not.toContain("fehlt.pdf");
  });

  it("triages a document's issue from the tab, back to the tab, with a translated error for a missing reason", async () => {
    const { run, site, cookie } = await registeredSiteRun(await documentsOf("https://x.example/"));
    const html = await markup(await get(`/run/${run.id}?tab=documents`, cookie));
    const key = /name="issueKey" value="([^"]+)"/.exec(html)?.[1]?.replaceAll("&amp;", "&") ?? "";
    expect(key).toMatch(/^pdf-/);

    const refused = await post(`/sites/${site.id}`, cookie, {
      intent: "triage",
      issueKey: key,
      status: "accepted",
      note: "",
      fromRun: run.id,
    });
    expect(refused.status).toBe(302);
    const back = refused.headers.get("Location") ?? "";
    expect(back).toMatch(new RegExp(`^/run/${run.id}\\?tab=documents&triageError=reasonRequired&`));
    expect(await markup(await get(back.replace(/#.*$/, ""), cookie))).toContain(
      "Bitte begründen Sie, warum Sie dieses Problem akzeptieren.",
    );

    const saved = await post(`/sites/${site.id}`, cookie, {
      intent: "triage",
      issueKey: key,
      status: "false_positive",
      note: "",
      fromRun: run.id,
    });
    expect(saved.headers.get("Location")).toBe(`/run/${run.id}?tab=documents`);
    const verdicts = await db.select().from(schema.issueTriage).where(eq(schema.issueTriage.issueKey, key));
    expect(verdicts.map((verdict) => verdict.status)).toEqual(["false_positive"]);
    expect(await markup(await get(`/run/${run.id}?tab=documents`, cookie))).toContain("Fehlalarm");

    // A key the site's documents do not have is refused.
    const foreign = await post(`/sites/${site.id}`, cookie, {
      intent: "triage",
      issueKey: "pdf-tagged|01-005|/anderswo.pdf",
      status: "false_positive",
      fromRun: run.id,
    });
    expect(foreign.status).toBe(404);
  });
});
