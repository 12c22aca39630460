/**
 * The SSRF guard end to end in the local Chromium: an "allowed" fixture site whose pages try to reach an
 * "internal" server by every route a page has. Both servers live on 127.0.0.1; the policy allows exactly
 * the allowed server's host:port, so the internal one stands in for 10.x, 169.254.169.254 and friends.
 * No DNS query and no connection leaves loopback: names are answered by a fake resolver, and Chromium's
 * own resolver is switched off.
 */
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import net from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import puppeteer, { type Browser } from "puppeteer-core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { WebSocketServer } from "ws";
import { isRequestAllowed, type Resolver, type TargetPolicy } from "#core/guard";
import { chromiumArgs, resolveChromePath } from "#dev/scanner/chromium";
import { type FilteringProxy, startFilteringProxy } from "#dev/scanner/proxy";
import { guardPage } from "#scanner/page-guard";

/** Test-only: Chromium must never resolve a name itself (everything goes through the proxy anyway). */
const noChromiumDns = "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1";

type Fixture = { server: http.Server; port: number; origin: string; requests: string[] };
type InternalFixture = Fixture & { connections: number; upgrades: string[] };

let internal: InternalFixture;
let allowed: Fixture;
let policy: TargetPolicy;
let proxy: FilteringProxy;
let browser: Browser;
let userDataDir: string;
let executablePath: string;

/**
 * Stands in for DNS. "allowed.test" is the allowed fixture's address; "rebind.test" hands out the queued
 * answers one lookup at a time, like a rebinding name server with a zero TTL.
 */
const rebindAnswers: string[][] = [];
const resolveFixture: Resolver = async (hostname) => {
  if (net.isIP(hostname) !== 0) return [hostname];
  if (hostname === "allowed.test") return ["127.0.0.1"];
  const next = hostname === "rebind.test" ? rebindAnswers.shift() : undefined;
  if (next === undefined) throw new Error(`ENOTFOUND ${hostname}`);
  return next;
};

beforeAll(async () => {
  executablePath = await resolveChromePath();
  internal = await startInternalServer();
  allowed = await startAllowedServer(internal.origin);
  policy = { allowPrivate: false, allowedHostPorts: [`127.0.0.1:${allowed.port}`] };
  proxy = await startFilteringProxy({ policy, resolve: resolveFixture });
  userDataDir = await mkdtemp(join(tmpdir(), "klarsicht-ssrf-"));
  browser = await puppeteer.launch({
    executablePath,
    args: [...chromiumArgs(proxy.url), noChromiumDns],
    headless: true,
    userDataDir,
  });
});

afterAll(async () => {
  await browser?.close();
  await proxy?.close();
  await Promise.all([internal, allowed].map((fixture) => fixture && closeServer(fixture.server)));
  if (userDataDir) await rm(userDataDir, { recursive: true, force: true });
});

beforeEach(() => {
  internal.connections = 0;
  internal.requests.length = 0;
  internal.upgrades.length = 0;
  allowed.requests.length = 0;
});

/** A guarded page in `target`; returns what the page guard refused. */
async function openGuardedPage(target: Browser) {
  const page = await target.newPage();
  const refusedByGuard: string[] = [];
  await guardPage(
    page,
    (url) => isRequestAllowed(url, policy, resolveFixture),
    (url) => refusedByGuard.push(url),
  );
  return { page, refusedByGuard };
}

