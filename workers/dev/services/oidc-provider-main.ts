/**
 * The local OpenID provider as its own process, for `npm run dev` and the e2e tests:
 *   LOCAL_OIDC_PORT              default 8791
 *   LOCAL_OIDC_REDIRECT_URIS     comma list; default the dev server's /auth/callback (PORT, default 5173)
 *   LOCAL_OIDC_POST_LOGOUT_URIS  comma list; default the dev server's front page
 */
import { startLocalOidcProvider } from "./oidc-provider";
import { closeOnSignal } from "./stand-in-server";

function list(value: string | undefined, fallback: string[]): string[] {
  const items = value
    ?.split(",")
    .map((item) => item.trim())
    .filter(Boolean);
  return items?.length ? items : fallback;
}

// Both spellings of the dev server's address: the redirect URI is built from the URL the browser used,
// and the provider compares it exactly.
const appPort = process.env.PORT ?? "5173";
const appOrigins = [`http://127.0.0.1:${appPort}`, `http://localhost:${appPort}`];

const oidc = await startLocalOidcProvider({
  port: Number(process.env.LOCAL_OIDC_PORT ?? 8791),
  redirectUris: list(
    process.env.LOCAL_OIDC_REDIRECT_URIS,
    appOrigins.map((origin) => `${origin}/auth/callback`),
  ),
  postLogoutRedirectUris: list(
    process.env.LOCAL_OIDC_POST_LOGOUT_URIS,
    appOrigins.map((origin) => `${origin}/`),
  ),
});
console.log(`Local OpenID provider on ${oidc.issuer} (client ${oidc.clientId})`);

closeOnSignal(() => oidc.close());
