/**
 * A generated site of varied pages for the benchmark (50 by default), served from memory on 127.0.0.1:
 * small and large pages, forms, tables, images, landmarks, some with barriers, shared CSS and
 * JavaScript, content rendered after a fetch, an iframe, and one page whose image takes seconds to
 * arrive. For the whole-site case it also has a robots.txt, a sitemap of every page, and links from
 * page to page (navigation, cards, a "next page" link), so that a crawl finds each page both ways.
 */
import http from "node:http";
import type { AddressInfo, Socket } from "node:net";

export type FixtureSite = { origin: string; hostPort: string; paths: string[]; close(): Promise<void> };

const defaultPageCount = 50;
const slowImageMs = 3_000;

const stylesheet = `
body { font: 16px/1.5 system-ui, sans-serif; margin: 0; color: #1a1a1a; background: #fff; }
header, footer { background: #0b3d91; color: #fff; padding: 1rem; }
header a, footer a { color: #fff; }
main { max-width: 60rem; margin: 0 auto; padding: 1rem; }
table { border-collapse: collapse; } td, th { border: 1px solid #999; padding: .25rem .5rem; }
.card { display: inline-block; width: 12rem; margin: .5rem; vertical-align: top; }
.muted { color: #9a9a9a; }
`;

/** A little client-side rendering, as many sites have: a menu toggle and a "recently viewed" list. */
const script = `
document.addEventListener("DOMContentLoaded", function () {
  var nav = document.querySelector("nav ul");
  if (nav) {
    var button = document.createElement("button");
    button.textContent = "Menü";
    button.setAttribute("aria-expanded", "false");
    button.addEventListener("click", function () { nav.hidden = !nav.hidden; });
    nav.parentNode.insertBefore(button, nav);
  }
  var recent = document.getElementById("recent");
  if (recent) {
    fetch("/api/recent.json").then(function (r) { return r.json(); }).then(function (items) {
      recent.innerHTML = items.map(function (item) { return "<li><a href=\\"" + item.href + "\\">" + item.title + "</a></li>"; }).join("");
    });
  }
});
`;

