/**
 * The local OpenID provider, driven over HTTP like a browser and the app would: discovery, the code flow
 * with PKCE S256, the login page, the token exchange, the ID token against the JWKS, userinfo and
 * RP-initiated logout. One test signs in through remix-auth-oauth2 itself, the client the app uses.
 */
import { createHash, randomBytes } from "node:crypto";
import { createRemoteJWKSet, jwtVerify } from "jose";
import { OAuth2Strategy } from "remix-auth-oauth2";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  accountForLogin,
  demoUser,
  type LocalOidc,
  startLocalOidcProvider,
} from "#dev/services/oidc-provider";

// Never contacted: the tests only read where the provider sends the browser.
const REDIRECT_URI = "http://127.0.0.1:5173/auth/callback";
const POST_LOGOUT_URI = "http://127.0.0.1:5173/";

type Discovery = Record<string, unknown> & {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  userinfo_endpoint: string;
  jwks_uri: string;
  end_session_endpoint: string;
};

/** Just enough of a browser's cookie jar: one host, every path. */
class CookieJar {
  private cookies = new Map<string, string>();
  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const name = pair.slice(0, pair.indexOf("="));
      const value = pair.slice(pair.indexOf("=") + 1);
      const expired = attributes.some((a) => /expires=.*1970/i.test(a) || /max-age=0\b/i.test(a.trim()));
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

let oidc: LocalOidc;
let discovery: Discovery;

beforeAll(async () => {
  oidc = await startLocalOidcProvider({
    port: 0,
    redirectUris: [REDIRECT_URI],
    postLogoutRedirectUris: [POST_LOGOUT_URI],
  });
  discovery = (await (await fetch(`${oidc.issuer}/.well-known/openid-configuration`)).json()) as Discovery;
});

afterAll(async () => {
  await oidc?.close();
});

async function browse(jar: CookieJar, url: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set("Cookie", jar.header());
  headers.set("Accept", "text/html");
  const response = await fetch(url, { ...init, headers, redirect: "manual" });
  jar.store(response);
  return response;
}

function location(response: Response, base: string): string {
  const target = response.headers.get("Location");
  if (!target) throw new Error(`expected a redirect, got ${response.status}`);
  return new URL(target, base).toString();
}

function formAction(html: string, base: string): string {
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error("no form on the page");
  return new URL(action.replaceAll("&#38;", "&"), base).toString();
}

function pkcePair() {
  const verifier = randomBytes(32).toString("base64url");
  return { verifier, challenge: createHash("sha256").update(verifier).digest("base64url") };
}

/** The browser's part of a sign-in: from the authorization URL to the app's callback URL. */
async function signInAt(jar: CookieJar, authorizationUrl: string, login: string): Promise<URL> {
  const toLoginPage = await browse(jar, authorizationUrl);
  const loginPageUrl = location(toLoginPage, authorizationUrl);
  expect(new URL(loginPageUrl).pathname).toMatch(/^\/interaction\//);

  const loginPage = await browse(jar, loginPageUrl);
  expect(loginPage.status).toBe(200);
  const html = await loginPage.text();
  expect(html).toMatch(/<label for="login">Login<\/label>/);
  expect(html).toMatch(/<input id="login" name="login" type="text"/);
  expect(html).toMatch(/<button type="submit" name="action" value="sign-in">Sign-in<\/button>/);

  const submitted = await browse(jar, formAction(html, loginPageUrl), {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ login, action: "sign-in" }),
  });
  expect(submitted.status).toBe(303);
  // Back to the authorization endpoint, which answers the app directly: no consent screen.
  const resumed = await browse(jar, location(submitted, loginPageUrl));
  const callback = new URL(location(resumed, loginPageUrl));
  expect(`${callback.origin}${callback.pathname}`).toBe(REDIRECT_URI);
  return callback;
}

async function signIn(login: string) {
  const jar = new CookieJar();
  const { verifier, challenge } = pkcePair();
  const state = randomBytes(16).toString("base64url");
  const nonce = randomBytes(16).toString("base64url");
  const authorization = new URL(discovery.authorization_endpoint);
  authorization.search = new URLSearchParams({
    response_type: "code",
    client_id: oidc.clientId,
    redirect_uri: REDIRECT_URI,
    scope: "openid email profile",
    state,
    nonce,
    code_challenge: challenge,
    code_challenge_method: "S256",
  }).toString();
  const callback = await signInAt(jar, authorization.toString(), login);
  expect(callback.searchParams.get("state")).toBe(state);
  const code = callback.searchParams.get("code");
  if (!code) throw new Error(`no code in ${callback}`);
  return { jar, code, verifier, nonce };
}

