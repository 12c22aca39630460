/**
 * The demo shop's customer account and checkout, behind a login: what a scan signed in and a flow
 * (login-profile.json, checkout-flow.json beside this file) have to reach. With the barriers checkouts
 * typically have: address fields without labels, an error message tied to no field, a payment choice
 * that only works with a mouse, and a session that ends without warning. The final "zahlungspflichtig
 * bestellen" never orders anything.
 *
 * One customer: kunde@morgenrot.example with the password of demoCustomer. The cart belongs to the
 * account, so that it survives signing in again.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { type DemoPage, renderPage } from "./pages";

export const demoCustomer = { email: "kunde@morgenrot.example", password: "Morgenrot-Demo-2026" } as const;

export type DemoAccount = {
  /** Answers the request when it is the account's or checkout's; false for every other address. */
  handle(request: IncomingMessage, response: ServerResponse, path: string): Promise<boolean>;
  /** Ends every session at once, as the shop's time limit does (tests). */
  endSessions(): void;
};

const sessionCookie = "morgenrot_sitzung";

export function createDemoAccount(options: { sessionMs?: number } = {}): DemoAccount {
  // Fifteen minutes, then the session is gone: no warning, no way to extend it.
  const sessionMs = options.sessionMs ?? 15 * 60_000;
  const sessions = new Map<string, number>();
  const order: { address?: Record<string, string>; payment?: string } = {};

  const signedIn = (request: IncomingMessage): boolean => {
    const token = cookieOf(request, sessionCookie);
    const until = token === undefined ? undefined : sessions.get(token);
    if (until === undefined || until < Date.now()) return false;
    return true;
  };

  return {
    endSessions: () => sessions.clear(),
    async handle(request, response, path) {
      // Both answer the request: true tells the server it was the account's.
      const html = (page: DemoPage) => {
        response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(renderPage(page));
        return true;
      };
      const redirect = (location: string, headers: Record<string, string> = {}) => {
        response.writeHead(303, { Location: location, ...headers }).end();
        return true;
      };

      if (path === "/anmelden") {
        if (request.method === "POST") {
          const form = await formOf(request);
          if (form.email === demoCustomer.email && form.passwort === demoCustomer.password) {
            const token = crypto.randomUUID();
            sessions.set(token, Date.now() + sessionMs);
            const target = form.ziel?.startsWith("/") && !form.ziel.startsWith("//") ? form.ziel : "/konto";
            return redirect(target, {
              "Set-Cookie": `${sessionCookie}=${token}; Path=/; HttpOnly; SameSite=Lax`,
            });
          }
          return html(loginPage(form.ziel ?? "/konto", true));
        }
        const ziel = new URL(request.url ?? "/", "http://x").searchParams.get("ziel") ?? "/konto";
        return html(loginPage(ziel, false));
      }
      if (path === "/abmelden") {
        const token = cookieOf(request, sessionCookie);
        if (token !== undefined) sessions.delete(token);
        return redirect("/anmelden", { "Set-Cookie": `${sessionCookie}=; Path=/; Max-Age=0` });
      }
      if (path === "/konto/sitemap.xml") {
        // The customer area's sitemap, from a generator that lists everything, sign-out included: a
        // crawler without the session is sent to the login form instead.
        if (!signedIn(request)) return redirect(`/anmelden?ziel=${encodeURIComponent(path)}`);
        const here = `http://${hostOf(request)}`;
        const listed = [
          ...Object.keys(accountPages).filter((page) => page.startsWith("/konto")),
          "/abmelden",
        ];
        const urls = listed.map((page) => `  <url><loc>${here}${page}</loc></url>`).join("\n");
        response
          .writeHead(200, { "Content-Type": "application/xml; charset=utf-8" })
          .end(
            `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
          );
        return true;
      }
      const page = accountPages[path];
      if (!page) return false;
      if (!signedIn(request)) return redirect(`/anmelden?ziel=${encodeURIComponent(path)}`);
      if (request.method === "POST") {
        const form = await formOf(request);
        if (path === "/kasse/adresse") {
          const missing = ["vorname", "nachname", "strasse", "plz", "ort"].some(
            (name) => !form[name]?.trim(),
          );
          if (missing) return html(addressPage(form, true));
          order.address = form;
          return redirect("/kasse/zahlung");
        }
        if (path === "/kasse/zahlung") {
          if (!form.zahlungsart) return html(paymentPage(true));
          order.payment = form.zahlungsart;
          return redirect("/kasse/pruefen");
        }
        if (path === "/kasse/bestellen") return html(notOrderedPage);
        return redirect(path);
      }
      if (path === "/kasse/adresse") return html(addressPage(order.address ?? {}, false));
      if (path === "/kasse/zahlung") return html(paymentPage(false));
      if (path === "/kasse/pruefen") return html(reviewPage(order));
      // Only the review's button sends here; opened directly, the review is where to go.
      if (path === "/kasse/bestellen") return redirect("/kasse/pruefen");
      return html(page);
    },
  };
}

const accountNav = `<p><a href="/konto">Mein Konto</a> · <a href="/kasse/warenkorb">Warenkorb</a> · <a href="/konto/loeschen">Konto löschen</a> · <a href="/abmelden">Abmelden</a></p>`;

function loginPage(ziel: string, failed: boolean): DemoPage {
  return {
    title: "Anmelden – Rösterei Morgenrot",
    body: `<h1>Anmelden</h1>
${failed ? '<p class="fehler">E-Mail oder Passwort ist falsch.</p>' : ""}
<form action="/anmelden" method="post">
  <input type="hidden" name="ziel" value="${escapeHtml(ziel)}">
  <p><label for="anmelden-email">E-Mail</label><br><input id="anmelden-email" type="email" name="email" autocomplete="username" required></p>
  <p><label for="anmelden-passwort">Passwort</label><br><input id="anmelden-passwort" type="password" name="passwort" autocomplete="current-password" required></p>
  <p><button type="submit">Anmelden</button></p>
</form>`,
  };
}

const accountPages: Record<string, DemoPage> = {
  "/konto": {
    title: "Mein Konto – Rösterei Morgenrot",
    body: `<h1>Mein Konto</h1>
${accountNav}
<p>Angemeldet als ${demoCustomer.email}.</p>
<h2>Ihre Bestellungen</h2>
<p>Noch keine Bestellungen. <a href="/konto/bestellungen">Alle Bestellungen</a></p>`,
  },
  "/konto/bestellungen": {
    title: "Bestellungen – Rösterei Morgenrot",
    body: `<h1>Bestellungen</h1>${accountNav}<table><tr><td>Nr.</td><td>Datum</td></tr><tr><td colspan="2">Keine Bestellungen</td></tr></table>`,
  },
  "/konto/loeschen": {
    title: "Konto löschen – Rösterei Morgenrot",
    body: `<h1>Konto löschen</h1>${accountNav}<form action="/konto/loeschen" method="post"><button>Konto endgültig löschen</button></form>`,
  },
  "/kasse/warenkorb": {
    title: "Warenkorb – Rösterei Morgenrot",
    body: `<h1>Warenkorb</h1>
${accountNav}
<table>
  <tr><th>Kaffee</th><th>Menge</th><th>Preis</th></tr>
  <tr><td>Espresso Morgenrot</td><td><input name="menge" value="2" size="2"></td><td>25,80 €</td></tr>
</table>
<p><a href="/kasse/adresse" class="knopf">Weiter zur Adresse</a></p>`,
  },
  "/kasse/adresse": { title: "", body: "" },
  "/kasse/zahlung": { title: "", body: "" },
  "/kasse/pruefen": { title: "", body: "" },
  "/kasse/bestellen": { title: "", body: "" },
};

function addressPage(values: Record<string, string>, failed: boolean): DemoPage {
  // The words stand beside the fields, tied to none of them.
  const field = (name: string, words: string) =>
    `<span>${words}</span> <input name="${name}" value="${escapeHtml(values[name] ?? "")}">`;
  return {
    title: "Adresse – Rösterei Morgenrot",
    body: `<h1>Lieferadresse</h1>
${accountNav}
${failed ? '<div class="fehler" style="color:#d33">Bitte füllen Sie alle Pflichtfelder aus.</div>' : ""}
<form action="/kasse/adresse" method="post">
  <p>${field("vorname", "Vorname")} ${field("nachname", "Nachname")}</p>
  <p>${field("strasse", "Straße und Hausnummer")}</p>
  <p>${field("plz", "PLZ")} ${field("ort", "Ort")}</p>
  <p><button type="submit">Weiter zur Zahlungsart</button></p>
</form>`,
  };
}

function paymentPage(failed: boolean): DemoPage {
  return {
    title: "Zahlungsart – Rösterei Morgenrot",
    body: `<h1>Zahlungsart</h1>
${accountNav}
${failed ? '<div class="fehler" style="color:#d33">Bitte wählen Sie eine Zahlungsart.</div>' : ""}
<form action="/kasse/zahlung" method="post" id="zahlung">
  <input type="hidden" name="zahlungsart" id="zahlungsart">
  <div class="wahl" data-wert="rechnung" onclick="waehle(this)">Rechnung</div>
  <div class="wahl" data-wert="paypal" onclick="waehle(this)">PayPal</div>
  <div class="wahl" data-wert="lastschrift" onclick="waehle(this)">Lastschrift</div>
  <p><button type="submit">Weiter zur Prüfung</button></p>
</form>
<script>
  function waehle(element) {
    document.getElementById("zahlungsart").value = element.dataset.wert;
    for (const wahl of document.querySelectorAll(".wahl")) wahl.style.outline = wahl === element ? "3px solid #2a6" : "";
  }
</script>`,
  };
}

function reviewPage(order: { address?: Record<string, string>; payment?: string }): DemoPage {
  const address = order.address ?? {};
  return {
    title: "Bestellung prüfen – Rösterei Morgenrot",
    body: `<h1>Bestellung prüfen</h1>
${accountNav}
<p>2 × Espresso Morgenrot, 25,80 €</p>
<p>Lieferung an ${escapeHtml(`${address.vorname ?? ""} ${address.nachname ?? ""}, ${address.strasse ?? ""}, ${address.plz ?? ""} ${address.ort ?? ""}`)}</p>
<p>Zahlungsart: ${escapeHtml(order.payment ?? "–")}</p>
<form action="/kasse/bestellen" method="post">
  <p><button type="submit">Zahlungspflichtig bestellen</button></p>
</form>`,
  };
}

const notOrderedPage: DemoPage = {
  title: "Demo – Rösterei Morgenrot",
  body: `<h1>Keine Bestellung</h1>${accountNav}<p>Dies ist ein Demo-Shop: Es wurde nichts bestellt.</p>`,
};

function cookieOf(request: IncomingMessage, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}

async function formOf(request: IncomingMessage): Promise<Record<string, string>> {
  let body = "";
  for await (const chunk of request) {
    body += chunk;
    if (body.length > 10_000) break;
  }
  return Object.fromEntries(new URLSearchParams(body));
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The host the visitor called, also behind a proxy that says so (a test's fetch reaching 127.0.0.1). */
export function hostOf(request: IncomingMessage): string | undefined {
  const forwarded = request.headers["x-forwarded-host"];
  return (typeof forwarded === "string" ? forwarded : undefined) ?? request.headers.host;
}
