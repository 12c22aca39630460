import { readFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import { extname, join, normalize, resolve } from "node:path";

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".json": "application/json",
  ".xml": "application/xml",
  ".xhtml": "application/xhtml+xml",
  ".txt": "text/plain; charset=utf-8",
  ".pdf": "application/pdf",
  ".webm": "video/webm",
  ".vtt": "text/vtt; charset=utf-8",
};

export type StaticServer = { url: string; port: number; server: Server; close(): Promise<void> };

/**
 * Serves a fixture folder on 127.0.0.1; "/" and "/dir/" map to index.html. Byte ranges are answered as
 * web servers do: without them a browser cannot seek in a video.
 */
export async function startStaticServer(root: string, port = 0): Promise<StaticServer> {
  const base = resolve(root);
  const server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? "/", "http://fixture").pathname);
    const file = normalize(join(base, path.endsWith("/") ? `${path}index.html` : path));
    if (!file.startsWith(base)) {
      response.writeHead(403).end();
      return;
    }
    try {
      const body = await readFile(file);
      const type = contentTypes[extname(file)] ?? "application/octet-stream";
      const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.range ?? "");
      if (range && body.length > 0 && (range[1] || range[2])) {
        const start = range[1] ? Number(range[1]) : Math.max(0, body.length - Number(range[2]));
        const end = range[1] && range[2] ? Math.min(Number(range[2]), body.length - 1) : body.length - 1;
        if (start > end || start >= body.length) {
          response.writeHead(416, { "Content-Range": `bytes */${body.length}` }).end();
          return;
        }
        response.writeHead(206, {
          "Content-Type": type,
          "Content-Range": `bytes ${start}-${end}/${body.length}`,
          "Accept-Ranges": "bytes",
        });
        response.end(body.subarray(start, end + 1));
        return;
      }
      response.writeHead(200, { "Content-Type": type, "Accept-Ranges": "bytes" });
      response.end(body);
    } catch {
      response
        .writeHead(404, { "Content-Type": "text/html; charset=utf-8" })
        .end("<!doctype html><title>404</title>");
    }
  });
  await new Promise<void>((done) => server.listen(port, "127.0.0.1", done));
  const address = server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  return {
    url: `http://127.0.0.1:${actualPort}/`,
    port: actualPort,
    server,
    // A browser that outlives the server (the check suites' shared Chromium) keeps its connections
    // alive: closed here, or the server would wait for them.
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
