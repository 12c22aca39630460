/**
 * White-label branding (issue 30) through the built app Worker against the real local D1 and R2: the
 * profile page's form without JavaScript, the upload's checks by the file's own bytes, the logo served
 * with a fixed image type, the Enterprise-only rule, other accounts kept out, and the look on the PDF
 * report and the mails (and nothing of it without one).
 */
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { completeRun, createRun } from "#core/runs/runs.server";
import { createDb, schema } from "#drizzle/db.server";
import { LOGO_FORM_MAX_BYTES, logoKey, signedLogoUrl } from "~/utils/branding.server";
import { enqueueRunAlert, enqueueWeeklyDigest } from "~/utils/mail/index.server";
import { bytesOf, gif, htmlPage, jpeg, png, svgWithScript, webp } from "../fixtures/branding/images";
import { appFetch } from "./app-fetch";
import { cleanPageReport } from "./page-report";
import { signedInSubscriber } from "./subscriber";

const db = createDb(env.DB);
const bucket = (env as unknown as { SCREENSHOTS: R2Bucket }).SCREENSHOTS;
const ORIGIN = "http://localhost";
const SECRET = (env as unknown as { SESSION_SECRET: string }).SESSION_SECRET;

async function account(plan: "pro" | "enterprise") {
  const signedIn = await signedInSubscriber("Ada Agentur");
  if (plan === "enterprise") {
    await db
      .update(schema.subscriptions)
      .set({ plan: "enterprise" })
      .where(eq(schema.subscriptions.workspaceId, signedIn.user.id));
  }
  return signedIn;
}

function get(path: string, cookie = "", locale = "de") {
  return appFetch(`${ORIGIN}${path}`, {
    headers: { Host: "localhost", Cookie: `${cookie}; locale=${locale}` },
    redirect: "manual",
  });
}

type Logo = { bytes: Uint8Array<ArrayBuffer> | string; name: string; type: string };

/** The branding form as a browser without JavaScript sends it: multipart, the file last. */
function save(
  cookie: string,
  fields: { agencyName?: string; accentColor?: string; logo?: Logo; intent?: string },
  locale = "de",
) {
  const form = new FormData();
  form.set("intent", fields.intent ?? "save");
  if (fields.agencyName !== undefined) form.set("agencyName", fields.agencyName);
  if (fields.accentColor !== undefined) form.set("accentColor", fields.accentColor);
  if (fields.logo) {
    form.set("logo", new File([fields.logo.bytes], fields.logo.name, { type: fields.logo.type }));
  }
  return appFetch(`${ORIGIN}/profile/branding`, {
    method: "POST",
    body: form,
    redirect: "manual",
    headers: { Host: "localhost", Origin: ORIGIN, Cookie: `${cookie}; locale=${locale}` },
  });
}

