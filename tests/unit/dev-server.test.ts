import { rmSync } from "node:fs";
import { request as httpRequest, type IncomingMessage, type ServerResponse } from "node:http";
import { createServer, type ViteDevServer } from "vite";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { freePortSync } from "../support/free-port";
import { migratedLocalState } from "../support/local-state";

/**
 * `npm run dev` serves the app through Vite's dev server (vite.config.ts). It must run the production
 * Worker's request pipeline: the same cross-site check and the same headers.
 */
let server: ViteDevServer;
let base: string;

/** What `npm run dev` (workers/dev/dev.ts) hands the app for its demo shop. */
const demoSiteUrl = "http://127.0.0.1:8792/";

beforeAll(async () => {
  // The home page reads the local D1, as after `npm run dev` has applied the migrations.
  process.env.LOCAL_STATE_DIR = migratedLocalState();
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
  trackMiddlewares();
}, 120_000);

afterAll(async () => {
  delete process.env.DEMO_SITE_URL;
  if (process.env.LOCAL_STATE_DIR) rmSync(process.env.LOCAL_STATE_DIR, { recursive: true, force: true });
  delete process.env.LOCAL_STATE_DIR;
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

/** What each request's asynchronous middlewares (the app's among them) are still doing. */
const inFlight = new WeakMap<IncomingMessage, Promise<unknown>[]>();

/** Lets a test await the end of the dev server's work on a request whose browser is already gone. */
function trackMiddlewares(): void {
  for (const layer of server.middlewares.stack) {
    const handle = layer.handle as (...args: unknown[]) => unknown;
    // Error handlers (four parameters) are told apart by their length: leave them as they are.
    if (handle.length === 4) continue;
    layer.handle = (request: IncomingMessage, response: ServerResponse, next: () => void) => {
      const result = handle(request, response, next);
      if (result instanceof Promise) inFlight.set(request, [...(inFlight.get(request) ?? []), result]);
      return result;
    };
  }
}

type Cut = "on-arrival" | "mid-stream";

/**
 * Sends a request whose connection ends as a browser's does when it goes away: as soon as the server has
 * it (a closed tab, a navigation), or after the first part of the answer went out (while it streams).
 * Resolves once the dev server has finished with it.
 */
function requestCutOff(
  path: string,
  cut: Cut,
  { method = "GET", body }: { method?: string; body?: string } = {},
): Promise<void> {
  return new Promise((resolve) => {
    const onRequest = (request: IncomingMessage, response: ServerResponse) => {
      if (request.headers["x-cut"] !== cut) return;
      server.httpServer?.off("request", onRequest);
      if (cut === "on-arrival") request.socket.destroy();
      else {
        const write = response.write.bind(response) as (...args: unknown[]) => boolean;
        response.write = ((...args: unknown[]) => {
          const accepted = write(...args);
          response.socket?.destroy();
          return accepted;
        }) as typeof response.write;
      }
      response.once("close", () => {
        // The middlewares have all been entered by now, or the request is answered.
        setImmediate(() => void Promise.allSettled(inFlight.get(request) ?? []).then(() => resolve()));
      });
    };
    server.httpServer?.prependListener("request", onRequest);
    const client = httpRequest(`${base}${path}`, {
      method,
      headers: {
        "X-Cut": cut,
        Cookie: "locale=de",
        ...(body ? { "Content-Type": "application/x-www-form-urlencoded", Origin: base } : {}),
      },
    });
    // The connection's end is the point of the test, not a failure.
    client.on("error", () => {});
    client.end(body);
  });
}

describe("a browser that goes away while the development server answers", () => {
  let loggedErrors: { mock: { calls: unknown[][] } };
  let overlayMessages: { mock: { calls: unknown[][] } };
  let consoleErrors: { mock: { calls: unknown[][] } };

  const reportedErrors = (): string[] => [
    ...loggedErrors.mock.calls.map((call) => String(call[0])),
    ...overlayMessages.mock.calls
      .filter(([payload]) => (payload as { type?: string }).type === "error")
      .map(([payload]) => JSON.stringify(payload)),
    ...consoleErrors.mock.calls.map((call) => String(call[0])),
  ];

  beforeAll(() => {
    loggedErrors = vi.spyOn(server.config.logger, "error");
    // Vite's error overlay in the browser is fed through this channel (its web socket).
    overlayMessages = vi.spyOn(server.environments.client.hot, "send");
    consoleErrors = vi.spyOn(console, "error");
  });

  afterEach(() => {
    vi.clearAllMocks();
  });

  afterAll(() => {
    vi.restoreAllMocks();
  });

  it.each<[string, Cut]>([
    ["/", "on-arrival"],
    ["/", "mid-stream"],
    ["/bfsg", "mid-stream"],
    // The data a navigation or a revalidation fetches, which the browser drops when it navigates on.
    ["/_root.data", "on-arrival"],
    ["/_root.data", "mid-stream"],
  ])(
    "is no error: %s, cut off %s",
    async (path, cut) => {
      await requestCutOff(path, cut);
      expect(reportedErrors()).toEqual([]);
      const response = await fetch(`${base}${path}`);
      expect(response.status).toBe(200);
      await response.arrayBuffer();
    },
    120_000,
  );

  it("is no error when it posts a form and leaves", async () => {
    await requestCutOff("/locale", "on-arrival", {
      method: "POST",
      body: new URLSearchParams({ locale: "de", redirectTo: "/" }).toString(),
    });
    expect(reportedErrors()).toEqual([]);
  }, 60_000);

  it("still reports a real error of the app", async () => {
    // A Host whose port cannot be, so that the request's address cannot be read: the dev server fails.
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const client = httpRequest(`${base}/`, { headers: { Host: "127.0.0.1:99999" } }, (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode));
      });
      client.on("error", reject);
      client.end();
    });
    expect(status).toBe(500);
    expect(reportedErrors().join("\n")).toContain("Internal server error");
  }, 60_000);
});
