import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { notFound } from "~/utils/guard.server";
import { sameToken } from "~/utils/local-token.server";
import { recoverLocalRuns } from "~/utils/scan-dispatch.server";

/**
 * The local pool's recovery (decision 002), as production's cron calls the scanner Worker's: runs and
 * pages whose local scan was interrupted are scanned again. `npm run dev` no longer needs it (its scanner
 * Worker's own cron recovers, decision 057). Without the local scanner service and the token the server
 * was started with, the address does not exist.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const token = context.env.LOCAL_RECOVERY_TOKEN;
  if (!context.env.LOCAL_SCANNER_URL || !token || !sameToken(request.headers.get("Authorization"), token)) {
    return notFound();
  }
  const resumeAll = new URL(request.url).searchParams.get("start") === "1";
  const jobs = await recoverLocalRuns(context, { resumeAll });
  return Response.json({ jobs });
}

export function loader() {
  return notFound();
}