/** The rendered page without its scripts (the route data travels along in those). */
async function markup(response: Response): Promise<string> {
  expect(response.status).toBe(200);
  return (await response.text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");
}

const branding = (userId: string) =>
  db.select().from(schema.workspaceBranding).where(eq(schema.workspaceBranding.workspaceId, userId)).get();

const valid = { agencyName: "Agentur Nord", accentColor: "#0f5132" };

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the branding page", () => {
  it("saves name, colour and a PNG, and serves the logo with a fixed image type only to its workspace", async () => {
    const { user, cookie } = await account("enterprise");
    const saved = await save(cookie, {
      ...valid,
      logo: { bytes: bytesOf(png), name: "logo.png", type: "image/png" },
    });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe("/profile/branding?done=saved");
    const row = await branding(user.id);
    expect(row).toMatchObject({ ...valid, logoType: "image/png", logoWidth: 240, logoHeight: 64 });

    const page = await markup(await get("/profile/branding?done=saved", cookie));
    expect(page).toContain("Ihr Erscheinungsbild ist gespeichert.");
    expect(page).toContain(`src="/branding/logo.png?v=${row?.logoVersion}"`);
    expect(page).toContain("240 × 64 Pixel, PNG");

    const served = await get("/branding/logo.png", cookie);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/png");
    expect(served.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(served.headers.get("Content-Security-Policy")).toBe("default-src 'none'; sandbox");
    expect(served.headers.get("Content-Disposition")).toBe('inline; filename="logo.png"');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytesOf(png));
    // Under another extension, signed out, or for another account: the same 404 as for nothing.
    expect((await get("/branding/logo.jpg", cookie)).status).toBe(404);
    expect((await get("/branding/logo.png")).status).toBe(404);
    const other = await account("enterprise");
    expect((await get("/branding/logo.png", other.cookie)).status).toBe(404);
    const forged = `/branding/logo.png?w=${user.id}&v=${row?.logoVersion}&sig=${"A".repeat(43)}`;
    expect((await get(forged, other.cookie)).status).toBe(404);
  }, 60_000);

  it("replaces the logo with a JPEG and a WebP, deleting the old one, and removes it", async () => {
    const { user, cookie } = await account("enterprise");
    await save(cookie, { ...valid, logo: { bytes: bytesOf(png), name: "a.png", type: "image/png" } });
    const first = (await branding(user.id))?.logoVersion ?? "";
    const signed = await signedLogoUrl(ORIGIN, SECRET, {
      workspaceId: user.id,
      logoVersion: first,
      logoType: "image/png",
    });
    expect((await get(new URL(signed ?? "").pathname + new URL(signed ?? "").search)).status).toBe(200);

    expect(
      (await save(cookie, { ...valid, logo: { bytes: bytesOf(jpeg), name: "b.jpeg", type: "image/jpeg" } }))
        .status,
    ).toBe(302);
    expect(await bucket.get(logoKey(user.id, first))).toBeNull();
    const jpegServed = await get("/branding/logo.jpg", cookie);
    expect(jpegServed.headers.get("Content-Type")).toBe("image/jpeg");
    expect((await get("/branding/logo.png", cookie)).status).toBe(404);
    // A mail's address made for the replaced logo shows nothing any more.
    expect((await get(new URL(signed ?? "").pathname + new URL(signed ?? "").search)).status).toBe(404);

    // The browser's type and the name are ignored: the bytes say WebP.
    await save(cookie, { ...valid, logo: { bytes: bytesOf(webp), name: "c.png", type: "image/png" } });
    const webpServed = await get("/branding/logo.webp", cookie);
    expect(webpServed.status).toBe(200);
    expect(webpServed.headers.get("Content-Type")).toBe("image/webp");

    const version = (await branding(user.id))?.logoVersion ?? "";
    expect((await save(cookie, { intent: "removeLogo" })).headers.get("Location")).toBe(
      "/profile/branding?done=logoRemoved",
    );
    expect(await branding(user.id)).toMatchObject({ ...valid, logoVersion: null, logoType: null });
    expect(await bucket.get(logoKey(user.id, version))).toBeNull();
    expect((await get("/branding/logo.webp", cookie)).status).toBe(404);
  }, 60_000);

  it("refuses SVG with script, HTML and GIF whatever their names, and keeps what was typed", async () => {
    const { user, cookie } = await account("enterprise");
    const refused: Logo[] = [
      { bytes: svgWithScript, name: "logo.png", type: "image/png" },
      { bytes: htmlPage, name: "logo.jpg", type: "image/jpeg" },
      { bytes: bytesOf(gif), name: "logo.gif", type: "image/gif" },
      { bytes: svgWithScript, name: "logo.svg", type: "image/svg+xml" },
    ];
    for (const logo of refused) {
      const page = await markup(
        await save(cookie, { agencyName: "Agentur Süd", accentColor: "#0f5132", logo }),
      );
      expect(page, logo.name).toContain("Diese Datei ist kein PNG-, JPEG- oder WebP-Bild.");
      expect(page).toContain('value="Agentur Süd"');
      expect(page).toContain('value="#0f5132"');
      expect(page).toContain('aria-invalid="true"');
    }
    expect(await branding(user.id)).toBeUndefined();
    const english = await markup(
      await save(cookie, { ...valid, logo: { bytes: bytesOf(gif), name: "x.gif", type: "image/gif" } }, "en"),
    );
    expect(english).toContain("This file is not a PNG, JPEG or WebP image.");
  }, 60_000);

  it("refuses an oversized file without reading the request whole, and keeps the typed name and colour", async () => {
    const { user, cookie } = await account("enterprise");
    const oversized = new Uint8Array(600 * 1024);
    oversized.set(bytesOf(png));
    const page = await markup(
      await save(cookie, {
        agencyName: "Agentur Groß",
        accentColor: "#0f5132",
        logo: { bytes: oversized, name: "big.png", type: "image/png" },
      }),
    );
    expect(page).toContain("Die Datei ist größer als 512 KB.");
    expect(page).toContain('value="Agentur Groß"');
    expect(page).toContain('value="#0f5132"');
    expect(await branding(user.id)).toBeUndefined();

    // A 4 MB body is read only up to the limit, by the request pipeline and the page alike.
    let pulled = 0;
    const large = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(
          new TextEncoder().encode(
            '--x\r\nContent-Disposition: form-data; name="intent"\r\n\r\nsave\r\n--x\r\nContent-Disposition: form-data; name="agencyName"\r\n\r\nAgentur Viel\r\n--x\r\nContent-Disposition: form-data; name="logo"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n',
          ),
        );
      },
      pull(controller) {
        if (pulled >= 4 * 1024 * 1024) return controller.close();
        pulled += 64 * 1024;
        controller.enqueue(new Uint8Array(64 * 1024));
      },
    });
    const largePage = await markup(
      await appFetch(`${ORIGIN}/profile/branding`, {
        method: "POST",
        body: large,
        redirect: "manual",
        headers: {
          Host: "localhost",
          Origin: ORIGIN,
          Cookie: `${cookie}; locale=de`,
          "Content-Type": "multipart/form-data; boundary=x",
        },
        duplex: "half",
      } as RequestInit),
    );
    expect(largePage).toContain("Die Datei ist größer als 512 KB.");
    expect(largePage).toContain('value="Agentur Viel"');
    expect(pulled).toBeLessThanOrEqual(LOGO_FORM_MAX_BYTES + 2 * 64 * 1024);
  }, 60_000);

  it("refuses a colour below 4.5:1 on white with the measured ratio, and a missing name", async () => {
    const { user, cookie } = await account("enterprise");
    const german = await markup(await save(cookie, { agencyName: "", accentColor: "#ffcc00" }));
    expect(german).toContain("nur ein Kontrastverhältnis von 1,51:1");
    expect(german).toContain("Bitte geben Sie den Namen Ihrer Agentur ein.");
    expect(german).toContain('value="#ffcc00"');
    const english = await markup(await save(cookie, { agencyName: "Nord", accentColor: "#777777" }, "en"));
    expect(english).toContain("a contrast ratio of only 4.47:1 against white");
    expect(english).toContain('value="Nord"');
    expect(await branding(user.id)).toBeUndefined();
  }, 60_000);

  it("explains the plan to others and refuses their changes", async () => {
    const { user, cookie } = await account("pro");
    const page = await markup(await get("/profile/branding", cookie));
    expect(page).toContain("Im Tarif Enterprise enthalten");
    expect(page).toContain('href="/setup"');
    expect(page).not.toContain('name="agencyName"');
    const refused = await save(cookie, {
      ...valid,
      logo: { bytes: bytesOf(png), name: "a.png", type: "image/png" },
    });
    expect(refused.status).toBe(403);
    expect(await branding(user.id)).toBeUndefined();
    // Signed out, the page leads to the sign-in like every profile page.
    expect((await get("/profile/branding")).status).toBe(302);
  }, 60_000);

  it("lets another account change only its own branding", async () => {
    const agency = await account("enterprise");
    const other = await account("enterprise");
    await save(agency.cookie, { ...valid, logo: { bytes: bytesOf(png), name: "a.png", type: "image/png" } });
    const before = await branding(agency.user.id);
    await save(other.cookie, { agencyName: "Fremd", accentColor: "#000000" });
    await save(other.cookie, { intent: "remove" });
    await save(other.cookie, { intent: "removeLogo" });
    expect(await branding(agency.user.id)).toEqual(before);
    expect(await branding(other.user.id)).toBeUndefined();
    const otherPage = await markup(await get("/profile/branding", other.cookie));
    expect(otherPage).not.toContain("Agentur Nord");
  }, 60_000);
});

