import { env, SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { keyringFrom } from "#core/secrets";
import { getFlow, getLoginProfile } from "#core/site-steps.server";
import type { StepTrialResult } from "#core/steps";
import { createDb, schema } from "#drizzle/db.server";
import { appFetch } from "./app-fetch";
import { signedInSubscriber } from "./subscriber";

const db = createDb(env.DB);
const keyring = keyringFrom(env.LOGIN_SECRETS_KEY);
const password = "Geheim-Passwort-4711";

async function ownedSite() {
  const { user, cookie } = await signedInSubscriber();
  const url = `https://shop-${crypto.randomUUID().slice(0, 8)}.example/`;
  const [site] = await db
    .insert(schema.registeredSites)
    .values({ workspaceId: user.id, siteKey: new URL(url).host, url, confirmedAt: new Date() })
    .returning();
  if (!site) throw new Error("no site");
  return { user, cookie, site };
}

const get = (path: string, cookie: string, locale = "de") =>
  SELF.fetch(`http://localhost${path}`, {
    headers: { Cookie: `${cookie}; locale=${locale}` },
    redirect: "manual",
  });

const post = (path: string, cookie: string, fields: Record<string, string>, locale = "de") =>
  appFetch(`http://localhost${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: {
      Host: "localhost",
      Origin: "http://localhost",
      "Content-Type": "application/x-www-form-urlencoded",
      Cookie: `${cookie}; locale=${locale}`,
    },
    redirect: "manual",
  });

/** The rendered page without its scripts (the route data travels along in those). */
async function markup(response: Response): Promise<string> {
  return (await response.text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");
}

const loginForm = {
  intent: "saveLogin",
  loginUrl: "/anmelden",
  userLabel: "E-Mail",
  username: "kunde@shop.example",
  passwordLabel: "Passwort",
  password,
  submitText: "Anmelden",
  successText: "Abmelden",
  successUrl: "/konto",
};

/** Every text column of every row of the database, for a search of what must not be there. */
async function everyStoredText(): Promise<string> {
  const tables = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT LIKE 'd1_%'",
  ).all<{ name: string }>();
  const texts: string[] = [];
  for (const { name } of tables.results) {
    const rows = await env.DB.prepare(`SELECT * FROM "${name}"`).all();
    texts.push(JSON.stringify(rows.results));
  }
  return texts.join("\n");
}

/** The local scanner's trial answers as given; the trials asked for are collected. */
/** What the app asks the scanner Worker's /steps: ids only, the Worker opens the stored profile and flow. */
type TrialRequest = { siteId: number; flowId?: string; level: string; locale: string };

/** The scanner Worker's service binding (scanner-double.ts), answering trials with `result`. */
function scannerAnswering(result: StepTrialResult) {
  const trials: TrialRequest[] = [];
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (new URL(request.url).origin !== "http://scanner.test") return realFetch(input, init);
    if (new URL(request.url).pathname !== "/steps") return new Response("unexpected", { status: 500 });
    trials.push((await request.json()) as TrialRequest);
    return Response.json(result);
  });
  return trials;
}

describe("a site's sign-in and flows", () => {
  beforeEach(async () => {
    await env.DB.exec(
      "DELETE FROM site_flows; DELETE FROM site_login_profiles; DELETE FROM registered_sites; DELETE FROM subscriptions; DELETE FROM users;",
    );
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("stores the password sealed, never shows it again, and keeps it when the field stays empty", async () => {
    const { cookie, site } = await ownedSite();
    const path = `/sites/${site.id}/access`;
    const saved = await post(path, cookie, loginForm);
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe(`${path}?saved=login`);

    const [row] = await db
      .select()
      .from(schema.siteLoginProfiles)
      .where(eq(schema.siteLoginProfiles.siteId, site.id));
    expect(row?.keyId).toBe("it1");
    expect(row?.sealed).toMatch(/^ks1\.it1\./);
    expect(row?.sealed).not.toContain(password);
    expect(await everyStoredText()).not.toContain(password);
    expect(await everyStoredText()).not.toContain("kunde@shop.example");

    const page = await get(`${path}?saved=login`, cookie);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).not.toContain(password);
    expect(html).toContain("Die Anmeldung ist gespeichert.");
    expect(html).toContain("Gespeichert: gesetzt.");
    expect(html).toContain('value="kunde@shop.example"');
    expect(await markup(await get(path, cookie, "en"))).toContain("Stored: set.");

    // Saved again with the password field empty: the stored password stays, the new user name is taken.
    await post(path, cookie, { ...loginForm, password: "", username: "neu@shop.example" });
    const profile = await getLoginProfile(db, keyring, site.id);
    const fills = profile?.steps?.filter((step) => step.action === "fill");
    expect(fills?.map((step) => step.action === "fill" && step.value)).toEqual([
      "neu@shop.example",
      password,
    ]);

    // A new password replaces it.
    await post(path, cookie, { ...loginForm, password: "Neues-Passwort-0815" });
    const replaced = await getLoginProfile(db, keyring, site.id);
    expect(JSON.stringify(replaced)).toContain("Neues-Passwort-0815");
    expect(JSON.stringify(replaced)).not.toContain(password);
  }, 60_000);

  it("answers outsiders and strangers' sites with the same 404, and changes nothing for them", async () => {
    const { cookie, site } = await ownedSite();
    await post(`/sites/${site.id}/access`, cookie, loginForm);
    const outsider = await signedInSubscriber("Otto Fremd");
    const trials = scannerAnswering({ ok: true, done: [], scans: [], relogins: 0 });

    for (const path of [`/sites/${site.id}/access`, "/sites/999999/access"]) {
      expect((await get(path, outsider.cookie)).status, path).toBe(404);
      const attempts: Record<string, string>[] = [
        { ...loginForm, password: "vom-Fremden-gesetzt" },
        { intent: "deleteLogin", confirm: "1" },
        { intent: "trial" },
        {
          intent: "saveFlow",
          flow: JSON.stringify({ version: 1, name: "X", steps: [{ action: "visit", url: "/" }] }),
        },
      ];
      for (const fields of attempts) {
        expect((await post(path, outsider.cookie, fields)).status, `${path} ${fields.intent}`).toBe(404);
      }
    }
    expect(trials).toHaveLength(0);
    const profile = await getLoginProfile(db, keyring, site.id);
    expect(JSON.stringify(profile)).toContain(password);
    expect(await db.select().from(schema.siteFlows)).toHaveLength(0);
    // Signed out: to the sign-in, not to the page.
    expect((await get(`/sites/${site.id}/access`, "")).status).toBe(302);
  }, 60_000);

  it("asks before deleting the sign-in or a flow, with a second button that works without JavaScript", async () => {
    const { cookie, site } = await ownedSite();
    const path = `/sites/${site.id}/access`;
    await post(path, cookie, loginForm);
    const saved = await post(path, cookie, {
      intent: "saveFlow",
      flow: JSON.stringify({ version: 1, name: "Kasse", steps: [{ action: "visit", url: "/" }] }),
    });
    const flowId = new URL(saved.headers.get("Location") ?? "", "http://x").searchParams.get("id") ?? "";

    // The first request only asks, in the reader's language; nothing is deleted yet.
    const asked = await markup(await post(path, cookie, { intent: "deleteLogin" }));
    expect(asked).toContain("Anmeldung wirklich löschen?");
    expect(asked).toMatch(/name="confirm" value="1"/);
    expect(asked).toContain("Ja, löschen");
    expect(await getLoginProfile(db, keyring, site.id)).not.toBeNull();
    const askedFlow = await markup(await post(path, cookie, { intent: "deleteFlow", flowId }, "en"));
    expect(askedFlow).toContain("Delete the flow “Kasse”?");
    expect(askedFlow).toContain("Yes, delete");
    expect(await getFlow(db, keyring, site.id, flowId)).not.toBeNull();

    // The confirmed second request deletes.
    const confirmed = await post(path, cookie, { intent: "deleteLogin", confirm: "1" });
    expect(confirmed.headers.get("Location")).toContain("deleted=login");
    expect(await getLoginProfile(db, keyring, site.id)).toBeNull();
    await post(path, cookie, { intent: "deleteFlow", flowId, confirm: "1" });
    expect(await getFlow(db, keyring, site.id, flowId)).toBeNull();
  }, 60_000);

  it("refuses an incomplete sign-in and an invalid flow with translated messages", async () => {
    const { cookie, site } = await ownedSite();
    const path = `/sites/${site.id}/access`;
    const noPassword = await markup(await post(path, cookie, { ...loginForm, password: "" }));
    expect(noPassword).toContain("Bitte prüfen Sie die Angaben:");
    expect(noPassword).toContain("Geben Sie den Wert ein: Es ist noch keiner gespeichert.");
    const noSuccess = await markup(
      await post(path, cookie, { ...loginForm, successText: "", successUrl: "" }, "en"),
    );
    expect(noSuccess).toContain("Enter a text or an address by which a signed-in page is recognised.");
    const badPattern = await markup(await post(path, cookie, { ...loginForm, exclude: "konto/(" }));
    expect(badPattern).toContain("enthält einen ungültigen regulären Ausdruck");
    expect(await db.select().from(schema.siteLoginProfiles)).toHaveLength(0);

    const notJson = await markup(await post(path, cookie, { intent: "saveFlow", flow: "{ steps: " }));
    expect(notJson).toContain("ist kein gültiges JSON");
    const unknownAction = await markup(
      await post(
        path,
        cookie,
        {
          intent: "saveFlow",
          flow: JSON.stringify({ version: 1, name: "Kasse", steps: [{ action: "jump" }] }),
        },
        "en",
      ),
    );
    expect(unknownAction).toContain("steps[0].action");
    expect(unknownAction).toContain("Please check what you entered:");
    const fromEnv = await markup(
      await post(path, cookie, {
        intent: "saveFlow",
        flow: JSON.stringify({
          version: 1,
          name: "Kasse",
          steps: [{ action: "fill", field: { name: "pw" }, value: { env: "PW" } }],
        }),
      }),
    );
    expect(fromEnv).toContain("Gespeicherte Abläufe brauchen den Wert selbst, keine Umgebungsvariable");
    expect(await db.select().from(schema.siteFlows)).toHaveLength(0);
  }, 60_000);

  it("keeps a flow's secret sealed and masked in the editor, and deletes it with the site's removal", async () => {
    const { user, cookie, site } = await ownedSite();
    const path = `/sites/${site.id}/access`;
    const flow = {
      version: 1,
      name: "Kasse",
      steps: [
        { action: "visit", url: "/kasse", scan: "Warenkorb" },
        { action: "fill", field: { label: "Gutschein" }, value: password, secret: true },
      ],
    };
    const saved = await post(path, cookie, { intent: "saveFlow", flow: JSON.stringify(flow) });
    expect(saved.status).toBe(302);
    const id = new URL(saved.headers.get("Location") ?? "", "http://localhost").searchParams.get("id") ?? "";
    expect(await everyStoredText()).not.toContain(password);
    expect(await markup(await get(`${path}?saved=flow&id=${id}`, cookie))).toContain(
      "Der Ablauf „Kasse“ ist gespeichert.",
    );

    const editor = await get(`${path}?flow=${id}`, cookie);
    const html = await editor.text();
    expect(html).not.toContain(password);
    expect(html).toContain("••••••");

    // Saved back with the mask and a renamed flow: the secret stays.
    const masked = {
      ...flow,
      name: "Kasse neu",
      steps: [flow.steps[0], { ...flow.steps[1], value: "••••••" }],
    };
    await post(path, cookie, { intent: "saveFlow", flowId: id, flow: JSON.stringify(masked) });
    const stored = await getFlow(db, keyring, site.id, id);
    expect(stored?.name).toBe("Kasse neu");
    expect(stored?.steps[1]).toMatchObject({ value: password });

    // A second flow may not take the name.
    const clash = await markup(
      await post(path, cookie, { intent: "saveFlow", flow: JSON.stringify({ ...flow, name: "Kasse neu" }) }),
    );
    expect(clash).toContain("Ein Ablauf mit diesem Namen besteht schon für diese Website.");

    await post(path, cookie, loginForm);
    const removed = await post("/runs", cookie, {
      intent: "removeSite",
      siteId: String(site.id),
      confirm: "1",
    });
    expect(removed.headers.get("Location")).toBe("/runs?siteRemoved=1");
    const remaining = await db
      .select()
      .from(schema.registeredSites)
      .where(eq(schema.registeredSites.workspaceId, user.id));
    expect(remaining[0]?.removedAt).not.toBeNull();
    expect(await db.select().from(schema.siteFlows)).toHaveLength(0);
    expect(await db.select().from(schema.siteLoginProfiles)).toHaveLength(0);
  }, 60_000);

  it("runs a trial through the scanner and shows each step's result, the reason and the picture", async () => {
    const { cookie, site } = await ownedSite();
    const path = `/sites/${site.id}/access`;
    await post(path, cookie, loginForm);
    const trials = scannerAnswering({
      ok: false,
      done: [
        { phase: "login", step: 1 },
        { phase: "login", step: 2 },
      ],
      scans: [],
      relogins: 0,
      failure: {
        phase: "login",
        step: 3,
        action: "fill",
        code: "not_found",
        detail: "no field labelled Passwort",
        url: "https://shop.example/anmelden",
        screenshot: "AAAA",
      },
    });
    const answer = await markup(await post(path, cookie, { intent: "trial" }));
    const text = answer.replace(/<!-- -->/g, "").replace(/<[^>]+>/g, "");
    expect(trials).toEqual([{ siteId: site.id, level: "AA", locale: "de" }]);
    expect(text).toContain("Der Probelauf blieb bei Schritt 3 stehen.");
    expect(text).toContain("Anmeldung, Schritt 1: Aufrufen „/anmelden“ – erledigt");
    expect(text).toContain("Anmeldung, Schritt 2: Ausfüllen „E-Mail“ – erledigt");
    expect(text).toContain("Anmeldung, Schritt 3: Ausfüllen „Passwort“ – fehlgeschlagen");
    expect(text).toContain("Anmeldung, Schritt 4: Absenden „Anmelden“ – nicht erreicht");
    expect(text).toContain("Das Feld oder Bedienelement ist auf der Seite nicht zu finden.");
    expect(answer).toContain('src="data:image/jpeg;base64,AAAA"');
    expect(answer).not.toContain(password);

    // A flow's trial: the scanner Worker is told which flow, by its id.
    const saved = await post(path, cookie, {
      intent: "saveFlow",
      flow: JSON.stringify({ version: 1, name: "Kasse", steps: [{ action: "visit", url: "/kasse" }] }),
    });
    const flowId = new URL(saved.headers.get("Location") ?? "", "http://localhost").searchParams.get("id");
    await post(path, cookie, { intent: "trial", flowId: flowId ?? "" });
    expect(trials[1]).toEqual({ siteId: site.id, flowId, level: "AA", locale: "de" });

    vi.restoreAllMocks();
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new Error("connection refused"));
    const unavailable = await markup(await post(path, cookie, { intent: "trial" }, "en"));
    expect(unavailable).toContain("A trial run is not possible right now: the scanner does not answer.");
  }, 60_000);
});
