/**
 * A resolve-then-connect filtering forward proxy in front of the local Chromium.
 *
 * The page-level guard (page-guard.ts) cannot see WebSocket connections, and it checks a host name with a
 * DNS answer that Chromium does not reuse: a rebinding name can answer "public" to the guard and
 * "127.0.0.1" to the browser. The proxy closes both gaps: it resolves each target once, refuses it if any
 * address is not allowed, and then connects to exactly that vetted address, never to the name again.
 *
 * Chromium is started with `--proxy-server=<url> --proxy-bypass-list=<-loopback>` (see chromium.ts).
 */
import http from "node:http";
import net from "node:net";
import type { Duplex } from "node:stream";
import { type ResolvedTarget, type Resolver, resolveTarget, type TargetPolicy } from "#core/guard";
import { resolveAll } from "./dns";

export type FilteringProxy = {
  port: number;
  /** "http://127.0.0.1:PORT" for --proxy-server */
  url: string;
  /** targets refused so far, for tests and logs */
  refused: string[];
  /** allowed targets the proxy could not connect to (refused connection, no route, timeout) */
  unreachable: string[];
  close(): Promise<void>;
};

/** Chromium's request headers (cookies included) stay well below this; larger is abuse. */
const MAX_REQUEST_HEADER_BYTES = 32 * 1024;
const MAX_RESPONSE_HEADER_BYTES = 64 * 1024;
const CONNECT_TIMEOUT_MS = 10_000;
const IDLE_TIMEOUT_MS = 60_000;

/** Headers that describe one connection (RFC 9110 §7.6.1), never forwarded to the next hop. */
const hopByHopHeaders = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "proxy-authenticate",
  "proxy-authorization",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
]);

