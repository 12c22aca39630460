import { env, SELF } from "cloudflare:test";
import { createCookieSessionStorage } from "@remix-run/cloudflare";
import { beforeEach, describe, expect, it } from "vitest";

/** Cookies as a browser keeps them, for one site. */
class CookieJar {
  private cookies = new Map<string, string>();
  store(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const name = pair.slice(0, pair.indexOf("="));
      const value = pair.slice(pair.indexOf("=") + 1);
      if (!value || /max-age=0\b/i.test(line) || /expires=.*1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
  names() {
    return [...this.cookies.keys()];
  }
}

const app = new CookieJar();
let provider = new CookieJar();

async function visitApp(path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set("Cookie", app.header());
  const response = await SELF.fetch(new URL(path, "http://localhost"), {
    ...init,
    headers,
    redirect: "manual",
  });
  app.store(response);
  return response;
}

async function visitProvider(url: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set("Cookie", provider.header());
  headers.set("Accept", "text/html");
  const response = await fetch(url, { ...init, headers, redirect: "manual" });
  provider.store(response);
  return response;
}

const locationOf = (response: Response, base: string) =>
  new URL(response.headers.get("Location") ?? "", base).toString();

/** Signs in through the local OpenID provider as a person would; returns where the app sends the browser. */
async function signIn(login: string, loginPath = "/login", action: "sign-in" | "cancel" = "sign-in") {
  const start = await visitApp(loginPath);
  expect(start.status).toBe(302);
  const authorize = locationOf(start, "http://localhost");
  expect(authorize.startsWith(env.OIDC_ISSUER)).toBe(true);
  const params = new URL(authorize).searchParams;
  expect(params.get("code_challenge_method")).toBe("S256");
  expect(params.get("code_challenge")).toBeTruthy();
  expect(params.get("redirect_uri")).toBe("http://localhost/auth/callback");

  const toLogin = await visitProvider(authorize);
  const loginPage = locationOf(toLogin, authorize);
  const html = await (await visitProvider(loginPage)).text();
  const formAction = new URL(
    /<form[^>]*action="([^"]+)"/.exec(html)?.[1]?.replaceAll("&#38;", "&") ?? "",
    loginPage,
  );
  const submitted = await visitProvider(formAction.toString(), {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ login, action }),
  });
  const resumed = await visitProvider(locationOf(submitted, loginPage));
  const callback = new URL(locationOf(resumed, loginPage));
  expect(`${callback.origin}${callback.pathname}`).toBe("http://localhost/auth/callback");
  const finished = await visitApp(`${callback.pathname}${callback.search}`);
  expect(finished.status).toBe(302);
  return { finished, target: finished.headers.get("Location") };
}

const post = (path: string, origin = "http://localhost") =>
  visitApp(path, { method: "POST", headers: { Host: "localhost", Origin: origin } });

