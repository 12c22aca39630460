/**
 * Serves the app in Vite's dev server through the same request pipeline as the production Worker
 * (app/request-pipeline.server.ts): the cross-site check, Remix, the headers. It takes the place of
 * Remix's cloudflareDevProxyVitePlugin, which would call Remix directly, skipping the pipeline, and which
 * takes a request's address from its Origin header, so that every Origin would look like this site's.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ServerBuild } from "@remix-run/cloudflare";
import type { Plugin, ViteDevServer } from "vite";
import type { createAppHandler } from "../../app/request-pipeline.server";
import { d1OverBridge } from "./local-d1";
import { applyLocalMigrations, runSqlFile } from "./local-migrations";
import { type LocalPlatform, resumeOpenRuns, startLocalPlatform } from "./local-platform";
import { wranglerVars } from "./wrangler-vars";

/** How often the scanner Worker's cron fires here (production: every five minutes). */
const scannerCronIntervalMs = 60_000;

const SERVER_BUILD = "virtual:remix/server-build";
const PIPELINE = "/app/request-pipeline.server.ts";

/** Aborted when the browser goes away before its answer has been sent in full. */
function clientGoneSignal(nodeResponse: ServerResponse): AbortSignal {
  const controller = new AbortController();
  // It may have gone while Vite's own middlewares were busy with the request.
  if (nodeResponse.destroyed) controller.abort();
  nodeResponse.on("close", () => {
    if (!nodeResponse.writableFinished) controller.abort();
  });
  return controller.signal;
}