describe("the branded look", () => {
  async function finishedRun(ownerId: string) {
    const url = "https://www.kunde.example/";
    const run = await createRun(db, { url, level: "AA", locale: "de", ownerId });
    await completeRun(db, run.id, cleanPageReport(url));
    return run;
  }

  function printedHtml(): string[] {
    const printed: string[] = [];
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      if (new URL(request.url).origin !== "http://scanner.test") return realFetch(input, init);
      printed.push(((await request.json()) as { html: string }).html);
      return new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46]));
    });
    return printed;
  }

  it("prints the agency's name, logo and colour on the PDF report, and the report as before without", async () => {
    const { user, cookie } = await account("enterprise");
    const run = await finishedRun(user.id);
    const printed = printedHtml();
    expect((await get(`/run/${run.id}/export/pdf`, cookie)).status).toBe(200);
    await save(cookie, { ...valid, logo: { bytes: bytesOf(png), name: "a.png", type: "image/png" } });
    expect((await get(`/run/${run.id}/export/pdf`, cookie)).status).toBe(200);
    await save(cookie, { intent: "remove" });
    expect((await get(`/run/${run.id}/export/pdf`, cookie)).status).toBe(200);

    const [plain = "", branded = "", removed = ""] = printed;
    expect(branded).toContain("Erstellt von Agentur Nord");
    expect(branded).toContain(`<img src="data:image/png;base64,${png}" alt="Logo von Agentur Nord"/>`);
    expect(branded).toContain("h2 { border-bottom-color: #0f5132; color: #0f5132; }");
    expect(branded).toContain("Erstellt mit Klarsicht");
    expect(plain).not.toContain("Erstellt von");
    expect(plain).not.toContain('class="brand"');
    expect(removed).toBe(plain);
  }, 60_000);

  it("leaves a workspace that left Enterprise with Klarsicht's look", async () => {
    const { user, cookie } = await account("enterprise");
    await save(cookie, valid);
    await db
      .update(schema.subscriptions)
      .set({ plan: "pro" })
      .where(eq(schema.subscriptions.workspaceId, user.id));
    const run = await finishedRun(user.id);
    const printed = printedHtml();
    expect((await get(`/run/${run.id}/export/pdf`, cookie)).status).toBe(200);
    expect(printed[0]).not.toContain("Agentur Nord");
  }, 60_000);

  async function outboxHtml(dedupeKey: string) {
    const row = await db
      .select()
      .from(schema.mailOutbox)
      .where(eq(schema.mailOutbox.dedupeKey, dedupeKey))
      .get();
    return { html: row?.html ?? "", text: row?.text ?? "" };
  }

  it("sends the workspace's mails in its look with a signed logo, and others' as before", async () => {
    const agency = await account("enterprise");
    const plain = await account("enterprise");
    await save(agency.cookie, { ...valid, logo: { bytes: bytesOf(png), name: "a.png", type: "image/png" } });
    const issue = {
      title: "Bilder ohne Alternativtext",
      impact: "serious" as const,
      pages: ["https://kunde.example/"],
    };
    for (const { user } of [agency, plain]) {
      await enqueueRunAlert(env, {
        userId: user.id,
        site: "kunde.example",
        runId: `run-${user.id}`,
        newIssues: [issue],
        regressions: [],
      });
    }
    const branded = await outboxHtml(`run-alert:run-${agency.user.id}`);
    expect(branded.html).toContain("Erstellt von Agentur Nord");
    expect(branded.html).toContain("background:#0f5132;color:#ffffff");
    expect(branded.html).toContain("Verschickt über Klarsicht im Auftrag von Agentur Nord.");
    expect(branded.text.startsWith("Erstellt von Agentur Nord\n\n")).toBe(true);
    const logoUrl = /<img src="([^"]+)" alt="Logo von Agentur Nord"/
      .exec(branded.html)?.[1]
      ?.replaceAll("&amp;", "&");
    expect(logoUrl).toMatch(/^http:\/\/localhost:5173\/branding\/logo\.png\?w=/);
    // The mail's picture loads without a session, and shows that one logo as PNG.
    const logo = await get(new URL(logoUrl ?? "").pathname + new URL(logoUrl ?? "").search);
    expect(logo.status).toBe(200);
    expect(logo.headers.get("Content-Type")).toBe("image/png");

    const unbranded = await outboxHtml(`run-alert:run-${plain.user.id}`);
    expect(unbranded.html).toContain('font-weight:bold;color:#1e293b">Klarsicht</p>');
    expect(unbranded.html).toContain("background:#1d4ed8;color:#ffffff");
    expect(unbranded.html).not.toContain("Erstellt von");
    expect(unbranded.html).not.toContain("<img");

    await db
      .insert(schema.mailPreferences)
      .values({ userId: agency.user.id, weeklyDigest: true, updatedAt: new Date() })
      .onConflictDoUpdate({
        target: schema.mailPreferences.userId,
        set: { weeklyDigest: true },
      });
    await enqueueWeeklyDigest(env, { userId: agency.user.id, weekOf: "2026-11-23", sites: [] });
    const digest = await outboxHtml(`weekly-digest:${agency.user.id}:2026-11-23`);
    expect(digest.html).toContain("Erstellt von Agentur Nord");
  }, 60_000);
});
