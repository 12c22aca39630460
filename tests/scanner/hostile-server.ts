/**
 * Pages written to attack the scanner (tests/fixtures/hostile), and the "internal" service they attack.
 * Both listen on 127.0.0.1; a test's policy allows only the hostile site's host:port, so the internal
 * listener stands in for 10.x, 169.254.169.254 and friends: whatever reaches it escaped the guard.
 * Pages take their targets from the query string (?to=, ?udp=, ...), so the files stay static; where the
 * parser must see a target (a <link> in the head), the site writes ?to= in place of __TO__.
 */
import dgram from "node:dgram";
import { readFile } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const hostileDir = fileURLToPath(new URL("../fixtures/hostile/", import.meta.url));

export type HostileSite = {
  origin: string;
  hostPort: string;
  /** Every request the site saw, as "METHOD /path?query". */
  requests: string[];
  close(): Promise<void>;
};

export async function startHostileSite(): Promise<HostileSite> {
  const requests: string[] = [];
  const server = http.createServer(async (request, response) => {
    requests.push(`${request.method} ${request.url}`);
    const { pathname: path, searchParams } = new URL(request.url ?? "/", "http://fixture");
    const name = path.slice(1);
    if (!/^[a-z0-9-]+\.(html|js)$/.test(name)) return response.writeHead(404).end();
    let body: Buffer;
    try {
      body = await readFile(join(hostileDir, name));
    } catch {
      return response.writeHead(404).end();
    }
    const type = name.endsWith(".js") ? "text/javascript" : "text/html; charset=utf-8";
    const to = searchParams.get("to");
    const text = to === null ? body : body.toString("utf8").replaceAll("__TO__", escapeAttribute(to));
    const headers: Record<string, string> = { "Content-Type": type, "Cache-Control": "no-store" };
    // Connection hints as a response header, which reaches the browser before any script could act.
    if (name === "preconnect.html" && to !== null) {
      headers.Link = `<${encodeURI(to)}>; rel=preconnect, <${encodeURI(to)}>; rel=dns-prefetch`;
    }
    response.writeHead(200, headers).end(text);
  });
  const close = trackSockets(server);
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const port = (server.address() as AddressInfo).port;
  return { origin: `http://127.0.0.1:${port}`, hostPort: `127.0.0.1:${port}`, requests, close };
}

export type InternalListener = {
  /** http://127.0.0.1:port of its TCP side (HTTP, WebSocket upgrades, TURN over TCP alike). */
  origin: string;
  port: number;
  /** The UDP socket's port on 127.0.0.1 (STUN, TURN over UDP). */
  udpPort: number;
  /** TCP connections accepted, requests and upgrades seen, UDP datagrams received. */
  readonly connections: number;
  readonly requests: string[];
  readonly datagrams: number;
  reset(): void;
  close(): Promise<void>;
};

export async function startInternalListener(): Promise<InternalListener> {
  const requests: string[] = [];
  let connections = 0;
  let datagrams = 0;
  const server = http.createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`);
    response.end("internal secret");
  });
  // Counted per connection: "nothing reached it" includes a bare connect.
  server.on("connection", () => {
    connections++;
  });
  server.on("upgrade", (request, socket) => {
    requests.push(`UPGRADE ${request.url}`);
    socket.destroy();
  });
  const closeServer = trackSockets(server);
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const udp = dgram.createSocket("udp4");
  udp.on("message", () => {
    datagrams++;
  });
  await new Promise<void>((done) => udp.bind(0, "127.0.0.1", done));
  const port = (server.address() as AddressInfo).port;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    udpPort: udp.address().port,
    get connections() {
      return connections;
    },
    get datagrams() {
      return datagrams;
    },
    requests,
    reset() {
      connections = 0;
      datagrams = 0;
      requests.length = 0;
    },
    async close() {
      await new Promise<void>((done) => udp.close(() => done()));
      await closeServer();
    },
  };
}

/** close() for a server that ends its open connections instead of waiting for them. */
function trackSockets(server: http.Server): () => Promise<void> {
  const sockets = new Set<Socket>();
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });
  return () =>
    new Promise<void>((done) => {
      server.close(() => done());
      for (const socket of sockets) socket.destroy();
    });
}

function escapeAttribute(value: string): string {
  return value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");
}
