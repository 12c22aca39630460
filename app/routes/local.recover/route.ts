import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { notFound } from "~/utils/guard.server";
import { sameToken } from "~/utils/local-token.server";
import { recoverLocalRuns } from "~/utils/scan-dispatch.server";

/**
 * Local development only: `npm run dev` (workers/dev/dev.ts) calls this when it starts and every minute, as
 * production's cron calls the scanner Worker's recovery. Without the local scanner and the token that
 * `npm run dev` made up for this run, the address does not exist.
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
