import { execFileSync } from "node:child_process";
import { createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePortSync } from "../support/free-port";

/**
 * `npm run dev` serves the app through Vite's dev server (vite.config.ts). It must run the production
 * Worker's request pipeline: the same cross-site check and the same headers.
 */
let server: ViteDevServer;
let base: string;

/** What `npm run dev` (workers/dev.ts) hands the app for its demo shop. */
const demoSiteUrl = "http://127.0.0.1:8792/";

beforeAll(async () => {
  // The home page reads the local D1, as after `npm run dev` has applied the migrations.
  execFileSync("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local"], { stdio: "ignore" });
  process.env.DEMO_SITE_URL = demoSiteUrl;
  const port = freePortSync();
  server = await createServer({
    configFile: "vite.config.ts",
    logLevel: "error",
    clearScreen: false,
    server: { host: "127.0.0.1", port, strictPort: true, hmr: false },
  });
  await server.listen();
  base = `http://127.0.0.1:${port}`;
}, 120_000);

afterAll(async () => {
  delete process.env.DEMO_SITE_URL;
  await server?.close();
});

const postLocale = (headers: Record<string, string>) =>
  fetch(`${base}/locale`, {
    method: "POST",
    body: new URLSearchParams({ locale: "en", redirectTo: "/bfsg" }),
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    redirect: "manual",
  });

describe("the development server", () => {
  it("refuses a POST without Origin, as production does", async () => {
    const response = await fetch(`${base}/runs`, {
      method: "POST",
      body: new URLSearchParams({ intent: "create", url: "www.beispiel.de" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      redirect: "manual",
    });
    expect(response.status).toBe(403);
    expect(await response.text()).toBe(
      "Die Anfrage wurde abgelehnt, weil sie nicht von dieser Website stammt.",
    );
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
  }, 60_000);

  it("refuses a POST from another site, whose Origin must not pass for the request's own address", async () => {
    const response = await postLocale({ Origin: "https://evil.example" });
    expect(response.status).toBe(403);
    expect(response.headers.get("Set-Cookie")).toBeNull();
  }, 60_000);

  it("lets a POST from its own pages through, with the headers every response gets", async () => {
    const response = await postLocale({ Origin: base });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/bfsg");
    expect(response.headers.get("Set-Cookie")).toMatch(/^locale=en;/);
    expect(response.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("Cross-Origin-Opener-Policy")).toBe("same-origin");
  }, 60_000);

  it("keeps what a signed-in browser gets out of caches", async () => {
    const response = await fetch(`${base}/logout`, {
      headers: { Cookie: "__session=x" },
      redirect: "manual",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
  }, 60_000);

  it("offers the demo shop on the free-test form, in German and English, as a plain submit button", async () => {
    for (const [locale, label] of [
      ["de", "Demo-Website testen"],
      ["en", "Try the demo site"],
    ]) {
      const html = await (await fetch(`${base}/`, { headers: { Cookie: `locale=${locale}` } })).text();
      // Hero and free-test section each have it, with a hint naming the address it scans.
      expect(
        html.match(new RegExp(`<button type="submit" name="demo" value="1"[^>]*>${label}</button>`, "g")),
      ).toHaveLength(2);
      expect(html).toContain(demoSiteUrl);
    }
  }, 120_000);
});
