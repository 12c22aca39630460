import { env, SELF } from "cloudflare:test";
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
    expect(home).toContain('aria-label="Abmelden"');
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
  ])("never returns to another site (%s)", async (returnTo) => {
    const { target } = await signIn("kim", `/login?returnTo=${encodeURIComponent(returnTo)}`);
    expect(target).toBe("/");
  });

  it("records whether the provider verified the email", async () => {
    await signIn("unverified-lee");
    expect(await env.DB.prepare("SELECT email_verified FROM users").first("email_verified")).toBe(0);
  });

  it("shows a clear, translated message when the sign-in fails", async () => {
    const { target } = await signIn("kim", "/login", "cancel");
    expect(target).toBe("/login?failed=1");
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
});