/** Deterministic pseudo-random numbers: the same site on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const words =
  "Barrierefreiheit Website Kontrast Formular Tabelle Bild Navigation Inhalt Seite Bericht Kunde Angebot Service Hilfe Kontakt Preis Termin Antrag Bürger Dienst".split(
    " ",
  );

function text(next: () => number, count: number): string {
  return Array.from({ length: count }, () => words[Math.floor(next() * words.length)]).join(" ");
}

function pageHtml(index: number, pageCount: number): string {
  const next = random(index + 1);
  const size = index % 5 === 0 ? "large" : index % 3 === 0 ? "medium" : "small";
  const paragraphs = size === "large" ? 60 : size === "medium" ? 15 : 3;
  const withBarriers = index % 4 === 1;
  const withCss = index % 2 === 0;
  const withScript = index % 3 === 1;
  const parts: string[] = [];

  parts.push(`<h1>Seite ${index}: ${text(next, 3)}</h1>`);
  for (let i = 0; i < paragraphs; i++) parts.push(`<p>${text(next, 40)}</p>`);

  const images = size === "large" ? 12 : 3;
  for (let i = 0; i < images; i++) {
    const alt = withBarriers && i === 0 ? "" : ` alt="${text(next, 2)}"`;
    parts.push(`<img src="/img/${index}-${i}.svg"${alt} width="120" height="80">`);
  }

  if (index % 3 === 0) {
    parts.push(`<form action="/suche"><h2>Formular</h2>
      ${withBarriers ? '<input type="text" name="q">' : '<label for="q">Suchbegriff</label><input id="q" type="text" name="q">'}
      <label for="e-${index}">E-Mail</label><input id="e-${index}" type="email" autocomplete="email">
      <fieldset><legend>Anrede</legend><label><input type="radio" name="a"> Frau</label><label><input type="radio" name="a"> Herr</label></fieldset>
      <select aria-label="Land"><option>Deutschland</option><option>Österreich</option></select>
      <button type="submit">${withBarriers ? "" : "Absenden"}</button></form>`);
  }
  if (index % 4 === 2 || size === "large") {
    const rows = size === "large" ? 80 : 10;
    const body = Array.from(
      { length: rows },
      (_, r) =>
        `<tr><th scope="row">Zeile ${r}</th><td>${text(next, 2)}</td><td>${Math.floor(next() * 1000)}</td></tr>`,
    ).join("");
    parts.push(
      `<table><caption>Tabelle ${index}</caption><thead><tr><th scope="col">Name</th><th scope="col">Wert</th><th scope="col">Zahl</th></tr></thead><tbody>${body}</tbody></table>`,
    );
  }
  if (size === "large") {
    const cards = Array.from(
      { length: 40 },
      (_, c) =>
        `<div class="card"><h3>${text(next, 2)}</h3><p>${text(next, 12)}</p><a href="/page-${(index + c) % pageCount}.html">Mehr zu ${c}</a></div>`,
    ).join("");
    parts.push(`<section aria-label="Karten">${cards}</section>`);
  }
  if (withBarriers) {
    parts.push(`<p class="muted" style="color:#b0b0b0">${text(next, 10)}</p><a href="/page-0.html"></a>`);
  }
  if (withScript) parts.push('<h2>Zuletzt angesehen</h2><ul id="recent"></ul>');
  parts.push(`<p><a href="/page-${(index + 1) % pageCount}.html#inhalt">Nächste Seite</a></p>`);
  if (index === 7) parts.push(`<img src="/slow.png" alt="Langsam geladenes Bild" width="10" height="10">`);
  if (index === 11)
    parts.push('<iframe src="/page-2.html" title="Eingebettete Seite" width="400" height="200"></iframe>');
  if (index === 13) {
    // Many small requests, still below the engine's cap.
    for (let i = 0; i < 60; i++) parts.push(`<img src="/img/many-${i}.svg" alt="" width="8" height="8">`);
  }

  const nav = Array.from({ length: 6 }, (_, i) => `<li><a href="/page-${i}.html">${words[i]}</a></li>`).join(
    "",
  );
  const landmarks = index % 6 !== 5;
  const head = `<meta charset="utf-8"><title>Seite ${index}</title>${withCss ? '<link rel="stylesheet" href="/style.css">' : ""}${withScript ? '<script src="/app.js" defer></script>' : ""}`;
  const body = landmarks
    ? `<header><nav aria-label="Hauptmenü"><ul>${nav}</ul></nav></header><main>${parts.join("\n")}</main><footer><a href="/impressum.html">Impressum</a></footer>`
    : `<div>${parts.join("\n")}</div>`;
  return `<!doctype html><html lang="${withBarriers && index % 8 === 1 ? "" : "de"}"><head>${head}</head><body>${body}</body></html>`;
}

/**
 * One barrier each, on a small static page without scripts, as in a public audit's test pages: the
 * pages a scan with all checks must not make slow. Their order repeats every barriers.length pages.
 */
const barriers: ((n: number) => string)[] = [
  (n) => `<img src="/img/small-${n}.svg" width="120" height="80">`,
  (n) => `<form action="/suche"><input type="text" name="q${n}"><button type="submit">Suchen</button></form>`,
  () => `<p style="color:#aaa;background:#fff">Heller Text auf weißem Grund ist schwer zu lesen.</p>`,
  (n) => `<p><a href="/small-${n + 1}.html"></a></p>`,
  () => `<button type="button"></button>`,
  () => `<h4>Eine Überschrift, die Ebenen überspringt</h4>`,
  () => `<table><tr><td>Name</td><td>Preis</td></tr><tr><td>Tee</td><td>3 €</td></tr></table>`,
  () => `<p id="doppelt">Eins</p><p id="doppelt">Zwei</p>`,
  () => `<p><a href="/small-0.html" tabindex="3">Zum Anfang</a></p>`,
  () => `<p><a href="/small-0.html" style="outline:none">Ohne sichtbaren Fokus</a></p>`,
  () => `<p lang="xx-unbekannt">Text in einer Sprache ohne gültigen Code.</p>`,
  () => `<ul><li>Eins</li></ul><div role="listitem">Ohne Liste</div>`,
  () =>
    `<p style="line-height:1 !important">Ein Absatz, dessen Zeilenabstand mit !important festgelegt ist und der über mehrere Zeilen läuft, so dass Nutzer den Abstand nicht vergrößern können, auch wenn sie es brauchen.</p>`,
  () =>
    `<div style="width:900px">Ein Kasten mit fester Breite, der bei 320 Pixeln Breite seitlich gescrollt werden muss.</div>`,
];

