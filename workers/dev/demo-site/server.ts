/**
 * The demo shop for `npm run dev`: a small German web shop with typical barriers on a local port, so that
 * a free scan, a signed-in site scan and every report can be tried without internet. Only the development
 * scanner may scan it (workers/dev/dev.ts allows exactly its host and port); production never does.
 *
 * Run on its own:  npx tsx workers/dev/demo-site/server.ts   (DEMO_SITE_PORT, default 8792)
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";
import { createDemoAccount, hostOf } from "./account";
import { demoDataSheet, demoImage, demoPages, demoPdf, renderPage } from "./pages";

export type DemoSite = {
  url: string;
  hostPort: string;
  /** Ends every customer session at once, as the shop's session time limit does. */
  endSessions(): void;
  close(): Promise<void>;
};

export async function startDemoSite(options: { port: number; sessionMs?: number }): Promise<DemoSite> {
  const host = "127.0.0.1";
  let origin = "";
  const pdf = demoPdf();
  const account = createDemoAccount({ sessionMs: options.sessionMs });

  const server = http.createServer(async (request, response) => {
    const path = new URL(request.url ?? "/", origin).pathname;
    // The customer account and checkout (account.ts): behind the login, not in the sitemap.
    if (await account.handle(request, response, path)) return;
    const send = (status: number, type: string, body: string | Uint8Array) =>
      response.writeHead(status, { "Content-Type": type }).end(body);
    if (request.method !== "GET" && request.method !== "HEAD") {
      // The shop's forms post here; the demo keeps nothing and shows the page again.
      return response.writeHead(303, { Location: path }).end();
    }
    // Addresses as the visitor called the shop (a test reaches it under another host name).
    const here = hostOf(request) ? `http://${hostOf(request)}` : origin;
    if (path === "/robots.txt") {
      // The second sitemap is the customer area's: only a signed-in visitor gets it (account.ts).
      return send(
        200,
        "text/plain; charset=utf-8",
        `User-agent: *\nDisallow: /intern/\n\nSitemap: ${here}/sitemap.xml\nSitemap: ${here}/konto/sitemap.xml\n`,
      );
    }
    if (path === "/sitemap.xml") {
      const listed = Object.keys(demoPages).filter((page) => !page.startsWith("/intern/"));
      const urls = listed.map((page) => `  <url><loc>${here}${page}</loc></url>`).join("\n");
      return send(
        200,
        "application/xml; charset=utf-8",
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
      );
    }
    if (path === "/agb.pdf") return send(200, "application/pdf", pdf);
    const dataSheet = /^\/datenblatt-([a-z-]+)\.pdf$/.exec(path);
    if (dataSheet) {
      const sheet = await demoDataSheet(dataSheet[1] as string);
      if (sheet) return send(200, "application/pdf", sheet);
    }
    if (path.startsWith("/bilder/")) {
      const image = demoImage(path.slice("/bilder/".length));
      if (image) return send(200, "image/svg+xml", image);
    }
    const page = demoPages[path];
    if (page) return send(200, "text/html; charset=utf-8", renderPage(page));
    send(
      404,
      "text/html; charset=utf-8",
      renderPage({ title: "Seite nicht gefunden", body: "<h1>Seite nicht gefunden</h1>" }),
    );
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  origin = `http://${host}:${port}`;
  return {
    url: `${origin}/`,
    hostPort: `${host}:${port}`,
    endSessions: account.endSessions,
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const site = await startDemoSite({ port: Number(process.env.DEMO_SITE_PORT ?? 8792) });
  console.log(`Demo shop: ${site.url}`);
}
