/**
 * The pages of the demo shop "Rösterei Morgenrot", a small German web shop with the barriers real shops
 * have: images without text alternatives, low contrast, form fields without labels, icon links and buttons
 * without names, a page without a language, skipped heading levels, a zoom lock. Some pages are clean, so
 * that a report also shows what passed. `npm run dev` serves it for the scanner to have something to scan
 * offline (workers/dev/demo-site/server.ts). Its terms are an untagged PDF, its data sheets tagged ones.
 */
import { PDFDocument, PDFHexString, PDFName, PDFString } from "pdf-lib";

export type DemoPage = { title: string; body: string; lang?: string | null; head?: string };

const products = [
  { slug: "espresso-morgenrot", name: "Espresso Morgenrot", price: "12,90 €", image: "espresso.svg" },
  { slug: "filterkaffee-hochland", name: "Filterkaffee Hochland", price: "10,50 €", image: "filter.svg" },
  {
    slug: "entkoffeiniert-abendruhe",
    name: "Entkoffeiniert Abendruhe",
    price: "11,20 €",
    image: "decaf.svg",
  },
];

const header = `<header class="kopf">
  <a href="/"><img src="/bilder/logo.svg" width="160" height="40" alt="Rösterei Morgenrot – Startseite"></a>
  <nav>
    <a href="/">Start</a> <a href="/kaffee/">Kaffee</a> <a href="/warenkorb">Warenkorb</a>
    <a href="/kontakt">Kontakt</a>
    <a href="/warenkorb" class="icon"><svg width="24" height="24" viewBox="0 0 24 24"><circle cx="12" cy="12" r="10"/></svg></a>
  </nav>
  <form action="/suche" class="suche"><input type="search" name="q" placeholder="Suchen …"><button type="submit"><svg width="16" height="16" viewBox="0 0 16 16"><circle cx="7" cy="7" r="5"/></svg></button></form>
</header>`;

const footer = `<footer class="fuss">
  <p class="blass">© 2026 Rösterei Morgenrot GmbH · <a href="/impressum">Impressum</a> · <a href="/agb.pdf">AGB (PDF)</a></p>
</footer>`;

const style = `<style>
  body { font-family: sans-serif; margin: 0 auto; max-width: 60rem; padding: 1rem; color: #222; }
  .kopf, .fuss { border-bottom: 1px solid #ddd; padding: 0.5rem 0; }
  .blass { color: #b8b8b8; }
  .preis { color: #f4a6a6; background: #fff; }
  .produkte { display: flex; gap: 1rem; list-style: none; padding: 0; }
</style>`;

export function renderPage(page: DemoPage): string {
  const lang = page.lang === null ? "" : ` lang="${page.lang ?? "de"}"`;
  return `<!doctype html>
<html${lang}>
<head>
<meta charset="utf-8">
${page.head ?? '<meta name="viewport" content="width=device-width, initial-scale=1">'}
<title>${page.title}</title>
${style}
</head>
<body>
${header}
<main>
${page.body}
</main>
${footer}
</body>
</html>`;
}