/** CONNECT authority: "host:port" or "[ipv6]:port", nothing else (no paths, no credentials). */
const connectAuthority = /^(?:\[[0-9a-f:.]+\]|[^\s/?#@[\]:]+):\d{1,5}$/i;

export async function startFilteringProxy(options: {
  policy: TargetPolicy;
  resolve?: Resolver;
}): Promise<FilteringProxy> {
  const { policy, resolve = resolveAll } = options;
  const refused: string[] = [];
  const unreachable: string[] = [];
  const sockets = new Set<net.Socket>();
  let ownPort = 0;

  function track(socket: net.Socket): net.Socket {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
    return socket;
  }

  /** The single DNS resolution and policy decision for one proxied connection. */
  async function vet(label: string, target: string): Promise<ResolvedTarget> {
    const decision = await resolveTarget(target, policy, resolve);
    if (!decision.ok) {
      refused.push(label);
      return decision;
    }
    if (decision.port === ownPort && decision.addresses.some(isLoopback)) {
      // Only reachable with allowPrivate: a request to the proxy through itself would loop forever.
      refused.push(label);
      return { ok: false, error: "blocked_target", reason: "the proxy itself" };
    }
    return decision;
  }

  /** Connects to the vetted addresses in order; a host name here would mean a second, unvetted lookup. */
  async function connectToVetted(addresses: readonly string[], port: number): Promise<net.Socket> {
    let lastError: unknown = new Error("no address to connect to");
    for (const address of addresses) {
      try {
        return await connectTo(address, port);
      } catch (error) {
        lastError = error;
      }
    }
    throw lastError;
  }

  function connectTo(address: string, port: number): Promise<net.Socket> {
    return new Promise((resolveSocket, reject) => {
      const socket = track(net.connect({ host: address, port, lookup: refuseLookup }));
      socket.setTimeout(CONNECT_TIMEOUT_MS, () =>
        socket.destroy(new Error(`connect to ${address} timed out`)),
      );
      // Users of the socket add their own handlers; this one keeps a reset in between from crashing Node.
      socket.on("error", () => socket.destroy());
      socket.once("error", reject);
      socket.once("connect", () => {
        socket.off("error", reject);
        socket.setTimeout(IDLE_TIMEOUT_MS, () => socket.destroy());
        resolveSocket(socket);
      });
    });
  }

  /** Plain http:// requests in absolute form. */
  async function forwardRequest(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    const target = request.url ?? "";
    if (!/^http:\/\//i.test(target)) {
      return reply(response, 400, "Klarsicht proxy: expected an absolute http:// URL (CONNECT for https)");
    }
    const vetted = await vet(`${request.method} ${target}`, target);
    if (!vetted.ok) return reply(response, 403, `Klarsicht proxy: refused (${vetted.reason})`);

    let upstream: net.Socket;
    try {
      upstream = await connectToVetted(vetted.addresses, vetted.port);
    } catch {
      unreachable.push(`${request.method} ${target}`);
      return reply(response, 502, "Klarsicht proxy: target unreachable");
    }
    response.once("close", () => upstream.destroy());

    const upstreamRequest = http.request({
      createConnection: () => upstream,
      method: request.method,
      path: vetted.url.pathname + vetted.url.search,
      // The client's Host header is kept; one request per upstream connection keeps framing simple.
      headers: [...endToEndHeaders(request.rawHeaders), "Connection", "close"],
      setHost: false,
      maxHeaderSize: MAX_RESPONSE_HEADER_BYTES,
    });
    upstreamRequest.on("response", (upstreamResponse) => {
      response.writeHead(
        upstreamResponse.statusCode ?? 502,
        upstreamResponse.statusMessage,
        endToEndHeaders(upstreamResponse.rawHeaders),
      );
      upstreamResponse.pipe(response);
      upstreamResponse.on("error", () => response.destroy());
    });
    upstreamRequest.on("error", () => reply(response, 502, "Klarsicht proxy: upstream failed"));
    request.on("error", () => upstreamRequest.destroy());
    request.pipe(upstreamRequest);
  }

  /** ws:// in absolute form: an HTTP Upgrade request, then raw bytes both ways. */
  async function forwardUpgrade(request: http.IncomingMessage, client: Duplex, head: Buffer): Promise<void> {
    const target = request.url ?? "";
    if (!/^http:\/\//i.test(target)) return rejectSocket(client, 400, "Bad Request");
    const vetted = await vet(`${request.method} ${target} (upgrade)`, target);
    if (!vetted.ok) return rejectSocket(client, 403, "Forbidden");

    let upstream: net.Socket;
    try {
      upstream = await connectToVetted(vetted.addresses, vetted.port);
    } catch {
      unreachable.push(`${request.method} ${target} (upgrade)`);
      return rejectSocket(client, 502, "Bad Gateway");
    }
    // Connection and Upgrade must reach the server here, so only the proxy's own headers are dropped.
    const headerLines: string[] = [];
    forEachHeader(request.rawHeaders, (name, value) => {
      if (!name.toLowerCase().startsWith("proxy-")) headerLines.push(`${name}: ${value}`);
    });
    const path = vetted.url.pathname + vetted.url.search;
    upstream.write(`${request.method} ${path} HTTP/1.1\r\n${headerLines.join("\r\n")}\r\n\r\n`);
    if (head.length > 0) upstream.write(head);
    splice(client, upstream);
  }

  /** CONNECT host:port (https:, wss:): a raw tunnel; TLS, SNI and Host stay end to end. */
  async function openTunnel(request: http.IncomingMessage, client: Duplex, head: Buffer): Promise<void> {
    const authority = request.url ?? "";
    if (!connectAuthority.test(authority)) return rejectSocket(client, 400, "Bad Request");
    const vetted = await vet(`CONNECT ${authority}`, `http://${authority}/`);
    if (!vetted.ok) return rejectSocket(client, 403, "Forbidden");

    let upstream: net.Socket;
    try {
      upstream = await connectToVetted(vetted.addresses, vetted.port);
    } catch {
      unreachable.push(`CONNECT ${authority}`);
      return rejectSocket(client, 502, "Bad Gateway");
    }
    client.write("HTTP/1.1 200 Connection Established\r\n\r\n");
    if (head.length > 0) upstream.write(head);
    splice(client, upstream);
  }

  const server = http.createServer({ maxHeaderSize: MAX_REQUEST_HEADER_BYTES });
  server.headersTimeout = 10_000;
  server.on("connection", track);
  server.on("request", (request, response) => {
    forwardRequest(request, response).catch(() => response.destroy());
  });
  // After "upgrade" and "connect" the socket is ours: without an error listener a reset would crash Node.
  server.on("upgrade", (request: http.IncomingMessage, client: Duplex, head: Buffer) => {
    client.on("error", () => client.destroy());
    forwardUpgrade(request, client, head).catch(() => client.destroy());
  });
  server.on("connect", (request: http.IncomingMessage, client: Duplex, head: Buffer) => {
    client.on("error", () => client.destroy());
    openTunnel(request, client, head).catch(() => client.destroy());
  });
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex) => {
    // Chromium opens spare connections it may never use; when Node times them out, an answer would be
    // read as the reply to the next page load on that connection. Such idle connections just close.
    if (error.code === "ERR_HTTP_REQUEST_TIMEOUT" && (socket as net.Socket).bytesRead === 0) {
      socket.destroy();
      return;
    }
    // Oversized or malformed requests; answer if the socket still can, as Node's default handler would.
    const status =
      error.code === "HPE_HEADER_OVERFLOW" ? "431 Request Header Fields Too Large" : "400 Bad Request";
    if (socket.writable) socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
    else socket.destroy();
  });

  await new Promise<void>((resolveListen, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      server.off("error", reject);
      resolveListen();
    });
  });
  ownPort = (server.address() as net.AddressInfo).port;

  return {
    port: ownPort,
    url: `http://127.0.0.1:${ownPort}`,
    refused,
    unreachable,
    close: () =>
      new Promise<void>((resolveClose) => {
        server.close(() => resolveClose());
        for (const socket of sockets) socket.destroy();
      }),
  };
}

