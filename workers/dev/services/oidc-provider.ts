/**
 * A real OpenID Connect provider (panva's oidc-provider) for local development and tests, so that sign-in
 * works offline. Any login is accepted; the account's claims are derived from the login name alone, so the
 * provider keeps no user store and every run of it knows the same accounts.
 */
import { generateKeyPair, randomBytes, randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { promisify } from "node:util";
import { createStandInServer } from "./stand-in-server";

export type LocalOidcOptions = {
  /** 0 = a free port. */
  port?: number;
  /** Default "klarsicht-local". */
  clientId?: string;
  /** Default "local-oidc-secret". */
  clientSecret?: string;
  /** Compared exactly (scheme, host, port, path), as real providers do. */
  redirectUris: string[];
  postLogoutRedirectUris: string[];
};

export type LocalOidc = {
  /** http://127.0.0.1:PORT */
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
};

export const demoUser = { login: "demo", email: "demo@klarsicht.example", name: "Demo Nutzerin" };

export type LocalAccount = { sub: string; email: string; email_verified: boolean; name: string };

const SUBJECT_PREFIX = "local|";

/**
 * The account a login name signs in as. "demo" is the demo user; a login containing "@" is the email
 * address itself; logins starting with "unverified" have an unverified address (to reach the app's
 * "verify your email" path).
 */
export function accountForLogin(login: string): LocalAccount {
  if (login === demoUser.login) {
    return { sub: SUBJECT_PREFIX + login, email: demoUser.email, email_verified: true, name: demoUser.name };
  }
  const email = login.includes("@") ? login : `${login}@example.test`;
  const localPart = email.slice(0, email.lastIndexOf("@")) || login;
  return {
    sub: SUBJECT_PREFIX + login,
    email,
    email_verified: !login.startsWith("unverified"),
    name: localPart.charAt(0).toUpperCase() + localPart.slice(1),
  };
}

/** The part of oidc-provider's API used here (it ships no type declarations). */
type Grant = { addOIDCScope(scope: string): void; save(): Promise<string> };
type InteractionDetails = {
  prompt: { name: string };
  params: Record<string, unknown>;
  grantId?: string;
  session?: { accountId: string };
};
type Provider = {
  callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
  interactionFinished(
    req: IncomingMessage,
    res: ServerResponse,
    result: Record<string, unknown>,
    options: { mergeWithLastSubmission: boolean },
  ): Promise<void>;
  Grant: {
    new (init: { accountId: string; clientId: string }): Grant;
    find(id: string): Promise<Grant | undefined>;
  };
  on(event: "server_error", listener: (ctx: unknown, error: unknown) => void): void;
};
type ProviderClass = new (issuer: string, configuration: Record<string, unknown>) => Provider;
type KoaContext = { body: unknown; type: string; status: number };

let providerClass: Promise<ProviderClass> | undefined;

/**
 * oidc-provider 9 warns on import that Node 20 is unsupported (it runs fine, see STACK.md). That warning
 * is dropped here so that tests and `npm run dev` stay quiet; everything else it prints passes through.
 */
function loadProviderClass(): Promise<ProviderClass> {
  providerClass ??= (async () => {
    const warn = console.warn;
    console.warn = (...args: unknown[]) => {
      if (!String(args[0]).includes("Unsupported runtime")) warn(...args);
    };
    try {
      // @ts-expect-error oidc-provider ships no type declarations; the members used are typed above.
      const module = await import("oidc-provider");
      return module.Provider as ProviderClass;
    } finally {
      console.warn = warn;
    }
  })();
  return providerClass;
}

type Stored = { payload: Record<string, unknown>; expiresAt: number };

/**
 * In-memory storage of sessions, interactions, codes and tokens, one per provider instance. oidc-provider's
 * default memory adapter shares one store among all instances in a process and warns at every start.
 */
function memoryAdapter() {
  const entries = new Map<string, Stored>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= Date.now()) entries.delete(key);
    return entries.get(key)?.payload;
  };
  const findWhere = (model: string, field: string, value: string) => {
    for (const [key, { payload }] of entries) {
      if (key.startsWith(`${model}:`) && payload[field] === value) return live(key);
    }
    return undefined;
  };
  return class MemoryAdapter {
    constructor(private readonly model: string) {}
    private key(id: string) {
      return `${this.model}:${id}`;
    }
    async upsert(id: string, payload: Record<string, unknown>, expiresIn?: number) {
      // Sweeping here keeps a long `npm run dev` session from growing without bound.
      for (const key of entries.keys()) live(key);
      const expiresAt = expiresIn ? Date.now() + expiresIn * 1000 : Number.POSITIVE_INFINITY;
      entries.set(this.key(id), { payload, expiresAt });
    }
    async find(id: string) {
      return live(this.key(id));
    }
    async findByUid(uid: string) {
      return findWhere(this.model, "uid", uid);
    }
    async findByUserCode(userCode: string) {
      return findWhere(this.model, "userCode", userCode);
    }
    async consume(id: string) {
      const payload = live(this.key(id));
      if (payload) payload.consumed = Math.floor(Date.now() / 1000);
    }
    async destroy(id: string) {
      entries.delete(this.key(id));
    }
    async revokeByGrantId(grantId: string) {
      for (const [key, { payload }] of entries) if (payload.grantId === grantId) entries.delete(key);
    }
  };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} – local OpenID provider</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#111}