function smallPageHtml(index: number): string {
  const barrier = barriers[index % barriers.length] as (n: number) => string;
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Testseite ${index}</title></head><body><main><h1>Testseite ${index}</h1><p>Diese Seite zeigt eine einzelne Barriere.</p>${barrier(index)}<p><a href="/small-${index + 1}.html">Nächste Testseite</a></p></main></body></html>`;
}

function svg(label: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80"><rect width="120" height="80" fill="#cde"/><text x="10" y="45">${label}</text></svg>`;
}

export async function startFixtureSite(
  options: {
    pageCount?: number;
    /** Pages per sitemap: robots.txt then names a sitemap index of several sitemaps, as large sites have. */
    sitemapSize?: number;
    /** Small static pages with one barrier each (/small-N.html) instead of the varied ones. */
    small?: boolean;
  } = {},
): Promise<FixtureSite> {
  const pageCount = options.pageCount ?? defaultPageCount;
  const sitemapSize = options.sitemapSize ?? pageCount;
  const pages = new Map(
    Array.from({ length: pageCount }, (_, i) =>
      options.small ? [`/small-${i}.html`, smallPageHtml(i)] : [`/page-${i}.html`, pageHtml(i, pageCount)],
    ),
  );
  let origin = "";
  const sockets = new Set<Socket>();
  const server = http.createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://fixture").pathname;
    const page = pages.get(path);
    if (page) return send(response, "text/html; charset=utf-8", page);
    if (path === "/robots.txt") {
      return send(
        response,
        "text/plain",
        `User-agent: *\nDisallow: /suche\n\nSitemap: ${origin}/sitemap.xml\n`,
      );
    }
    if (path === "/sitemap.xml" && sitemapSize < pageCount) {
      const count = Math.ceil(pageCount / sitemapSize);
      const entries = Array.from(
        { length: count },
        (_, i) => `<sitemap><loc>${origin}/sitemaps/${i}.xml</loc></sitemap>`,
      ).join("");
      return send(
        response,
        "application/xml",
        `<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries}</sitemapindex>`,
      );
    }
    const part = /^\/sitemaps\/(\d+)\.xml$/.exec(path);
    if (path === "/sitemap.xml" || part) {
      const from = part ? Number(part[1]) * sitemapSize : 0;
      const entries = [...pages.keys()]
        .slice(from, from + sitemapSize)
        .map((page) => `<url><loc>${origin}${page}</loc></url>`)
        .join("");
      return send(
        response,
        "application/xml",
        `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries}</urlset>`,
      );
    }
    if (path === "/style.css") return send(response, "text/css", stylesheet, true);
    if (path === "/app.js") return send(response, "text/javascript", script, true);
    if (path === "/api/recent.json") {
      const items = [1, 2, 3].map((i) => ({ href: `/page-${i}.html`, title: `Seite ${i}` }));
      return send(response, "application/json", JSON.stringify(items));
    }
    if (path.startsWith("/img/")) return send(response, "image/svg+xml", svg(path.slice(5, 12)), true);
    if (path === "/slow.png") {
      setTimeout(() => send(response, "image/svg+xml", svg("langsam")), slowImageMs);
      return;
    }
    response.writeHead(404, { "Content-Type": "text/html; charset=utf-8" }).end("<title>404</title>");
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    hostPort: `127.0.0.1:${port}`,
    paths: [...pages.keys()],
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        for (const socket of sockets) socket.destroy();
      }),
  };
}

function send(response: http.ServerResponse, contentType: string, body: string, cacheable = false): void {
  const headers: Record<string, string> = { "Content-Type": contentType };
  // Shared assets are cacheable, as on real sites; pages are not.
  if (cacheable) headers["Cache-Control"] = "max-age=3600";
  if (!response.destroyed) response.writeHead(200, headers).end(body);
}
