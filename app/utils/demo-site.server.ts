import type { AppEnv } from "./env.server";

/**
 * The demo shop's address, offered on the free-test form, or null. Only the development server offers
 * it: the production build never does, whatever its configuration says, so that no deployment can be
 * made to scan an address on its own machine.
 */
export function demoSiteUrl(env: AppEnv): string | null {
  if (!import.meta.env.DEV) return null;
  return env.DEMO_SITE_URL ?? null;
}
