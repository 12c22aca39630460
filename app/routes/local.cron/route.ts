import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { runScheduledWork } from "~/utils/cron.server";
import { notFound } from "~/utils/guard.server";
import { sameToken } from "~/utils/local-token.server";

/**
 * Local development only: `npm run dev` (workers/dev/dev.ts) calls this every minute, as production's Cron
 * Trigger calls the app Worker's scheduled handler, so scheduled scans run locally through the same code.
 * Without a local platform (its Browser Rendering stand-in) and the token that `npm run dev` made up for
 * this run, the address does not exist.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const token = context.env.LOCAL_CRON_TOKEN;
  const local = context.env.LOCAL_BROWSER_RENDERING_URL;
  if (!local || !token || !sameToken(request.headers.get("Authorization"), token)) {
    return notFound();
  }
  const { env, ctx } = context.cloudflare;
  // `?at=` runs the cron as if at that time, to try a schedule out locally without waiting for its hour.
  const at = Date.parse(new URL(request.url).searchParams.get("at") ?? "");
  const result = await runScheduledWork(env, Number.isFinite(at) ? at : Date.now(), ctx);
  return Response.json(result);
}

export function loader() {
  return notFound();
}