describe("sign-in through the OpenID provider", () => {
  beforeEach(async () => {
    provider = new CookieJar();
    for (const name of app.names())
      app.store(new Response(null, { headers: { "Set-Cookie": `${name}=; Max-Age=0` } }));
    await env.DB.exec("DELETE FROM users");
  });

  it("signs in with PKCE, saves the user and lands on /runs", async () => {
    const start = await visitApp("/login");
    const stateCookie = start.headers.getSetCookie().find((line) => line.startsWith("oauth2_state:"));
    expect(stateCookie).toMatch(/HttpOnly/i);
    expect(stateCookie).toMatch(/SameSite=Lax/i);
    expect(stateCookie).toMatch(/Path=\//i);

    provider = new CookieJar();
    const { finished, target } = await signIn("demo");
    expect(target).toBe("/runs");
    const session = finished.headers.getSetCookie().find((line) => line.startsWith("__session="));
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(session).not.toMatch(/Secure/i); // http://localhost; Secure follows an https SITE_URL
    // The state cookies of the finished sign-in are gone.
    expect(app.names().filter((name) => name.startsWith("oauth2_state"))).toEqual([]);

    const user = await env.DB.prepare("SELECT subject, email, name, email_verified FROM users").first();
    expect(user).toEqual({
      subject: "local|demo",
      email: "demo@klarsicht.example",
      name: "Demo Nutzerin",
      email_verified: 1,
    });

    const home = await (await visitApp("/")).text();
    expect(home).toContain("<span>Abmelden</span></button>");
    expect(home).toContain('href="/runs"');
    expect(home).not.toContain(">Anmelden</a>");
  });

  it("returns to the page saved before the sign-in", async () => {
    const { target } = await signIn("kim", `/login?returnTo=${encodeURIComponent("/run/abc?tab=passes")}`);
    expect(target).toBe("/run/abc?tab=passes");
  });

  it.each([
    "//evil.com",
    "/\\evil.com",
    "/%5Cevil.com",
    "http:evil.com",
    "javascript:alert(1)",
    "https://evil.com/",
    "/.//evil.example",
    "/%2e//evil.example",
    "/a/..//evil.example/x",
  ])("never returns to another site (%s)", async (returnTo) => {
    const { target } = await signIn("kim", `/login?returnTo=${encodeURIComponent(returnTo)}`);
    expect(target).toBe("/");
  });

  it.each(["//evil.com", "/\\evil.com", "/.//evil.example", "/%2e//evil.example", "/a/..//evil.example/x"])(
    "sends a signed-in visitor of the login page nowhere else either (%s)",
    async (returnTo) => {
      await signIn("kim");
      const response = await visitApp(`/login?returnTo=${encodeURIComponent(returnTo)}`);
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/");
    },
  );

  it("tells a signed-in visitor without a plan why the account pages lead to the plans", async () => {
    await signIn("kim");
    const runs = await visitApp("/runs");
    expect(runs.status).toBe(302);
    expect(runs.headers.get("Location")).toBe("/setup");
    expect(await (await visitApp("/setup")).text()).toContain(
      "Sie sind angemeldet, haben aber noch keinen Plan.",
    );
    const english = await SELF.fetch("http://localhost/setup", {
      headers: { Cookie: `${app.header()}; locale=en` },
    });
    expect(await english.text()).toContain("You are signed in but have no plan yet.");
    // A visitor who is not signed in gets no such note.
    const anonymous = await SELF.fetch("http://localhost/setup", { headers: { Cookie: "locale=en" } });
    expect(await anonymous.text()).not.toContain("You are signed in but have no plan yet.");
  });

  it("records whether the provider verified the email", async () => {
    await signIn("unverified-lee");
    expect(await env.DB.prepare("SELECT email_verified FROM users").first("email_verified")).toBe(0);
  });

  it("says that the sign-in was cancelled, not that it failed, and keeps where it was headed", async () => {
    const { target } = await signIn("kim", `/login?returnTo=${encodeURIComponent("/run/abc")}`, "cancel");
    expect(target).toBe("/login?cancelled=1&returnTo=%2Frun%2Fabc");
    const german = await (await visitApp(target ?? "")).text();
    expect(german).toContain("Sie haben die Anmeldung abgebrochen.");
    expect(german).not.toContain("Die Anmeldung hat nicht geklappt.");
    expect(german).toContain('href="/login?returnTo=%2Frun%2Fabc"');
    const english = await SELF.fetch(`http://localhost${target}`, { headers: { Cookie: "locale=en" } });
    expect(await english.text()).toContain("You cancelled the sign-in.");
  });

  it("shows a clear, translated message when the sign-in fails", async () => {
    expect(await (await visitApp("/login?failed=1")).text()).toContain("Die Anmeldung hat nicht geklappt.");
    const english = await SELF.fetch("http://localhost/login?failed=1", { headers: { Cookie: "locale=en" } });
    expect(await english.text()).toContain("Signing in did not work. Please try again.");
  });

  it("refuses a callback whose state does not match", async () => {
    await visitApp("/login");
    const response = await visitApp("/auth/callback?code=forged&state=forged");
    expect(response.headers.get("Location")).toBe("/login?failed=1");
    expect(
      response.headers
        .getSetCookie()
        .some((line) => line.startsWith("__session=") && !/Max-Age=0/.test(line)),
    ).toBe(false);
  });

  it("logs out with a POST: session gone, storage cleared, provider session ended", async () => {
    await signIn("demo");
    expect((await post("/logout", "https://evil.example")).status).toBe(403);
    expect((await visitApp("/logout")).headers.get("Location")).toBe("/");

    const response = await post("/logout");
    expect(response.status).toBe(302);
    expect(response.headers.get("Clear-Site-Data")).toBe('"storage"');
    const endSession = new URL(response.headers.get("Location") ?? "");
    expect(endSession.origin).toBe(new URL(env.OIDC_ISSUER).origin);
    expect(endSession.searchParams.get("post_logout_redirect_uri")).toBe("http://localhost/");
    expect(endSession.searchParams.get("id_token_hint")).toBeTruthy();
    expect(await (await visitApp("/")).text()).toContain(">Anmelden</a>");

    // The provider ends its session and sends the browser back to the site.
    const confirm = await visitProvider(endSession.toString());
    expect([200, 302, 303]).toContain(confirm.status);
  });
  it("keeps one sign-in state cookie however often the login page is visited", async () => {
    for (let visit = 0; visit < 5; visit++) await visitApp("/login");
    expect(app.names().filter((name) => name.startsWith("oauth2_state"))).toHaveLength(1);
    // The newest state still signs in.
    provider = new CookieJar();
    const { target } = await signIn("demo");
    expect(target).toBe("/runs");
  });

  it("keeps the session in D1: the cookie holds a random token, not the ID token", async () => {
    const { finished } = await signIn("demo");
    const line = finished.headers.getSetCookie().find((entry) => entry.startsWith("__session=")) ?? "";
    const value = decodeURIComponent(line.slice("__session=".length).split(";")[0] ?? "");
    const payload = atob(value.slice(0, value.lastIndexOf(".")));
    // A signed random token and nothing else.
    expect(JSON.parse(payload)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const session = await env.DB.prepare(
      "SELECT s.id_token, s.expires_at - s.created_at AS lifetime FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.subject = 'local|demo'",
    ).first<{ id_token: string; lifetime: number }>();
    expect(session?.id_token).toMatch(/^eyJ/);
    expect(session?.lifetime).toBe(14 * 24 * 60 * 60 * 1000);
    // Neither the token nor the ID token is stored as the id.
    expect(
      await env.DB.prepare("SELECT count(*) AS n FROM sessions WHERE id = ?")
        .bind(JSON.parse(payload))
        .first("n"),
    ).toBe(0);
  });

  it("does not accept the former self-contained session cookies", async () => {
    await signIn("demo");
    const userId = await env.DB.prepare("SELECT id FROM users WHERE subject = 'local|demo'").first<string>(
      "id",
    );
    const legacy = createCookieSessionStorage({
      cookie: {
        name: "__session",
        secrets: [env.SESSION_SECRET],
        path: "/",
        httpOnly: true,
        sameSite: "lax",
      },
    });
    const session = await legacy.getSession();
    session.set("userId", userId);
    const cookie = (await legacy.commitSession(session)).split(";")[0] ?? "";
    const response = await SELF.fetch("http://localhost/runs", {
      headers: { Cookie: cookie },
      redirect: "manual",
    });
    expect(response.headers.get("Location")).toBe("/login?returnTo=%2Fruns");
  });

  it("ends the session at logout: a cookie saved before is refused after", async () => {
    await signIn("demo");
    const saved = app.header();
    const signedIn = await SELF.fetch("http://localhost/profile", {
      headers: { Cookie: saved },
      redirect: "manual",
    });
    expect(signedIn.headers.get("Location")).not.toMatch(/^\/login/);

    expect((await post("/logout")).status).toBe(302);
    const replayed = await SELF.fetch("http://localhost/runs", {
      headers: { Cookie: saved },
      redirect: "manual",
    });
    expect(replayed.status).toBe(302);
    expect(replayed.headers.get("Location")).toBe("/login?returnTo=%2Fruns");
    const home = await SELF.fetch("http://localhost/", { headers: { Cookie: saved } });
    expect(await home.text()).toContain(">Anmelden</a>");
    expect(await env.DB.prepare("SELECT count(*) AS n FROM sessions").first("n")).toBe(0);
  });

  it("logs out everywhere: the account's other sessions end too", async () => {
    await signIn("demo");
    const otherDevice = app.header();
    for (const name of app.names())
      app.store(new Response(null, { headers: { "Set-Cookie": `${name}=; Max-Age=0` } }));
    provider = new CookieJar();
    await signIn("demo");
    const thisDevice = app.header();
    // Someone else's session stays.
    provider = new CookieJar();
    for (const name of app.names())
      app.store(new Response(null, { headers: { "Set-Cookie": `${name}=; Max-Age=0` } }));
    await signIn("kim");
    const someoneElse = app.header();
    expect(await env.DB.prepare("SELECT count(*) AS n FROM sessions").first("n")).toBe(3);

    const response = await SELF.fetch("http://localhost/logout", {
      method: "POST",
      body: new URLSearchParams({ everywhere: "1" }),
      headers: {
        Origin: "http://localhost",
        Cookie: thisDevice,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      redirect: "manual",
    });
    expect(response.status).toBe(302);
    expect(new URL(response.headers.get("Location") ?? "").origin).toBe(new URL(env.OIDC_ISSUER).origin);
    for (const cookie of [thisDevice, otherDevice]) {
      const page = await SELF.fetch("http://localhost/runs", {
        headers: { Cookie: cookie },
        redirect: "manual",
      });
      expect(page.headers.get("Location")).toBe("/login?returnTo=%2Fruns");
    }
    const kept = await SELF.fetch("http://localhost/login", {
      headers: { Cookie: someoneElse },
      redirect: "manual",
    });
    expect(kept.headers.get("Location")).toBe("/runs");
  });

  describe("verify now", () => {
    /** Gives the signed-in account a plan, so that its profile page opens. */
    async function subscribeSignedIn(subject: string) {
      await env.DB.prepare(
        `INSERT INTO subscriptions (id, workspace_id, status, plan, price_id, unit_amount, currency, url_allowance,
           registered_urls, current_period_end, stripe_updated_at)
         SELECT ?, id, 'active', 'basic', 'price_x', 1500, 'eur', 1, '[]', ?, ? FROM users WHERE subject = ?`,
      )
        .bind(`sub_${crypto.randomUUID()}`, Date.now() + 30 * 86400000, Date.now(), subject)
        .run();
    }

    const postForm = (path: string, fields: Record<string, string>) =>
      visitApp(path, {
        method: "POST",
        headers: {
          Host: "localhost",
          Origin: "http://localhost",
          "Content-Type": "application/x-www-form-urlencoded",
        },
        body: new URLSearchParams(fields),
      });

    const userRow = (subject: string) =>
      env.DB.prepare("SELECT name, email, email_verified FROM users WHERE subject = ?").bind(subject).first();

    /** The link in the newest verification mail to an address, as the outbox keeps it. */
    async function linkMailedTo(address: string): Promise<string> {
      const text = await env.DB.prepare(
        "SELECT text FROM mail_outbox WHERE kind = 'verify-email' AND to_address = ? ORDER BY created_at DESC",
      )
        .bind(address)
        .first<string>("text");
      const url = new URL(/https?:\/\/\S+\/profile\/verify-email\?token=\S+/.exec(text ?? "")?.[0] ?? "");
      return `${url.pathname}${url.search}`;
    }

    async function signOutHere() {
      for (const name of app.names())
        app.store(new Response(null, { headers: { "Set-Cookie": `${name}=; Max-Age=0` } }));
      provider = new CookieJar();
    }

    it("mails a link, keeps what the user saved, and verifies after a sign-in that returns to the link", async () => {
      await signIn("unverified-lee");
      await subscribeSignedIn("local|unverified-lee");
      const saved = await postForm("/profile/general", {
        intent: "profile",
        name: "Lee Sommer",
        email: "lee.sommer@example.test",
      });
      expect(saved.headers.get("Location")).toBe("/profile/general?updated=1");
      const before = await (await visitApp("/profile/general")).text();
      expect(before).toContain("Wir schicken eine E-Mail an lee.sommer@example.test.");

      const sent = await postForm("/profile/general", { intent: "verify" });
      expect(sent.headers.get("Location")).toBe("/profile/general?verification=sent");
      // Still signed in, nothing thrown away.
      expect(await userRow("local|unverified-lee")).toEqual({
        name: "Lee Sommer",
        email: "lee.sommer@example.test",
        email_verified: 0,
      });
      const after = await visitApp("/profile/general?verification=sent");
      expect(after.status).toBe(200);
      expect(await after.text()).toContain("Wir haben eine E-Mail an lee.sommer@example.test geschickt.");

      // The link opened in a browser that is not signed in: the sign-in returns to it.
      const link = await linkMailedTo("lee.sommer@example.test");
      await signOutHere();
      const opened = await visitApp(link);
      expect(opened.status).toBe(302);
      const loginPath = opened.headers.get("Location") ?? "";
      expect(loginPath).toBe(`/login?returnTo=${encodeURIComponent(link)}`);
      const { target } = await signIn("unverified-lee", loginPath);
      expect(target).toBe(link);
      // The provider's own name and address ("Unverified-lee", unverified-lee@example.test) did not win.
      expect(await userRow("local|unverified-lee")).toMatchObject({
        name: "Lee Sommer",
        email: "lee.sommer@example.test",
      });
      expect(await (await visitApp(link)).text()).toContain(
        "Möchten Sie die Adresse lee.sommer@example.test für Ihr Klarsicht-Konto bestätigen?",
      );
      const token = new URL(link, "http://localhost").searchParams.get("token") ?? "";
      const confirmed = await postForm(link, { intent: "confirm", token });
      expect(confirmed.headers.get("Location")).toBe("/profile/general?verification=done");
      expect(await userRow("local|unverified-lee")).toEqual({
        name: "Lee Sommer",
        email: "lee.sommer@example.test",
        email_verified: 1,
      });

      // A later sign-in, where the provider still calls its own address unverified, keeps all of it.
      await signOutHere();
      await signIn("unverified-lee");
      expect(await userRow("local|unverified-lee")).toEqual({
        name: "Lee Sommer",
        email: "lee.sommer@example.test",
        email_verified: 1,
      });
    });

    it("takes the provider's confirmation at sign-in for the address kept here", async () => {
      await signIn("kim");
      await subscribeSignedIn("local|kim");
      // Only the name changed here; the address is the one the provider knows, confirmed since.
      await postForm("/profile/general", {
        intent: "profile",
        name: "Kim Berger",
        email: "KIM@example.test",
      });
      await env.DB.prepare("UPDATE users SET email_verified = 0 WHERE subject = 'local|kim'").run();
      expect(await (await visitApp("/profile/general")).text()).toContain("Noch nicht bestätigt");

      await signOutHere();
      await signIn("kim");
      expect(await userRow("local|kim")).toEqual({
        name: "Kim Berger",
        email: "KIM@example.test",
        email_verified: 1,
      });
      expect(await (await visitApp("/profile/general")).text()).not.toContain("Jetzt bestätigen");
    });

    it("still follows the provider on every sign-in while nothing was changed here", async () => {
      await signIn("kim");
      await env.DB.prepare(
        "UPDATE users SET name = 'Alt', email = 'alt@example.test' WHERE subject = 'local|kim'",
      ).run();
      expect((await post("/logout")).status).toBe(302);
      provider = new CookieJar();
      await signIn("kim");
      expect(await userRow("local|kim")).toEqual({
        name: "Kim",
        email: "kim@example.test",
        email_verified: 1,
      });
    });
  });

  it("marks what a signed-in browser gets, and what signs in or out, as not to be stored", async () => {
    const { finished } = await signIn("demo");
    expect(finished.headers.get("Cache-Control")).toBe("private, no-store");
    for (const path of ["/", "/profile", "/bfsg"]) {
      expect((await visitApp(path)).headers.get("Cache-Control"), path).toBe("private, no-store");
    }
    expect((await post("/logout")).headers.get("Cache-Control")).toBe("private, no-store");
  });
});