describe("Chromium behind the page guard and the filtering proxy", () => {
  it.each([
    ["/iframe", "/from-iframe"],
    ["/fetch", "/from-fetch"],
    ["/img", "/from-img"],
    ["/meta-refresh", "/from-meta-refresh"],
  ])("%s: the page loads, its request to the internal server is refused", async (path, internalPath) => {
    const { page, refusedByGuard } = await openGuardedPage(browser);
    try {
      const response = await page.goto(allowed.origin + path, { waitUntil: "load" });
      expect(response?.status()).toBe(200);
      expect(allowed.requests).toContain(`GET ${path}`);
      await eventually(() => refusedByGuard.includes(internal.origin + internalPath));
      // A fixed wait on purpose: the proof is that nothing arrives, and no event marks "nothing will".
      await new Promise((settled) => setTimeout(settled, 200)); // room for a late request
    } finally {
      await page.close();
    }
    expect(internal.connections).toBe(0);
  });

  it("/redirect: the redirect hop to the internal server is refused", async () => {
    const { page, refusedByGuard } = await openGuardedPage(browser);
    try {
      await expect(page.goto(`${allowed.origin}/redirect`)).rejects.toThrow(/ERR_BLOCKED_BY_CLIENT/);
      expect(allowed.requests).toContain("GET /redirect");
      expect(refusedByGuard).toContain(`${internal.origin}/from-redirect`);
    } finally {
      await page.close();
    }
    expect(internal.connections).toBe(0);
  });

  it("/websocket: invisible to the page guard, refused by the proxy", async () => {
    const { page, refusedByGuard } = await openGuardedPage(browser);
    const refusedBefore = proxy.refused.length;
    try {
      const response = await page.goto(`${allowed.origin}/websocket`, { waitUntil: "load" });
      expect(response?.status()).toBe(200);
      await page.waitForFunction(() => document.body.dataset.socket === "closed", { timeout: 10_000 });
      expect(refusedByGuard).toEqual([]);
      // Chromium tunnels ws:// through an HTTP proxy with CONNECT, like wss://.
      expect(proxy.refused.slice(refusedBefore)).toContain(`CONNECT 127.0.0.1:${internal.port}`);
    } finally {
      await page.close();
    }
    expect(internal.connections).toBe(0);
    expect(internal.upgrades).toEqual([]);
  });

  it("DNS rebinding: the proxy connects only to the address it resolved and vetted itself", async () => {
    // The page guard's lookup sees a public address (never contacted), the proxy's single lookup sees
    // loopback: the proxy refuses, and it never looks the name up again to connect.
    rebindAnswers.push(["93.184.215.14"], ["127.0.0.1"]);
    const { page } = await openGuardedPage(browser);
    try {
      const response = await page.goto(`http://rebind.test:${internal.port}/from-rebind`);
      expect(response?.status()).toBe(403);
      expect(rebindAnswers).toEqual([]); // exactly one lookup by the guard, one by the proxy
      expect(proxy.refused).toContain(`GET http://rebind.test:${internal.port}/from-rebind`);
    } finally {
      await page.close();
    }
    expect(internal.connections).toBe(0);
  });

  it("a name is reached through the address the proxy resolved (here: the allowed fixture)", async () => {
    const { page } = await openGuardedPage(browser);
    try {
      const response = await page.goto(`http://allowed.test:${allowed.port}/page`);
      expect(response?.status()).toBe(200);
      expect(await page.title()).toBe("allowed");
      expect(allowed.requests).toContain("GET /page");
    } finally {
      await page.close();
    }
  });
});

describe("why the proxy exists", () => {
  it("the page guard alone lets a WebSocket reach the internal server", async () => {
    // Same Chromium flags, no proxy: request interception never sees the WebSocket handshake.
    const directDataDir = await mkdtemp(join(tmpdir(), "klarsicht-ssrf-direct-"));
    const direct = await puppeteer.launch({
      executablePath,
      args: [...chromiumArgs(), noChromiumDns],
      headless: true,
      userDataDir: directDataDir,
    });
    try {
      const { page, refusedByGuard } = await openGuardedPage(direct);
      await page.goto(`${allowed.origin}/websocket`, { waitUntil: "load" });
      await page.waitForFunction(() => document.body.dataset.socket === "closed", { timeout: 10_000 });
      expect(refusedByGuard).toEqual([]);
      expect(internal.upgrades).toEqual(["/from-websocket"]);
    } finally {
      await direct.close();
      await rm(directDataDir, { recursive: true, force: true });
    }
  });
});