/** The shop's pages by path; every one is linked from another or listed in the sitemap. */
export const demoPages: Record<string, DemoPage> = {
  "/": {
    title: "Rösterei Morgenrot – Kaffee frisch geröstet",
    // Pinch-zoom locked, as many shop themes still do.
    head: '<meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no">',
    body: `<h1>Frisch geröstet in Leipzig</h1>
<img src="/bilder/titel.svg" width="600" height="240">
<p class="blass">Jetzt neu: unsere Herbstmischung. Nur solange der Vorrat reicht.</p>
<h3>Unsere Lieblinge</h3>
<ul class="produkte">
${products.map((p) => `<li><a href="/kaffee/${p.slug}"><img src="/bilder/${p.image}" width="120" height="120" alt="${p.name}"></a> <span class="preis">${p.price}</span></li>`).join("\n")}
</ul>
<p>Mehr über unsere Bohnen erfahren Sie <a href="/kaffee/">hier</a>.</p>`,
  },
  "/kaffee/": {
    title: "Kaffee – Rösterei Morgenrot",
    body: `<h1>Kaffee</h1>
<label for="sortierung">Sortieren nach</label>
<select id="sortierung" name="sortierung"><option>Beliebtheit</option><option>Preis</option></select>
<ul class="produkte">
${products.map((p) => `<li><h2><a href="/kaffee/${p.slug}">${p.name}</a></h2><img src="/bilder/${p.image}" width="120" height="120"><p>${p.price}</p></li>`).join("\n")}
</ul>`,
  },
  ...Object.fromEntries(
    products.map((p) => [
      `/kaffee/${p.slug}`,
      {
        title: `${p.name} – Rösterei Morgenrot`,
        body: `<h1>${p.name}</h1>
<img src="/bilder/${p.image}" width="240" height="240" alt="">
<p class="preis">${p.price} je 250 g</p>
<form action="/warenkorb" method="post">
  <select name="mahlgrad"><option>Ganze Bohne</option><option>Gemahlen</option></select>
  <input type="number" name="menge" value="1" min="1">
  <button type="submit">In den Warenkorb</button>
</form>
<div tabindex="3" onclick="this.nextElementSibling.hidden = !this.nextElementSibling.hidden">Details anzeigen</div>
<p hidden>Röstgrad mittel, Herkunft Peru und Brasilien.</p>
<p><a href="/datenblatt-${p.slug}.pdf">Datenblatt (PDF)</a></p>`,
      } satisfies DemoPage,
    ]),
  ),
  "/warenkorb": {
    title: "Warenkorb – Rösterei Morgenrot",
    body: `<h1>Warenkorb</h1>
<p>Espresso Morgenrot, 1 × 12,90 €</p>
<form action="/warenkorb" method="post">
  <h2>Lieferadresse</h2>
  <input type="text" name="name" placeholder="Name" autocomplete="name">
  <input type="text" name="strasse" placeholder="Straße und Hausnummer">
  <label for="plz">PLZ</label> <input id="plz" type="text" name="plz" autocomplete="postleitzahl">
  <label for="email">E-Mail</label> <input id="email" type="email" name="email" autocomplete="email">
  <input type="checkbox" name="agb"> Ich akzeptiere die <a href="/agb.pdf">AGB</a>.
  <button type="submit" class="blass">Zahlungspflichtig bestellen</button>
</form>`,
  },
  "/kontakt": {
    title: "Kontakt – Rösterei Morgenrot",
    body: `<h1>Kontakt</h1>
<p>Fragen zu Ihrer Bestellung? Schreiben Sie uns.</p>
<form action="/kontakt" method="post">
  <p><label for="kontakt-name">Name</label><br><input id="kontakt-name" name="name" autocomplete="name" required></p>
  <p><label for="kontakt-email">E-Mail</label><br><input id="kontakt-email" type="email" name="email" autocomplete="email" required></p>
  <p><label for="kontakt-nachricht">Nachricht</label><br><textarea id="kontakt-nachricht" name="nachricht" rows="5"></textarea></p>
  <p><button type="submit">Nachricht senden</button></p>
</form>`,
  },
  "/impressum": {
    title: "Impressum – Rösterei Morgenrot",
    // An imprint copied in from another tool, without the page's language.
    lang: null,
    body: `<h1>Impressum</h1>
<p>Rösterei Morgenrot GmbH, Musterweg 5, 04109 Leipzig. Vertreten durch Erika Musterfrau.</p>
<p>Unsere Allgemeinen Geschäftsbedingungen finden Sie als <a href="/agb.pdf">PDF-Dokument</a>.</p>`,
  },
  "/ueber-uns": {
    title: "Über uns – Rösterei Morgenrot",
    body: `<h1>Über uns</h1>
<p>Seit 2012 rösten wir in kleinen Chargen, langsam und schonend.</p>
<img src="/bilder/roesterei.svg" width="400" height="200" alt="Die Röstmaschine in unserer Werkstatt">`,
  },
  "/intern/lager": {
    title: "Lagerbestand (intern)",
    body: "<h1>Lagerbestand</h1><p>Nur für Mitarbeitende.</p>",
  },
};

