import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "./support";

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

// Names and values that must stay on the server; the e2e server runs with the local values below.
const secrets = [
  /sk_(test|live)_/,
  /whsec_/,
  /rk_(test|live)_/,
  /SESSION_SECRET/,
  /STRIPE_SECRET_KEY/,
  /STRIPE_WEBHOOK_SECRET/,
  /OIDC_CLIENT_SECRET/,
  /local-oidc-secret/,
  /TURNSTILE_SECRET_KEY/,
  // Cloudflare's Turnstile test secrets (turnstile.spec.ts serves pages with one of them configured).
  /[123]x0000000000000000000000000000000AA/,
];

test("no secret reaches the client bundle", () => {
  const bundle = files("build/client").filter((path) => /\.(js|css|html|json|map)$/.test(path));
  expect(bundle.length).toBeGreaterThan(0);
  for (const path of bundle) {
    const text = readFileSync(path, "utf8");
    for (const secret of secrets) expect(text, `${path} contains ${secret}`).not.toMatch(secret);
  }
});

test("no secret reaches a rendered page", async ({ request }) => {
  for (const path of ["/", "/setup", "/kontakt", "/login?failed=1"]) {
    const html = await (await request.get(path)).text();
    for (const secret of secrets) expect(html, `${path} contains ${secret}`).not.toMatch(secret);
  }
});