function exchange(code: string, verifier: string, auth: "post" | "basic") {
  const body = new URLSearchParams({
    grant_type: "authorization_code",
    code,
    redirect_uri: REDIRECT_URI,
    code_verifier: verifier,
  });
  const headers: Record<string, string> = { "Content-Type": "application/x-www-form-urlencoded" };
  if (auth === "post") {
    body.set("client_id", oidc.clientId);
    body.set("client_secret", oidc.clientSecret);
  } else {
    headers.Authorization = `Basic ${btoa(`${oidc.clientId}:${oidc.clientSecret}`)}`;
  }
  return fetch(discovery.token_endpoint, { method: "POST", headers, body });
}

type Tokens = { access_token: string; id_token: string; token_type: string };

async function verifiedIdToken(idToken: string) {
  const { payload, protectedHeader } = await jwtVerify(
    idToken,
    createRemoteJWKSet(new URL(discovery.jwks_uri)),
    {
      issuer: oidc.issuer,
      audience: oidc.clientId,
    },
  );
  expect(protectedHeader.alg).toBe("RS256");
  return payload;
}

describe("local OpenID provider", () => {
  it("publishes what the app's client discovers", () => {
    expect(discovery.issuer).toBe(oidc.issuer);
    expect(oidc.issuer).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    for (const endpoint of ["authorization_endpoint", "token_endpoint", "userinfo_endpoint", "jwks_uri"]) {
      expect(String(discovery[endpoint])).toMatch(new RegExp(`^${oidc.issuer}/`));
    }
    expect(discovery.end_session_endpoint).toBe(`${oidc.issuer}/session/end`);
    expect(discovery.code_challenge_methods_supported).toEqual(["S256"]);
    expect(discovery.response_types_supported).toContain("code");
    expect(discovery.id_token_signing_alg_values_supported).toContain("RS256");
    expect(discovery.token_endpoint_auth_methods_supported).toEqual(
      expect.arrayContaining(["client_secret_basic", "client_secret_post"]),
    );
    expect(discovery.scopes_supported).toEqual(expect.arrayContaining(["openid", "email", "profile"]));
    expect(discovery.claims_supported).toEqual(
      expect.arrayContaining(["sub", "email", "email_verified", "name"]),
    );
  });

  it("signs the demo user in with PKCE, issues signed claims, serves userinfo and logs out", async () => {
    const { jar, code, verifier, nonce } = await signIn(demoUser.login);

    const response = await exchange(code, verifier, "post");
    expect(response.status).toBe(200);
    const tokens = (await response.json()) as Tokens;
    expect(tokens.token_type).toBe("Bearer");

    const claims = await verifiedIdToken(tokens.id_token);
    expect(claims).toMatchObject({
      sub: "local|demo",
      email: demoUser.email,
      email_verified: true,
      name: demoUser.name,
      nonce,
    });

    const userinfo = await fetch(discovery.userinfo_endpoint, {
      headers: { Authorization: `Bearer ${tokens.access_token}` },
    });
    expect(await userinfo.json()).toEqual({
      sub: "local|demo",
      email: demoUser.email,
      email_verified: true,
      name: demoUser.name,
    });

    // A code is good for one exchange only.
    expect((await exchange(code, verifier, "post")).status).toBe(400);

    const endSession = new URL(discovery.end_session_endpoint);
    endSession.search = new URLSearchParams({
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: POST_LOGOUT_URI,
      client_id: oidc.clientId,
      state: "bye",
    }).toString();
    const confirmPage = await browse(jar, endSession.toString());
    expect(confirmPage.status).toBe(200);
    const html = await confirmPage.text();
    // The page confirms by itself; this is what its script's click sends.
    expect(html).toContain('name="logout" value="yes"');
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? "";
    const confirmed = await browse(jar, formAction(html, endSession.toString()), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ xsrf, logout: "yes" }),
    });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get("Location")).toBe(`${POST_LOGOUT_URI}?state=bye`);

    // The provider's session is gone: the next sign-in asks for a login again.
    const again = new URL(discovery.authorization_endpoint);
    again.search = new URLSearchParams({
      response_type: "code",
      client_id: oidc.clientId,
      redirect_uri: REDIRECT_URI,
      scope: "openid",
      code_challenge: pkcePair().challenge,
      code_challenge_method: "S256",
    }).toString();
    const next = await browse(jar, again.toString());
    expect(new URL(location(next, again.toString())).pathname).toMatch(/^\/interaction\//);
  });

  it("refuses a wrong code_verifier and accepts client_secret_basic", async () => {
    const wrong = await signIn("alice");
    const refused = await exchange(wrong.code, pkcePair().verifier, "basic");
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: "invalid_grant" });

    const right = await signIn("alice");
    const accepted = await exchange(right.code, right.verifier, "basic");
    expect(accepted.status).toBe(200);
    const claims = await verifiedIdToken(((await accepted.json()) as Tokens).id_token);
    expect(claims).toMatchObject({
      sub: "local|alice",
      email: "alice@example.test",
      email_verified: true,
      name: "Alice",
    });
  });

  it("requires PKCE", async () => {
    const authorization = new URL(discovery.authorization_endpoint);
    authorization.search = new URLSearchParams({
      response_type: "code",
      client_id: oidc.clientId,
      redirect_uri: REDIRECT_URI,
      scope: "openid",
      state: "s",
    }).toString();
    const response = await fetch(authorization, { redirect: "manual" });
    const callback = new URL(location(response, authorization.toString()));
    expect(callback.searchParams.get("error")).toBe("invalid_request");
  });

  it("gives logins starting with 'unverified' an unverified email", async () => {
    const { code, verifier } = await signIn("unverified-bob");
    const tokens = (await (await exchange(code, verifier, "post")).json()) as Tokens;
    expect(await verifiedIdToken(tokens.id_token)).toMatchObject({
      sub: "local|unverified-bob",
      email: "unverified-bob@example.test",
      email_verified: false,
    });
  });

  it("derives accounts from the login alone", () => {
    expect(accountForLogin("carla@firma.example")).toEqual({
      sub: "local|carla@firma.example",
      email: "carla@firma.example",
      email_verified: true,
      name: "Carla",
    });
  });

  it("signs in through remix-auth-oauth2 as the app does", async () => {
    const strategy = await OAuth2Strategy.discover<string>(
      oidc.issuer,
      {
        clientId: oidc.clientId,
        clientSecret: oidc.clientSecret,
        redirectURI: REDIRECT_URI,
        scopes: ["openid", "email", "profile"],
      },
      async ({ tokens }) => tokens.idToken(),
    );
    const toProvider = await strategy.authenticate(new Request("http://127.0.0.1:5173/login")).then(
      () => {
        throw new Error("expected a redirect to the provider");
      },
      (thrown: unknown) => thrown as Response,
    );
    const stateCookie = (toProvider.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "";

    const callback = await signInAt(new CookieJar(), location(toProvider, oidc.issuer), "zoe@example.org");
    const idToken = await strategy.authenticate(
      new Request(callback.toString(), { headers: { Cookie: stateCookie } }),
    );
    expect(await verifiedIdToken(idToken)).toMatchObject({
      sub: "local|zoe@example.org",
      email: "zoe@example.org",
      name: "Zoe",
      email_verified: true,
    });
  });

  it("lets a logout with an ID token from before a restart still return to the app", async () => {
    const header = Buffer.from(JSON.stringify({ alg: "RS256", kid: "an-earlier-run" })).toString("base64url");
    const endSession = new URL(discovery.end_session_endpoint);
    endSession.search = new URLSearchParams({
      id_token_hint: `${header}.e30.c2ln`,
      post_logout_redirect_uri: POST_LOGOUT_URI,
      client_id: oidc.clientId,
    }).toString();
    const jar = new CookieJar();
    const page = await browse(jar, endSession.toString());
    expect(page.status).toBe(200);
    const html = await page.text();
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? "";
    const confirmed = await browse(jar, formAction(html, endSession.toString()), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ xsrf, logout: "yes" }),
    });
    expect(confirmed.headers.get("Location")).toBe(POST_LOGOUT_URI);
  });

  it("rejects a post_logout_redirect_uri that is not registered", async () => {
    const { code, verifier } = await signIn("mallory");
    const tokens = (await (await exchange(code, verifier, "post")).json()) as Tokens;
    const endSession = new URL(discovery.end_session_endpoint);
    endSession.search = new URLSearchParams({
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: "http://evil.example/",
    }).toString();
    const response = await fetch(endSession, { headers: { Accept: "application/json" } });
    expect(response.status).toBe(400);
  });
});
