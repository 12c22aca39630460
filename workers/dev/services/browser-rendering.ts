/**
 * A local stand-in for Cloudflare Browser Rendering's Workers binding (`[browser]`), speaking the HTTP
 * protocol that @cloudflare/puppeteer uses against the binding:
 *
 * - `POST /v1/devtools/browser?keep_alive=MS` acquires a browser: `{ sessionId }`;
 * - `GET /v1/sessions` lists the running ones: `{ sessions: [{ sessionId, startTime, connectionId? }] }`;
 * - `GET /v1/devtools/browser/:sessionId` with `Upgrade: websocket` is the browser's DevTools protocol,
 *   one CDP message per WebSocket message, for one client at a time.
 *
 * At the account's limit of concurrent browsers (warm idle ones count, as on the platform), acquiring
 * answers 429, which @cloudflare/puppeteer throws as "Unable to create new browser: code: 429: …".
 *
 * Each session is a local Chromium launched by puppeteer-core, like Browser Rendering without our
 * filtering proxy: what a scanned page may reach is up to the Worker's own guard. A session whose client
 * disconnects stays warm for `keep_alive` (default 60 s, as on the platform); `Browser.close` ends it.
 * Miniflare reaches it as an external service binding.
 */
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type IncomingMessage } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import puppeteer, { type Browser } from "puppeteer-core";
import { WebSocket, WebSocketServer } from "ws";

type Session = {
  id: string;
  startTime: number;
  browser: Browser;
  userDataDir: string;
  connectionId?: string;
  idleTimer?: ReturnType<typeof setTimeout>;
  keepAliveMs: number;
};

export type LocalBrowserRendering = {
  url: string;
  port: number;
  /** Browsers acquired so far (a warm session reused by connect does not count). */
  readonly launches: number;
  readonly openSessions: number;
  close(): Promise<void>;
};

const DEFAULT_KEEP_ALIVE_MS = 60_000;
const MAX_KEEP_ALIVE_MS = 10 * 60_000;

export async function startLocalBrowserRendering(options: {
  executablePath: string;
  /** Chromium flags, e.g. host resolver rules that point test host names at 127.0.0.1. */
  args: string[];
  port?: number;
  /** The account's concurrent browsers (30 on the Workers Paid plan). */
  maxConcurrentBrowsers?: number;
}): Promise<LocalBrowserRendering> {
  const maxConcurrentBrowsers = options.maxConcurrentBrowsers ?? 30;
  const sessions = new Map<string, Session>();
  let launches = 0;
  /** Browsers being launched: they count towards the limit before their session exists. */
  let acquiring = 0;

  async function endSession(session: Session): Promise<void> {
    if (!sessions.delete(session.id)) return;
    clearTimeout(session.idleTimer);
    await session.browser.close().catch(() => {});
    await rm(session.userDataDir, { recursive: true, force: true });
  }

  function keepWarm(session: Session): void {
    clearTimeout(session.idleTimer);
    session.idleTimer = setTimeout(() => void endSession(session), session.keepAliveMs);
    session.idleTimer.unref();
  }

  async function acquire(keepAliveMs: number): Promise<Session> {
    const userDataDir = await mkdtemp(join(tmpdir(), "klarsicht-browser-rendering-"));
    const browser = await puppeteer.launch({
      executablePath: options.executablePath,
      args: options.args,
      headless: true,
      userDataDir,
    });
    launches++;
    const session: Session = { id: randomUUID(), startTime: Date.now(), browser, userDataDir, keepAliveMs };
    sessions.set(session.id, session);
    browser.on("disconnected", () => void endSession(session));
    keepWarm(session);
    return session;
  }

  const json = (status: number, body: unknown) => ({
    status,
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });

  async function answer(request: IncomingMessage) {
    const url = new URL(request.url ?? "/", "http://browser-rendering");
    if (request.method === "GET" && url.pathname === "/v1/sessions") {
      return json(200, {
        sessions: [...sessions.values()].map(({ id, startTime, connectionId }) => ({
          sessionId: id,
          startTime,
          ...(connectionId ? { connectionId } : {}),
        })),
      });
    }
    if (request.method === "POST" && url.pathname === "/v1/devtools/browser") {
      const requested = Number(url.searchParams.get("keep_alive") ?? DEFAULT_KEEP_ALIVE_MS);
      const keepAliveMs = Number.isFinite(requested)
        ? Math.min(Math.max(requested, 0), MAX_KEEP_ALIVE_MS)
        : DEFAULT_KEEP_ALIVE_MS;
      if (sessions.size + acquiring >= maxConcurrentBrowsers) {
        return {
          status: 429,
          headers: { "Content-Type": "text/plain" },
          body: `Rate limit exceeded: ${maxConcurrentBrowsers} concurrent browsers in use`,
        };
      }
      acquiring++;
      const session = await acquire(keepAliveMs).finally(() => acquiring--);
      return json(200, { sessionId: session.id });
    }
    return json(404, { error: `No such endpoint: ${request.method} ${url.pathname}` });
  }

  const server = createServer((request, response) => {
    answer(request).then(
      ({ status, headers, body }) => response.writeHead(status, headers).end(body),
      (error: unknown) => response.writeHead(500).end(String(error)),
    );
  });

  const sockets = new WebSocketServer({ noServer: true });
  server.on("upgrade", (request, socket, head) => {
    const match = /^\/v1\/devtools\/browser\/([0-9a-f-]+)$/.exec(
      new URL(request.url ?? "/", "http://browser-rendering").pathname,
    );
    const session = match ? sessions.get(match[1] as string) : undefined;
    if (!session || session.connectionId) {
      // Unknown, ended, or already connected to another Worker: the platform refuses the upgrade too.
      socket.end("HTTP/1.1 409 Conflict\r\nConnection: close\r\n\r\n");
      return;
    }
    sockets.handleUpgrade(request, socket, head, (client) => {
      const connectionId = randomUUID();
      session.connectionId = connectionId;
      clearTimeout(session.idleTimer);
      const upstream = new WebSocket(session.browser.wsEndpoint(), { perMessageDeflate: false });
      const pending: string[] = [];
      upstream.on("open", () => {
        for (const message of pending.splice(0)) upstream.send(message);
      });
      upstream.on("message", (data) => client.send(data.toString()));
      client.on("message", (data) => {
        const message = data.toString();
        if (upstream.readyState === WebSocket.OPEN) upstream.send(message);
        else pending.push(message);
      });
      const disconnect = () => {
        if (session.connectionId !== connectionId) return;
        session.connectionId = undefined;
        client.close();
        upstream.close();
        if (sessions.has(session.id)) keepWarm(session);
      };
      client.on("close", disconnect);
      upstream.on("close", disconnect);
      upstream.on("error", disconnect);
    });
  });

  await new Promise<void>((done) => server.listen(options.port ?? 0, "127.0.0.1", done));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    get launches() {
      return launches;
    },
    get openSessions() {
      return sessions.size;
    },
    async close() {
      for (const client of sockets.clients) client.terminate();
      await Promise.all([...sessions.values()].map(endSession));
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
}
