/**
 * Serves tests/fixtures/barriers on 127.0.0.1 (port 0), plus the routes a static folder cannot express:
 * a strict CSP header, a page that never answers, a redirect to an address the guard must refuse, an
 * iframe from another origin, pages that exceed the request and byte caps, and one with 1,000 failing
 * elements.
 */
import { readFile } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { extname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const barriersDir = fileURLToPath(new URL("../fixtures/barriers/", import.meta.url));

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".png": "image/png",
  ".json": "application/json",
};

/** Forbids every script, inline and external, and eval: what axe injection must survive. */
const strictCsp = "default-src 'self'; script-src 'none'; object-src 'none'; base-uri 'none'";

export type BarrierServer = {
  origin: string;
  hostPort: string;
  close(): Promise<void>;
};

/** `refusedOrigin`: where /redirect-internal points, an origin the scan policy does not allow. */
export async function startBarrierServer(options: { refusedOrigin: string }): Promise<BarrierServer> {
  const sockets = new Set<Socket>();
  let port = 0;
  const server = http.createServer(async (request, response) => {
    const path = new URL(request.url ?? "/", "http://fixture").pathname;
    switch (path) {
      case "/never":
        // Headers never come: the navigation can only time out.
        return;
      case "/redirect-internal":
        response.writeHead(302, { Location: `${options.refusedOrigin}/` }).end();
        return;
      case "/cross-origin-iframe.html":
        // The same embedded page, but from another origin (localhost instead of 127.0.0.1).
        return html(
          response,
          page(
            "Iframe einer anderen Herkunft",
            `<iframe src="http://localhost:${port}/iframe-content.html" title="Fremder Inhalt"></iframe>`,
          ),
        );
      case "/many-failures.html":
        // One data: image, so that 1,000 elements cost no requests.
        return html(
          response,
          page(
            "Viele Fehler",
            '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" class="x">'.repeat(1000),
          ),
        );
      case "/many-failures-framed.html":
        return html(
          response,
          page("Viele Fehler im Iframe", '<iframe src="many-failures.html" title="Viele Fehler"></iframe>'),
        );
      case "/too-many-requests.html":
        // Fetches, not images: Chromium holds back images while a page loads and sends them a few at a
        // time, so on a busy machine the scan could end before the cap is reached. Distinct URLs, so that
        // neither the cache nor request coalescing merges them.
        return html(
          response,
          page(
            "Viele Anfragen",
            '<script>for (let i = 0; i < 80; i++) fetch("pixel.png?n=" + i).catch(() => {});</script>',
          ),
        );
      case "/too-many-bytes.html":
        return html(response, page("Große Datei", '<script src="big.js"></script>'));
      case "/slow.css":
        // Arrives well after the document: a page without scripts must still wait for its stylesheets.
        setTimeout(() => {
          response
            .writeHead(200, { "Content-Type": "text/css" })
            .end(".blass { color: #bbb; background: #fff; }");
        }, 400);
        return;
      case "/big.js":
        // 3 MB of comment: more than the byte cap the tests configure, sent in chunks.
        response.writeHead(200, { "Content-Type": "text/javascript" });
        for (let i = 0; i < 48; i++) response.write(`/*${"x".repeat(64 * 1024 - 4)}*/`);
        response.end();
        return;
    }
    const name = path.slice(1);
    if (!/^[a-z0-9-]+\.(html|png|json)$/.test(name)) return notFound(response);
    let body: Buffer;
    try {
      body = await readFile(join(barriersDir, name));
    } catch {
      return notFound(response);
    }
    const headers: Record<string, string> = { "Content-Type": contentTypes[extname(name)] ?? "text/plain" };
    if (name === "strict-csp.html") headers["Content-Security-Policy"] = strictCsp;
    response.writeHead(200, headers).end(body);
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  port = (server.address() as AddressInfo).port;
  return {
    origin: `http://127.0.0.1:${port}`,
    hostPort: `127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        for (const socket of sockets) socket.destroy();
      }),
  };
}

function html(response: http.ServerResponse, body: string): void {
  response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(body);
}

function notFound(response: http.ServerResponse): void {
  response
    .writeHead(404, { "Content-Type": "text/html; charset=utf-8" })
    .end('<!doctype html><html lang="de"><title>Nicht gefunden</title><h1>Nicht gefunden</h1>');
}

function page(title: string, content: string): string {
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>${title}</title></head><body><main><h1>${title}</h1>${content}</main></body></html>`;
}
