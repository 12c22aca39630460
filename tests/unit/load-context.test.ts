import { describe, expect, it } from "vitest";
import { getLoadContext } from "~/load-context";

/** What every deployment sets ([vars] in wrangler.toml), without sign-in or payments. */
const publicSettings = {
  DB: {},
  SITE_URL: "https://klarsicht.example",
  ABOUT_SOURCE_URL: "https://example.com/source",
  ABOUT_PROFILE_URL: "https://example.com/profile",
  IMPRINT_COMPANY: "Klarsicht",
  IMPRINT_STREET: "Musterstraße 1",
  IMPRINT_POSTCODE_CITY: "10115 Berlin",
  IMPRINT_EMAIL: "kontakt@klarsicht.example",
  PRIVACY_CONTACT_EMAIL: "datenschutz@klarsicht.example",
};

const signIn = {
  SESSION_SECRET: "a-session-secret-of-at-least-32-characters",
  OIDC_ISSUER: "https://login.klarsicht.example",
  OIDC_CLIENT_ID: "klarsicht",
  OIDC_CLIENT_SECRET: "client-secret",
};

const stripe = { STRIPE_SECRET_KEY: "sk_live_x", STRIPE_WEBHOOK_SECRET: "whsec_x" };

const prices = {
  STRIPE_PRICE_BASIC_MONTHLY: "price_1Basic",
  STRIPE_PRICE_BASIC_ONCE: "price_1BasicOnce",
  STRIPE_PRICE_PRO_MONTHLY: "price_1Pro",
  STRIPE_PRICE_PRO_ONCE: "price_1ProOnce",
};

function contextWith(settings: Record<string, unknown>) {
  const env = { ...publicSettings, ...settings } as unknown as Env;
  return getLoadContext({
    request: new Request("https://klarsicht.example/"),
    context: { cloudflare: { env, ctx: { waitUntil() {}, passThroughOnException() {} } } },
  });
}

describe("services of a request: configured whole or not at all", () => {
  it("runs without sign-in and payments when none of their settings is set", () => {
    const context = contextWith({});
    expect(context.auth).toBeNull();
    expect(context.billing).toBeNull();
  });

  it("builds sign-in and payments once when all their settings are set", () => {
    const context = contextWith({ ...signIn, ...stripe, ...prices });
    expect(context.auth).toMatchObject({
      issuer: signIn.OIDC_ISSUER,
      clientSecret: "client-secret",
      secure: true,
    });
    expect(context.billing?.prices).toEqual({
      basic: { monthly: "price_1Basic", once: "price_1BasicOnce" },
      pro: { monthly: "price_1Pro", once: "price_1ProOnce" },
    });
  });

  it("fails every request, naming the setting, when the OpenID client secret is missing", () => {
    const { OIDC_CLIENT_SECRET: _, ...withoutSecret } = signIn;
    expect(() => contextWith(withoutSecret)).toThrow(/set OIDC_CLIENT_SECRET\b/);
    expect(() => contextWith({ OIDC_ISSUER: signIn.OIDC_ISSUER })).toThrow(
      /set SESSION_SECRET, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET/,
    );
  });

  it("fails every request, naming them, when real Stripe is set without the price ids", () => {
    expect(() => contextWith(stripe)).toThrow(
      /set STRIPE_PRICE_BASIC_MONTHLY, STRIPE_PRICE_BASIC_ONCE, STRIPE_PRICE_PRO_MONTHLY, STRIPE_PRICE_PRO_ONCE/,
    );
    const { STRIPE_PRICE_PRO_ONCE: _, ...threePrices } = prices;
    expect(() => contextWith({ ...stripe, ...threePrices })).toThrow(/set STRIPE_PRICE_PRO_ONCE$/);
    expect(() => contextWith({ STRIPE_SECRET_KEY: "sk_live_x", ...prices })).toThrow(
      /set STRIPE_WEBHOOK_SECRET$/,
    );
  });

  it("uses the local Stripe-compatible server's price ids only when talking to it", () => {
    const context = contextWith({ ...stripe, STRIPE_API_BASE: "http://127.0.0.1:12111" });
    expect(context.billing?.prices.basic.monthly).toBe("price_basic_monthly");
  });

  it("runs Turnstile against Cloudflare when both keys are set, and refuses only one of them", () => {
    const keys = { TURNSTILE_SITE_KEY: "0x4AAAAAAAexample", TURNSTILE_SECRET_KEY: "0x4AAAAAAAsecret" };
    expect(contextWith({}).turnstile).toBeNull();
    expect(contextWith(keys).turnstile).toEqual({
      widget: {
        siteKey: keys.TURNSTILE_SITE_KEY,
        scriptUrl: "https://challenges.cloudflare.com/turnstile/v0/api.js",
      },
      secretKey: keys.TURNSTILE_SECRET_KEY,
      verifyUrl: "https://challenges.cloudflare.com/turnstile/v0/siteverify",
    });
    expect(() => contextWith({ TURNSTILE_SITE_KEY: keys.TURNSTILE_SITE_KEY })).toThrow(
      /set TURNSTILE_SECRET_KEY$/,
    );
    expect(() => contextWith({ TURNSTILE_SECRET_KEY: keys.TURNSTILE_SECRET_KEY })).toThrow(
      /set TURNSTILE_SITE_KEY$/,
    );
  });

  it("points Turnstile at a local stand-in only, and takes the always-pass test secret only locally", () => {
    const testKeys = {
      TURNSTILE_SITE_KEY: "1x00000000000000000000AA",
      TURNSTILE_SECRET_KEY: "1x0000000000000000000000000000000AA",
    };
    expect(() => contextWith(testKeys)).toThrow(/always-pass test secret/);
    expect(() =>
      contextWith({ ...testKeys, TURNSTILE_VERIFY_URL: "https://turnstile.example/siteverify" }),
    ).toThrow(/TURNSTILE_VERIFY_URL: must be a local address/);
    const local = contextWith({
      ...testKeys,
      TURNSTILE_VERIFY_URL: "http://127.0.0.1:8793/turnstile/v0/siteverify",
    });
    expect(local.turnstile?.verifyUrl).toBe("http://127.0.0.1:8793/turnstile/v0/siteverify");
  });
});
