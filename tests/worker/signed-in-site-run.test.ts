import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { expect, inject, it } from "vitest";
import type { SiteJob } from "#core/contract";
import { siteKeyOf } from "#core/runs/entitlements.server";
import { createRun, getRun, jobFor, loadSiteReport } from "#core/runs/runs.server";
import { keyringFrom } from "#core/secrets";
import { flowOfRun, loginProfileOfRun, saveFlow, saveLoginProfile } from "#core/site-steps.server";
import type { AuthProfile } from "#core/steps";
import { createDb, schema } from "#drizzle/db.server";
import { runSiteLocally } from "~/utils/scan-dispatch.server";

/**
 * A site run of a registered site with a stored login profile, as `npm run dev` does it: the profile
 * opened from its sealed column, handed to the real local scanner service with the jobs, which signs in
 * at the demo shop once and crawls its customer account, skipping the links that sign out or delete.
 */
const db = createDb(env.DB);
const keyring = keyringFrom("worker-test:worker-test-login-secrets-0123456789");
const password = "Morgenrot-Demo-2026";

it("crawls the demo shop's customer account signed in, never following logout or delete links", async () => {
  const origin = inject("demoSiteOrigin");
  const userId = `user-${crypto.randomUUID()}`;
  await db.insert(schema.users).values({ id: userId, subject: `local|${userId}`, email: "kim@example.test" });
  const [site] = await db
    .insert(schema.registeredSites)
    .values({ workspaceId: userId, siteKey: siteKeyOf(origin), url: `${origin}/`, confirmedAt: new Date() })
    .returning();
  const profile: AuthProfile = {
    version: 1,
    steps: [
      { action: "visit", url: "/anmelden" },
      { action: "fill", field: { label: "E-Mail" }, value: "kunde@morgenrot.example" },
      { action: "fill", field: { label: "Passwort" }, value: password, secret: true },
      { action: "submit", target: { text: "Anmelden" } },
    ],
    success: { text: "Abmelden", url: "/konto" },
  };
  await saveLoginProfile(db, keyring, site?.id ?? 0, profile);
  await saveFlow(db, keyring, site?.id ?? 0, undefined, {
    version: 1,
    name: "Kasse",
    steps: [
      { action: "visit", url: "/kasse/warenkorb", scan: "Warenkorb" },
      { action: "click", target: { text: "Weiter zur Adresse" } },
      { action: "wait", for: { url: "/kasse/adresse" }, scan: "Adresse" },
    ],
  });
  const run = await createRun(db, {
    url: `${origin}/konto`,
    level: "AA",
    locale: "de",
    ownerId: userId,
    site: { pageLimit: 40, depthLimit: 1 },
  });
  // As an account's run is: of the owner's registered site (startAccountRun).
  await db
    .update(schema.runs)
    .set({ siteKey: siteKeyOf(origin) })
    .where(eq(schema.runs.id, run.id));
  expect(await loginProfileOfRun(db, keyring, run.id)).toEqual(profile);

  // Discovery asks in the run's session: the customer area's sitemap, which signed out redirects to
  // the login form, without the sign-out and deletion it lists.
  const discovered = await fetch(new URL("/discover", inject("localScannerUrl")), {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ url: `${origin}/konto`, maxUrls: 50, runId: `discover-${run.id}`, auth: profile }),
  });
  const discovery = (await discovered.json()) as { rootUrl: string; sitemapUrls: string[] };
  const listed = discovery.sitemapUrls.map((url) => new URL(url).pathname);
  expect(new URL(discovery.rootUrl).pathname).toBe("/konto");
  expect(listed).toContain("/konto/bestellungen");
  expect(listed).not.toContain("/abmelden");
  expect(listed).not.toContain("/konto/loeschen");

  await runSiteLocally(db, [jobFor(run) as SiteJob], inject("localScannerUrl"), 2, {
    steps: {
      profile: (runId) => loginProfileOfRun(db, keyring, runId),
      flow: (runId, flowId) => flowOfRun(db, keyring, runId, flowId),
    },
  });

  const done = await getRun(db, run.id);
  expect([done?.status, done?.errorCode]).toEqual(["done", null]);
  const pages = await db.select().from(schema.runPages).where(eq(schema.runPages.runId, run.id));
  const paths = pages.map((page) => new URL(page.url).pathname);
  console.log(`signed-in site run: ${paths.length} pages`);
  // Pages only a signed-in customer reaches, each scanned where it is, not on the login form.
  expect(paths).toEqual(expect.arrayContaining(["/konto", "/konto/bestellungen", "/kasse/warenkorb"]));
  expect(pages.filter((page) => page.status !== "done").map((page) => page.url)).toEqual([]);
  expect(paths).not.toContain("/anmelden");
  // Linked from every account page, never followed.
  expect(paths).not.toContain("/abmelden");
  expect(paths).not.toContain("/konto/loeschen");
  // The site's flow ran signed in, step by step, its scanned states pages of the report named by flow
  // and step, with their issues: the address form's fields have no labels.
  const report = done ? await loadSiteReport(db, done) : null;
  expect(report?.flows).toEqual([{ name: "Kasse", ok: true, signedIn: true }]);
  const states = (report?.pages ?? []).flatMap((page, index) =>
    page.flow ? [{ index, ...page.flow, path: new URL(page.url).pathname, signedIn: page.signedIn }] : [],
  );
  expect(states.map(({ scan, step, path, signedIn }) => [scan, step, path, signedIn])).toEqual([
    ["Warenkorb", 1, "/kasse/warenkorb", true],
    ["Adresse", 3, "/kasse/adresse", true],
  ]);
  // The crawled pages were scanned in the session too: marked signed in, each of them.
  const crawled = (report?.pages ?? []).filter((page) => !page.flow);
  expect(crawled.length).toBeGreaterThan(2);
  expect(crawled.filter((page) => page.signedIn !== true).map((page) => page.url)).toEqual([]);
  const address = states[1]?.index;
  const onAddress = report?.issues.filter((issue) => issue.occurrences.some((o) => o.page === address));
  expect(onAddress?.map((issue) => issue.ruleId)).toContain("label");
  // The password only in its sealed column: not in the run's pages, reports or anywhere else.
  const stored = await env.DB.prepare("SELECT sealed FROM site_login_profiles").all<{ sealed: string }>();
  expect(stored.results[0]?.sealed).not.toContain(password);
  for (const table of ["runs", "run_pages", "run_results", "run_flows", "run_flow_pages"]) {
    const rows = await env.DB.prepare(`SELECT * FROM ${table}`).all();
    expect(JSON.stringify(rows.results), table).not.toContain(password);
  }
}, 300_000);