describe("the filtering proxy on the wire", () => {
  it("forwards an absolute-form request to an allowed target, keeping the Host header", async () => {
    const answer = await viaProxy(`${allowed.origin}/page`);
    expect(answer.status).toBe(200);
    expect(answer.body).toContain("<title>allowed</title>");
  });

  it.each([
    () => `http://127.0.0.1:${internal.port}/x`,
    () => `http://127.0.0.2:${allowed.port}/x`, // the allowed port, but on another address
    () => `http://rebind.test:${internal.port}/x`, // does not resolve
    () => `http://localhost:${internal.port}/x`,
  ])("refuses a plain request with 403 before connecting (%#)", async (target) => {
    const answer = await viaProxy(target());
    expect(answer.status).toBe(403);
    expect(proxy.refused).toContain(`GET ${target()}`);
    expect(internal.connections).toBe(0);
  });

  it("answers 400 to a request that is not in absolute form", async () => {
    expect((await rawExchange("GET / HTTP/1.1\r\nHost: x\r\n\r\n")).split("\r\n")[0]).toBe(
      "HTTP/1.1 400 Bad Request",
    );
  });

  it("answers 431 to oversized headers", async () => {
    const big = `X-Big: ${"a".repeat(40 * 1024)}\r\n`;
    const head = await rawExchange(`GET ${allowed.origin}/page HTTP/1.1\r\nHost: x\r\n${big}\r\n`);
    expect(head).toMatch(/^HTTP\/1.1 431/);
  });

  it("tunnels CONNECT to an allowed target", async () => {
    const answer = await rawExchange(
      `CONNECT 127.0.0.1:${allowed.port} HTTP/1.1\r\nHost: 127.0.0.1:${allowed.port}\r\n\r\n` +
        `GET /page HTTP/1.1\r\nHost: 127.0.0.1:${allowed.port}\r\nConnection: close\r\n\r\n`,
      (text) => text.includes("</html>"),
    );
    expect(answer).toMatch(/^HTTP\/1.1 200 Connection Established\r\n\r\nHTTP\/1.1 200 OK/);
    expect(answer).toContain("<title>allowed</title>");
  });

  it.each([
    () => `127.0.0.1:${internal.port}`,
    () => `[::1]:${allowed.port}`,
    () => `[::ffff:127.0.0.1]:${internal.port}`,
    () => `localhost:${allowed.port}`,
    () => `allowed.test:${internal.port}`,
  ])("refuses CONNECT with 403 before connecting (%#)", async (authority) => {
    const answer = await rawExchange(`CONNECT ${authority()} HTTP/1.1\r\nHost: ${authority()}\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1.1 403/);
    expect(proxy.refused).toContain(`CONNECT ${authority()}`);
    expect(internal.connections).toBe(0);
  });

  it("answers 400 to a malformed CONNECT authority", async () => {
    const answer = await rawExchange(`CONNECT user@127.0.0.1:${allowed.port} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1.1 400/);
  });

  it("passes a WebSocket upgrade in absolute form to an allowed target, refuses it to the internal one", async () => {
    const upgrade = (origin: string) =>
      `GET ${origin}/echo HTTP/1.1\r\nHost: ${new URL(origin).host}\r\nUpgrade: websocket\r\n` +
      "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n";
    expect(await rawExchange(upgrade(allowed.origin))).toMatch(/^HTTP\/1.1 101/);
    expect(await rawExchange(upgrade(internal.origin))).toMatch(/^HTTP\/1.1 403/);
    expect(proxy.refused).toContain(`GET ${internal.origin}/echo (upgrade)`);
    expect(internal.connections).toBe(0);
  });

  it("close() ends open tunnels instead of waiting for them", async () => {
    const ownProxy = await startFilteringProxy({ policy, resolve: resolveFixture });
    const socket = net.connect(ownProxy.port, "127.0.0.1");
    socket.write(`CONNECT 127.0.0.1:${allowed.port} HTTP/1.1\r\nHost: x\r\n\r\n`);
    await new Promise((established) => socket.once("data", established));
    const closed = new Promise((done) => socket.once("close", done));
    await ownProxy.close();
    await closed;
  });
});

