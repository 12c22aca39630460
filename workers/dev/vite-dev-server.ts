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
import { databaseId, openLocalD1 } from "./local-d1";
import { applyLocalMigrations, runSqlFile } from "./local-migrations";

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
 * The local D1 through local-d1.ts (without the platform proxy's synchronous calls, which would stall
 * this process), migrated, with an agency with two client workspaces and a colleague to try teams by
 * hand (applied once; README): before the first request, while the platform proxy starts.
 */
async function openMigratedD1(stateDir: string) {
  const local = await openLocalD1(stateDir, databaseId());
  try {
    const applied = await applyLocalMigrations(local.db);
    console.log(
      applied.length > 0
        ? `Local D1: ${applied.length} migration(s) applied (${applied.at(-1)})`
        : "Local D1: every migration applied already",
    );
    await runSqlFile(local.db, "workers/dev/seed-agency.sql");
    return local;
  } catch (error) {
    await local.dispose();
    throw error;
  }
}

/**
 * The bindings of wrangler.toml through wrangler's platform proxy, with the local D1 through local-d1.ts
 * in place of the proxy's.
 */
async function openBindings() {
  const { getPlatformProxy } = await import("wrangler");
  // Where `npm run dev` keeps the local data (wrangler's --persist-to layout: it adds the "v3").
  const stateDir = process.env.LOCAL_STATE_DIR ?? ".wrangler/state";
  const [proxy, localD1] = await Promise.allSettled([
    getPlatformProxy<Env>({ persist: { path: `${stateDir}/v3` } }),
    openMigratedD1(stateDir),
  ]);
  if (proxy.status === "rejected" || localD1.status === "rejected") {
    if (proxy.status === "fulfilled") await proxy.value.dispose();
    if (localD1.status === "fulfilled") await localD1.value.dispose();
    throw proxy.status === "rejected" ? proxy.reason : (localD1 as PromiseRejectedResult).reason;
  }
  const { dispose: disposeProxy, ...cloudflare } = proxy.value;
  return {
    cloudflare,
    db: localD1.value.db,
    dispose: () => Promise.all([localD1.value.dispose(), disposeProxy()]),
  };
}

/**
 * `env` are the bindings of wrangler.toml (the local D1 through local-d1.ts, the rest through wrangler's
 * platform proxy); `extraEnv` what `npm run dev` hands over for the local services.
 */
export function appDevServer({ extraEnv }: { extraEnv: () => Record<string, string> }): Plugin {
  return {
    name: "klarsicht-app-dev-server",
    apply: "serve",
    async configureServer(server: ViteDevServer) {
      // Remix's child compiler (it compiles route modules and never serves; Remix's own plugin is left
      // out of it) needs no bindings.
      if (!server.config.plugins.some((plugin) => plugin.name === "remix")) return;
      const { cloudflare, db, dispose } = await openBindings();
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
            const response = await handleAppRequest(toWebRequest(nodeRequest, clientGone), {
              ...cloudflare,
              env: { ...cloudflare.env, DB: db, ...extraEnv() } as Env,
            });
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