/** net.connect only calls lookup for host names; reaching this would bypass the single vetted resolution. */
const refuseLookup: net.LookupFunction = (hostname, _options, callback) => {
  callback(new Error(`refusing a second DNS lookup of ${hostname}`), "", 0);
};

function isLoopback(address: string): boolean {
  return address === "::1" || address.startsWith("127.") || address.startsWith("::ffff:127.");
}

function forEachHeader(rawHeaders: readonly string[], visit: (name: string, value: string) => void): void {
  for (let i = 0; i + 1 < rawHeaders.length; i += 2)
    visit(rawHeaders[i] as string, rawHeaders[i + 1] as string);
}

/** rawHeaders without hop-by-hop headers, including those the Connection header names. */
function endToEndHeaders(rawHeaders: readonly string[]): string[] {
  const dropped = new Set(hopByHopHeaders);
  forEachHeader(rawHeaders, (name, value) => {
    if (name.toLowerCase() !== "connection") return;
    for (const token of value.split(",")) dropped.add(token.trim().toLowerCase());
  });
  const kept: string[] = [];
  forEachHeader(rawHeaders, (name, value) => {
    if (!dropped.has(name.toLowerCase())) kept.push(name, value);
  });
  return kept;
}

function reply(response: http.ServerResponse, status: number, message: string): void {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  response.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", Connection: "close" });
  response.end(message);
}

function rejectSocket(socket: Duplex, status: number, statusText: string): void {
  socket.end(`HTTP/1.1 ${status} ${statusText}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/** Bytes both ways until either side ends; then both are torn down. */
function splice(client: Duplex, upstream: net.Socket): void {
  const closeBoth = () => {
    client.destroy();
    upstream.destroy();
  };
  client.once("close", closeBoth);
  upstream.once("close", closeBoth);
  upstream.on("error", closeBoth);
  client.on("error", closeBoth);
  client.pipe(upstream);
  upstream.pipe(client);
}
