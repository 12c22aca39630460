import { vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { appDevServer } from "./workers/dev/vite-dev-server";

declare module "@remix-run/cloudflare" {
  interface Future {
    v3_singleFetch: true;
  }
}

/**
 * Settings `npm run dev` (workers/dev/dev.ts) hands to the app (and, for the Browser Rendering stand-in,
 * the sealing key and the private addresses it may scan, to the scanner Worker) for scanning, sign-in,
 * payments, mail, Turnstile and the issue trackers.
 */
const localServiceKeys = [
  "SITE_URL",
  "LOCAL_BROWSER_RENDERING_URL",
  "LOCAL_SCANNER_ALLOW",
  "SECRETS_KEY",
  "LOGIN_SECRETS_KEY",
  "GITHUB_API_BASE",
  "DEMO_SITE_URL",
  "LOCAL_CRON_TOKEN",
  "SESSION_SECRET",
  "OIDC_ISSUER",
  "OIDC_CLIENT_ID",
  "OIDC_CLIENT_SECRET",
  "STRIPE_API_BASE",
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "MAIL_API_BASE",
  "RESEND_API_KEY",
  "MAIL_FROM",
  "CONTACT_INBOX",
  "TURNSTILE_SITE_KEY",
  "TURNSTILE_SECRET_KEY",
  "TURNSTILE_SCRIPT_URL",
  "TURNSTILE_VERIFY_URL",
] as const;

function localServices(): Record<string, string> {
  return Object.fromEntries(
    localServiceKeys.flatMap((key) => (process.env[key] ? [[key, process.env[key]]] : [])),
  );
}

/**
 * Chrome asks every localhost page for a DevTools workspace file while DevTools are open. We offer none:
 * "no content" instead of a 404 that reads like a broken page in the network log. Development only.
 */
const chromeDevtoolsWorkspace: Plugin = {
  name: "chrome-devtools-workspace",
  configureServer(server) {
    server.middlewares.use("/.well-known/appspecific/com.chrome.devtools.json", (_request, response) => {
      response.statusCode = 204;
      response.end();
    });
  },
};

export default defineConfig({
  server: {
    host: "127.0.0.1",
    port: Number(process.env.PORT ?? 5173),
    // Local D1 writes land in .wrangler; watching them would reload the page on every write.
    // Nor is there anything to watch in the build output, the docs, the test results or the CLI's state.
    watch: {
      ignored: [
        "**/.wrangler/**",
        "**/tests/**",
        "**/build/**",
        "**/docs/**",
        "**/test-results/**",
        "**/.klarsicht/**",
      ],
    },
    // The app's server modules are transformed side by side as the server starts, instead of one import
    // after another while the first page waits for them.
    warmup: { ssrFiles: ["./app/**/*.{ts,tsx}", "./workers/core/**/*.ts", "./drizzle/*.ts"] },
  },
  // On a fresh clone Vite would find these only while the first page loads, optimise them then and
  // reload: that page ran two copies of React and never hydrated ("Invalid hook call"). Route modules
  // name server packages too (their loaders are removed from the client bundle only later).
  optimizeDeps: {
    include: [
      "react",
      "react/jsx-dev-runtime",
      "react-dom",
      "react-dom/client",
      "@remix-run/react",
      "@remix-run/cloudflare",
      "i18next",
      "react-i18next",
      "remix-i18next/react",
      "remix-i18next/server",
      "arctic",
      "remix-auth-oauth2",
      "zod",
      "zod/locales",
      "drizzle-orm",
      "drizzle-orm/d1",
      "drizzle-orm/sqlite-core",
      "robots-parser",
      "ipaddr.js",
      "stripe",
    ],
  },
  ssr: {
    resolve: {
      conditions: ["workerd", "worker", "browser"],
      externalConditions: ["workerd", "worker"],
    },
  },
  plugins: [
    chromeDevtoolsWorkspace,
    // The production Worker's request pipeline; `npm run dev` passes the local services' addresses and
    // keys, which never come from wrangler.toml.
    appDevServer({ extraEnv: localServices }),
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
      // German and English addresses of the same pages.
      routes(defineRoutes) {
        return defineRoutes((route) => {
          route("/pricing", "routes/_index/route.tsx", { id: "routes/pricing" });
          route("/kontakt", "routes/contact/route.tsx", { id: "routes/kontakt" });
          route("/impressum", "routes/imprint/route.tsx", { id: "routes/impressum" });
          route("/datenschutz", "routes/privacy/route.tsx", { id: "routes/datenschutz" });
          route("/agb", "routes/terms/route.tsx", { id: "routes/agb" });
          route("/widerruf", "routes/withdrawal/route.tsx", { id: "routes/widerruf" });
          route("/barrierefreiheit", "routes/accessibility/route.tsx", { id: "routes/barrierefreiheit" });
        });
      },
    }),
    tailwindcss(),
    tsconfigPaths(),
  ],
});