label,input{display:block;font:inherit}
input{width:100%;box-sizing:border-box;margin:.25rem 0 1rem;padding:.5rem;border:1px solid #555;border-radius:4px}
button{font:inherit;padding:.5rem 1rem;margin-right:.5rem}
.error{color:#a00000}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>`;
}

function loginPage(action: string, login: string, error?: string): string {
  const errorText = error ? `<p class="error" id="login-error" role="alert">${escapeHtml(error)}</p>` : "";
  return page(
    "Sign in",
    `<p>Local development provider: any login signs in. <code>demo</code> is the demo user; logins starting
with <code>unverified</code> have an unverified email address.</p>
<form method="post" action="${escapeHtml(action)}">
<label for="login">Login</label>
<input id="login" name="login" type="text" required autofocus autocomplete="username" autocapitalize="none"
 spellcheck="false" value="${escapeHtml(login)}"${error ? ' aria-invalid="true" aria-describedby="login-error"' : ""}>
${errorText}
<button type="submit" name="action" value="sign-in">Sign-in</button>
<button type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
</form>`,
  );
}

function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" });
  res.end(html);
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

/**
 * Grants everything the client asked for: our app is first-party, so the user is never asked to consent.
 * Sign-ins start a fresh grant, as an earlier grant in the browser may belong to another account.
 */
async function grantRequestedScopes(
  provider: Provider,
  details: InteractionDetails,
  accountId: string,
  existingGrantId?: string,
): Promise<string> {
  const existing = existingGrantId ? await provider.Grant.find(existingGrantId) : undefined;
  const grant = existing ?? new provider.Grant({ accountId, clientId: String(details.params.client_id) });
  grant.addOIDCScope(String(details.params.scope ?? "openid"));
  return grant.save();
}

/** The login page (GET), its submission (POST), and the silent consent of a signed-in user. */
async function handleInteraction(
  provider: Provider,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
): Promise<void> {
  const details = await provider.interactionDetails(req, res);
  const finish = (result: Record<string, unknown>) =>
    provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });

  if (details.prompt.name === "consent" && details.session) {
    const { accountId } = details.session;
    return finish({
      consent: { grantId: await grantRequestedScopes(provider, details, accountId, details.grantId) },
    });
  }
  if (req.method !== "POST") {
    return sendHtml(res, 200, loginPage(path, String(details.params.login_hint ?? "")));
  }

  const form = await readForm(req);
  if (form.get("action") === "cancel") {
    return finish({ error: "access_denied", error_description: "The user cancelled the sign-in" });
  }
  const login = (form.get("login") ?? "").trim();
  if (!login || /\s/.test(login)) {
    return sendHtml(res, 400, loginPage(path, login, "Enter a login without spaces."));
  }
  const { sub } = accountForLogin(login);
  return finish({
    login: { accountId: sub },
    consent: { grantId: await grantRequestedScopes(provider, details, sub) },
  });
}

/**
 * Every start signs with a new key, so an ID token from an earlier run (still in the app's session cookie
 * after a restart of `npm run dev`) would fail as id_token_hint and leave the user on an error page. Such
 * a hint is dropped; the logout then goes on with the client_id the app also sends.
 */