async function startInternalServer(): Promise<InternalFixture> {
  const server = http.createServer((request, response) => {
    fixture.requests.push(`${request.method} ${request.url}`);
    response.end("internal secret");
  });
  // Counted per TCP connection: "nothing reached it" must include a bare connect.
  server.on("connection", () => {
    fixture.connections += 1;
  });
  server.on("upgrade", (request, socket) => {
    fixture.upgrades.push(request.url ?? "");
    socket.destroy();
  });
  const port = await listen(server);
  const fixture: InternalFixture = {
    server,
    port,
    origin: `http://127.0.0.1:${port}`,
    requests: [],
    connections: 0,
    upgrades: [],
  };
  return fixture;
}

async function startAllowedServer(internalOrigin: string): Promise<Fixture> {
  const page = (body: string, head = "") =>
    `<!doctype html><html><head><title>allowed</title>${head}</head><body>${body}</body></html>`;
  const pages: Record<string, string> = {
    "/page": page("<h1>allowed</h1>"),
    "/iframe": page(`<iframe src="${internalOrigin}/from-iframe"></iframe>`),
    "/img": page(`<img alt="" src="${internalOrigin}/from-img">`),
    "/fetch": page(
      `<script>fetch("${internalOrigin}/from-fetch", { mode: "no-cors" }).catch(() => {});</script>`,
    ),
    "/meta-refresh": page(
      "",
      `<meta http-equiv="refresh" content="0; url=${internalOrigin}/from-meta-refresh">`,
    ),
    "/websocket": page(
      `<script>
        const socket = new WebSocket("${internalOrigin.replace("http:", "ws:")}/from-websocket");
        socket.onclose = () => { document.body.dataset.socket = "closed"; };
      </script>`,
    ),
  };
  const server = http.createServer((request, response) => {
    fixture.requests.push(`${request.method} ${request.url}`);
    if (request.url === "/redirect") {
      response.writeHead(302, { Location: `${internalOrigin}/from-redirect` }).end();
      return;
    }
    const html = pages[request.url ?? ""];
    if (html === undefined) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(html);
  });
  const sockets = new WebSocketServer({ noServer: true });
  server.on("upgrade", (request, socket, head) => {
    sockets.handleUpgrade(request, socket, head, (connection) => connection.close());
  });
  const port = await listen(server);
  const fixture: Fixture = { server, port, origin: `http://127.0.0.1:${port}`, requests: [] };
  return fixture;
}

async function listen(server: http.Server): Promise<number> {
  await new Promise<void>((ready) => server.listen(0, "127.0.0.1", ready));
  return (server.address() as net.AddressInfo).port;
}

async function closeServer(server: http.Server): Promise<void> {
  server.closeAllConnections();
  await new Promise((closed) => server.close(closed));
}

/** A plain GET through the proxy, as Chromium sends it for http:// URLs. */
function viaProxy(target: string): Promise<{ status: number; body: string }> {
  return new Promise((resolveAnswer, reject) => {
    const request = http.get(
      {
        host: "127.0.0.1",
        port: proxy.port,
        path: target,
        headers: { Host: new URL(target).host },
        agent: false,
      },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          body += chunk;
        });
        response.on("end", () => resolveAnswer({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on("error", reject);
  });
}

/** Writes raw bytes to the proxy and collects the answer until `done` says so or the proxy hangs up. */
function rawExchange(bytes: string, done: (text: string) => boolean = (text) => text.includes("\r\n\r\n")) {
  return new Promise<string>((resolveText, reject) => {
    const socket = net.connect(proxy.port, "127.0.0.1", () => socket.write(bytes));
    let text = "";
    const finish = () => {
      socket.destroy();
      resolveText(text);
    };
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      text += chunk;
      if (done(text)) finish();
    });
    socket.on("end", finish);
    socket.on("error", (error) => (text ? finish() : reject(error)));
    socket.setTimeout(5_000, () => reject(new Error(`no answer; got ${JSON.stringify(text)}`)));
  });
}

async function eventually(check: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((tick) => setTimeout(tick, 25));
  }
}
