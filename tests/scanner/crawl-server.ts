/**
 * A small site served from memory on 127.0.0.1 (port 0) for the crawler tests, with a log of every
 * request it answered: what the crawler never fetched is what it never asked for.
 */
import http from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { gzipSync } from "node:zlib";

export type Route =
  | string
  | {
      status?: number;
      type?: string;
      body?: string | Uint8Array;
      /** Sent with Content-Encoding: gzip. */
      gzipEncoded?: boolean;
      location?: string;
    };

export type CrawlServer = {
  origin: string;
  hostPort: string;
  port: number;
  /** "GET /path?query" per request, in order, with the User-Agent seen. */
  requests: { path: string; userAgent: string; at: number }[];
  paths(): string[];
  close(): Promise<void>;
};

/** routes: path (with query, if any) → HTML string, or a full answer. Unknown paths answer 404. */
export async function startCrawlServer(routes: Record<string, Route>): Promise<CrawlServer> {
  const sockets = new Set<Socket>();
  const requests: CrawlServer["requests"] = [];
  const server = http.createServer((request, response) => {
    const path = request.url ?? "/";
    requests.push({ path, userAgent: request.headers["user-agent"] ?? "", at: Date.now() });
    const route = routes[path];
    if (route === undefined) {
      response
        .writeHead(404, { "Content-Type": "text/html; charset=utf-8" })
        .end('<!doctype html><html lang="de"><title>Nicht gefunden</title><h1>Nicht gefunden</h1>');
      return;
    }
    if (typeof route === "string") {
      response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(route);
      return;
    }
    const headers: Record<string, string> = { "Content-Type": route.type ?? "text/html; charset=utf-8" };
    if (route.location !== undefined) headers.Location = route.location;
    let body: string | Uint8Array = route.body ?? "";
    if (route.gzipEncoded) {
      headers["Content-Encoding"] = "gzip";
      body = gzipSync(body);
    }
    response.writeHead(route.status ?? 200, headers).end(body);
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    hostPort: `127.0.0.1:${port}`,
    port,
    requests,
    paths: () => requests.map((entry) => entry.path),
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        for (const socket of sockets) socket.destroy();
      }),
  };
}

/** A tiny accessible page with the given links. */
export function linkPage(title: string, hrefs: string[]): string {
  const links = hrefs.map((href, i) => `<li><a href="${href}">Link ${i + 1}</a></li>`).join("");
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>${title}</title></head><body><main><h1>${title}</h1><ul>${links}</ul></main></body></html>`;
}

export function urlset(locations: string[]): string {
  const entries = locations.map((loc) => `<url><loc>${loc}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>`;
}

export function sitemapIndex(locations: string[]): string {
  const entries = locations.map((loc) => `<sitemap><loc>${loc}</loc></sitemap>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</sitemapindex>`;
}

export const xml = (body: string | Uint8Array, extra: Omit<Exclude<Route, string>, "body"> = {}): Route => ({
  type: "application/xml",
  body,
  ...extra,
});