function dropStaleIdTokenHint(url: URL, currentKid: string): void {
  const hint = url.searchParams.get("id_token_hint");
  if (!hint) return;
  try {
    const header = JSON.parse(Buffer.from(hint.split(".")[0] ?? "", "base64url").toString("utf8"));
    if (header.kid !== currentKid) url.searchParams.delete("id_token_hint");
  } catch {
    // Not a JWT: oidc-provider reports it.
  }
}

export async function startLocalOidcProvider(options: LocalOidcOptions): Promise<LocalOidc> {
  const clientId = options.clientId ?? "klarsicht-local";
  const clientSecret = options.clientSecret ?? "local-oidc-secret";
  const Provider = await loadProviderClass();
  const { privateKey } = await promisify(generateKeyPair)("rsa", { modulusLength: 2048 });
  const kid = randomUUID();

  // The issuer contains the port, so the provider is made once the server has one.
  let provider: Provider | undefined;
  let handleProviderRequest: ((req: IncomingMessage, res: ServerResponse) => Promise<void>) | undefined;

  const server = createStandInServer((req, res) => {
    if (!provider || !handleProviderRequest) return sendHtml(res, 503, page("Starting", "<p>Try again.</p>"));
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const path = url.pathname;
    if (/^\/interaction\/[\w-]+$/.test(path)) {
      handleInteraction(provider, req, res, path).catch(
        (error: { statusCode?: number; error_description?: string }) => {
          const status = error.statusCode ?? 500;
          if (status >= 500) console.error("Local OpenID provider:", error);
          const message =
            status < 500 && error.error_description ? error.error_description : "Internal error";
          sendHtml(
            res,
            status,
            page("Sign-in failed", `<p>${escapeHtml(message)}. Return to the app and sign in again.</p>`),
          );
        },
      );
      return;
    }
    if (path === "/session/end" && req.method === "GET") {
      dropStaleIdTokenHint(url, kid);
      req.url = url.pathname + url.search;
    }
    void handleProviderRequest(req, res);
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  provider = new Provider(issuer, {
    adapter: memoryAdapter(),
    jwks: { keys: [{ ...privateKey.export({ format: "jwk" }), kid, alg: "RS256", use: "sig" }] },
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        post_logout_redirect_uris: options.postLogoutRedirectUris,
        grant_types: ["authorization_code"],
        response_types: ["code"],
        // The registered method; oidc-provider accepts client_secret_post from such a client as well.
        token_endpoint_auth_method: "client_secret_basic",
        id_token_signed_response_alg: "RS256",
      },
    ],
    scopes: ["openid", "email", "profile"],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    // The app reads email and name from the ID token, as it does with Auth0.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    async findAccount(_ctx: unknown, sub: string) {
      if (!sub.startsWith(SUBJECT_PREFIX)) return undefined;
      const account = accountForLogin(sub.slice(SUBJECT_PREFIX.length));
      return { accountId: sub, claims: async () => account };
    },
    // Distinct names: the app on another port of 127.0.0.1 shares this cookie jar.
    cookies: {
      names: {
        session: "local_oidc_session",
        interaction: "local_oidc_interaction",
        resume: "local_oidc_resume",
      },
      keys: [randomBytes(32).toString("hex")],
    },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        // The confirmation oidc-provider asks for is answered at once (the app's logout is already a
        // deliberate POST); the button stays for browsers without JavaScript.
        async logoutSource(ctx: KoaContext, form: string) {
          ctx.body = page(
            "Signing out",
            `${form}
<button id="sign-out" type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button>
<script>document.getElementById("sign-out").click();</script>`,
          );
        },
        async postLogoutSuccessSource(ctx: KoaContext) {
          ctx.body = page("Signed out", "<p>You are signed out of the local OpenID provider.</p>");
        },
      },
    },
    async renderError(ctx: KoaContext, out: { error?: string; error_description?: string }) {
      ctx.type = "html";
      const text = [out.error, out.error_description].filter(Boolean).join(": ");
      ctx.body = page("Sign-in error", `<p>${escapeHtml(text)}</p>`);
    },
    // The app calls the provider from its server; no browser page needs to be kept out.
    clientBasedCORS: () => true,
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 3600,
      Session: 86400,
      Grant: 86400,
    },
  });
  provider.on("server_error", (_ctx, error) => console.error("Local OpenID provider:", error));
  handleProviderRequest = provider.callback();

  return {
    issuer,
    clientId,
    clientSecret,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Keep-alive connections (fetch, browsers) would otherwise hold close() open.
        server.closeAllConnections();
      }),
  };
}