/** Product images and logos: plain SVG shapes, enough to be images on the page. */
export function demoImage(name: string): string | undefined {
  const colours: Record<string, string> = {
    "logo.svg": "#7a2e0e",
    "titel.svg": "#c2410c",
    "espresso.svg": "#3f1d0b",
    "filter.svg": "#92400e",
    "decaf.svg": "#57534e",
    "roesterei.svg": "#44403c",
  };
  const colour = colours[name];
  if (!colour) return undefined;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120"><rect width="120" height="120" fill="${colour}"/><circle cx="60" cy="60" r="30" fill="#fde68a"/></svg>`;
}

/**
 * A product's data sheet as a tagged PDF: structure (H1, P, Figure with alternative text), language,
 * displayed title and the PDF/UA identifier. Its font is one of PDF's standard fonts, not embedded, which
 * PDF/UA only recommends against. The terms (demoPdf) are the untagged counterpart.
 */
export async function demoDataSheet(slug: string): Promise<Uint8Array | undefined> {
  const product = products.find((candidate) => candidate.slug === slug);
  if (!product) return undefined;
  const document = await PDFDocument.create({ updateMetadata: false });
  const { context, catalog } = document;
  const title = `Datenblatt ${product.name}`;
  const ascii = (text: string) => text.replace(/[^\x20-\x7e]/g, "");
  const xmp = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:pdfuaid="http://www.aiim.org/pdfua/ns/id/">
<dc:title><rdf:Alt><rdf:li xml:lang="x-default">${title}</rdf:li></rdf:Alt></dc:title><pdfuaid:part>1</pdfuaid:part>
</rdf:Description></rdf:RDF></x:xmpmeta>`;
  catalog.set(
    PDFName.of("Metadata"),
    context.register(context.stream(new TextEncoder().encode(xmp), { Type: "Metadata", Subtype: "XML" })),
  );
  catalog.set(PDFName.of("Lang"), PDFString.of("de-DE"));
  catalog.set(PDFName.of("ViewerPreferences"), context.obj({ DisplayDocTitle: true }));
  catalog.set(PDFName.of("MarkInfo"), context.obj({ Marked: true }));
  const page = document.addPage([595, 842]);
  const font = context.register(
    context.obj({ Type: "Font", Subtype: "Type1", BaseFont: "Helvetica", Encoding: "WinAnsiEncoding" }),
  );
  page.node.set(PDFName.of("Resources"), context.obj({ Font: { F1: font } }));
  page.node.set(PDFName.of("StructParents"), context.obj(0));
  const content = [
    `/H1 <</MCID 0>> BDC BT /F1 20 Tf 72 760 Td (${ascii(title)}) Tj ET EMC`,
    `/P <</MCID 1>> BDC BT /F1 12 Tf 72 720 Td (Preis: ${ascii(product.price)} je 250 g. Roestgrad mittel.) Tj ET EMC`,
    "/Figure <</MCID 2>> BDC 0.76 0.25 0.05 rg 72 560 120 120 re f EMC",
    "/Artifact BMC BT /F1 9 Tf 72 40 Td (Seite 1 von 1) Tj ET EMC",
  ].join("\n");
  page.node.set(PDFName.of("Contents"), context.register(context.flateStream(content)));
  const rootRef = context.nextRef();
  const documentRef = context.nextRef();
  const element = (type: string, mcid: number, extra: Record<string, unknown> = {}) =>
    context.register(
      context.obj({ Type: "StructElem", S: type, P: documentRef, Pg: page.ref, K: [mcid], ...extra }),
    );
  const kids = [
    element("H1", 0),
    element("P", 1),
    element("Figure", 2, { Alt: PDFHexString.fromText(`Packung ${product.name}`) }),
  ];
  context.assign(documentRef, context.obj({ Type: "StructElem", S: "Document", P: rootRef, K: kids }));
  context.assign(
    rootRef,
    context.obj({ Type: "StructTreeRoot", K: documentRef, ParentTree: { Nums: [0, kids] } }),
  );
  catalog.set(PDFName.of("StructTreeRoot"), rootRef);
  return document.save({ useObjectStreams: false });
}

/** A one-page PDF (the shop's terms), with the byte offsets its cross-reference table needs. */
export function demoPdf(): Uint8Array {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    "<< /Length 58 >>\nstream\nBT /F1 18 Tf 72 760 Td (AGB der Roesterei Morgenrot) Tj ET\nendstream",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let pdf = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, "0")} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}