/** The request as the Worker would see it: its address from the Host header the browser sent. */
function toWebRequest(nodeRequest: IncomingMessage & { originalUrl?: string }, signal: AbortSignal): Request {
  const path = nodeRequest.originalUrl ?? nodeRequest.url ?? "/";
  const url = new URL(path, `http://${nodeRequest.headers.host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(nodeRequest.headers)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value])
      headers.append(name, item);
  }
  const hasBody = nodeRequest.method !== "GET" && nodeRequest.method !== "HEAD";
  return new Request(url, {
    method: nodeRequest.method,
    headers,
    signal,
    ...(hasBody ? { body: Readable.toWeb(nodeRequest) as ReadableStream, duplex: "half" } : {}),
  } as RequestInit);
}

async function sendWebResponse(response: Response, nodeResponse: ServerResponse): Promise<void> {
  if (nodeResponse.destroyed) {
    await response.body?.cancel();
    return;
  }
  nodeResponse.statusCode = response.status;
  for (const [name, value] of response.headers) {
    if (name !== "set-cookie") nodeResponse.setHeader(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) nodeResponse.setHeader("Set-Cookie", cookies);
  if (!response.body) {
    nodeResponse.end();
    return;
  }
  await pipeline(Readable.fromWeb(response.body as import("node:stream/web").ReadableStream), nodeResponse);
}

/**
 * The local platform (local-platform.ts: the scanner Worker and the app's bindings in one workerd) with
 * its D1 migrated and an agency with two client workspaces and a colleague to try teams by hand (applied
 * once; README), every open run queued again, and the scanner Worker's cron firing every minute, as
 * production's fires every five.
 */
async function preparePlatform(extraEnv: Record<string, string>): Promise<LocalPlatform> {
  // Where `npm run dev` keeps the local data (wrangler's --persist-to layout: it adds the "v3").
  const stateDir = process.env.LOCAL_STATE_DIR ?? ".wrangler/state";
  const platform = await startLocalPlatform({
    stateDir,
    // Set by `npm run dev`; without it (the dev server on its own) there is no scanner Worker.
    ...(extraEnv.LOCAL_BROWSER_RENDERING_URL
      ? { browserRenderingUrl: extraEnv.LOCAL_BROWSER_RENDERING_URL }
      : {}),
    scannerVars: Object.fromEntries(
      ["LOGIN_SECRETS_KEY", "LOCAL_SCANNER_ALLOW"].flatMap((name) =>
        extraEnv[name] === undefined ? [] : [[name, extraEnv[name] as string]],
      ),
    ),
  });
  try {
    const applied = await applyLocalMigrations(platform.bindings.DB);
    console.log(
      applied.length > 0
        ? `Local D1: ${applied.length} migration(s) applied (${applied.at(-1)})`
        : "Local D1: every migration applied already",
    );
    await runSqlFile(platform.bindings.DB, "workers/dev/seed-agency.sql");
    const resumed = platform.bindings.SCAN_QUEUE
      ? await resumeOpenRuns(platform.bindings.DB, platform.bindings.SCAN_QUEUE)
      : 0;
    if (resumed > 0) console.log(`Queued ${resumed} interrupted scan(s) again`);
    return platform;
  } catch (error) {
    await platform.dispose();
    throw error;
  }
}

/**
 * An object whose methods are those of the one `value` resolves to, each call waiting for it: the
 * bindings exist at once, and a request that uses one waits until the platform is ready.
 */
function whenReady<T extends object>(value: Promise<T | undefined>): T {
  return new Proxy({} as T, {
    get(_target, name) {
      // Not a promise itself, whatever asks.
      if (typeof name === "symbol" || name === "then") return undefined;
      return async (...args: unknown[]) => {
        const target = (await value) as Record<string, (...args: unknown[]) => unknown> | undefined;
        const method = target?.[name];
        if (typeof method !== "function") throw new Error(`The local platform offers no ${name}() here`);
        return method.apply(target, args);
      };
    },
  });
}

/**
 * The app's env and execution context. The platform starts beside Vite (workerd compiling the scanner
 * Worker's bundle takes seconds): pages that need no binding answer before it is ready, the others wait
 * for it. A platform that cannot start ends the dev server, and `npm run dev` with it.
 */
function openBindings(extraEnv: Record<string, string>) {
  const prepared = preparePlatform(extraEnv);
  prepared.catch((error: unknown) => {
    console.error("npm run dev could not start the local platform (D1, R2, queues, scanner Worker):", error);
    process.exit(1);
  });
  const cron = setInterval(() => {
    void prepared
      .then((platform) => platform.runScannerCron())
      .catch((error) => console.error("The scanner Worker's cron failed:", error));
  }, scannerCronIntervalMs);
  const env = {
    ...wranglerVars("wrangler.toml"),
    DB: d1OverBridge(async (body) => (await prepared).sendToD1(body)),
    SCREENSHOTS: whenReady(prepared.then((platform) => platform.bindings.SCREENSHOTS)),
    ...(extraEnv.LOCAL_BROWSER_RENDERING_URL
      ? {
          SCAN_QUEUE: whenReady(prepared.then((platform) => platform.bindings.SCAN_QUEUE)),
          SCANNER: whenReady(prepared.then((platform) => platform.bindings.SCANNER)),
        }
      : {}),
    ...extraEnv,
  } as unknown as Env;
  const ctx = {
    // Background work of a request: a rejection is logged, and the server stays up.
    waitUntil(promise: Promise<unknown>) {
      promise.catch((error) => console.error("Background work of a request failed:", error));
    },
    passThroughOnException() {},
  } as unknown as ExecutionContext;
  return {
    cloudflare: { env, ctx, cf: undefined, caches: undefined },
    dispose: async () => {
      clearInterval(cron);
      await (await prepared.catch(() => null))?.dispose();
    },
  };
}

/**
 * `env` are the bindings of wrangler.toml (the local platform's, local-platform.ts); `extraEnv` what
 * `npm run dev` hands over for the local services. The platform starts with Vite's first hook: workerd
 * starting the scanner Worker takes seconds, beside Vite's own start.
 */
export function appDevServer({ extraEnv }: { extraEnv: () => Record<string, string> }): Plugin {
  let bindings: ReturnType<typeof openBindings> | undefined;
  // Remix's child compiler (it compiles route modules and never serves; Remix's own plugin is left out
  // of it) needs no bindings.
  const servesTheApp = (plugins: unknown) =>
    [plugins]
      .flat(Number.POSITIVE_INFINITY)
      .some((plugin) => (plugin as { name?: string } | null)?.name === "remix");
  return {
    name: "klarsicht-app-dev-server",
    apply: "serve",
    config(config) {
      if (servesTheApp(config.plugins)) bindings ??= openBindings(extraEnv());
    },
    async configureServer(server: ViteDevServer) {
      if (!servesTheApp(server.config.plugins)) return;
      bindings ??= openBindings(extraEnv());
      const { cloudflare, dispose } = bindings;
      server.httpServer?.once("close", () => void dispose());
      // Registered after Vite's own middlewares (static files, modules), before the Remix plugin's.
      return () => {
        server.middlewares.use(async (nodeRequest, nodeResponse, next) => {
          const clientGone = clientGoneSignal(nodeResponse);
          try {
            const build = (await server.ssrLoadModule(SERVER_BUILD)) as ServerBuild;
            const pipelineModule = (await server.ssrLoadModule(PIPELINE)) as {
              createAppHandler: typeof createAppHandler;
            };
            const handleAppRequest = pipelineModule.createAppHandler(build, "development");
            const response = await handleAppRequest(
              toWebRequest(nodeRequest, clientGone),
              cloudflare as unknown as Parameters<typeof handleAppRequest>[1],
            );
            await sendWebResponse(response, nodeResponse);
          } catch (error) {
            // A browser that went away (a closed tab, a navigation or an aborted fetch while the answer
            // streams) ends the stream early ("Premature close"): nobody is left to answer, and it is no
            // fault of the app to log or show in the error overlay.
            if (clientGone.aborted) return;
            next(error);
          }
        });
      };
    },
  };
}
