/** GET /api/v1/runs: the account's runs, newest first. POST: start a scan (app/utils/start-scan.server.ts). */
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { TFunction } from "i18next";
import { scanLevels } from "#core/contract";
import { getRun } from "#core/runs/runs.server";
import { requireApiCaller } from "~/utils/api/caller.server";
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  parseIdempotencyKey,
  releaseIdempotencyKey,
  requestHashOf,
} from "~/utils/api/idempotency.server";
import { ApiProblem, apiLocaleOf, invalidRequest } from "~/utils/api/problem.server";
import { jsonObjectBody, listParameters } from "~/utils/api/request.server";
import { listOwnRuns, runResources } from "~/utils/api/resources.server";
import { apiJson, apiRoute, methodNotAllowedProblem } from "~/utils/api/route.server";
import { type NewScanResult, startTypedAccountScan } from "~/utils/start-scan.server";

export const loader = apiRoute(async ({ request, context }) => {
  const { workspace } = await requireApiCaller(request, context, "read");
  const { cursor, limit } = listParameters(request);
  return apiJson(await listOwnRuns(context.db, workspace.id, cursor, limit));
});

async function parseStartRequest(request: Request) {
  const body = await jsonObjectBody(request);
  if (typeof body.url !== "string") throw invalidRequest((t) => t("api.invalid.url"));
  const scope = body.scope ?? "site";
  if (scope !== "page" && scope !== "site") throw invalidRequest((t) => t("api.invalid.scope"));
  const level = scanLevels.find((candidate) => candidate === (body.level ?? "AA"));
  if (!level) throw invalidRequest((t) => t("api.invalid.level"));
  return { url: body.url.slice(0, 4096), scope, level } as const;
}

/** Why the scan was not started, as the scan forms say it (app/routes/runs/NewScanForm.tsx). */
function refusal(result: Extract<NewScanResult, { ok: false }>): ApiProblem {
  const { error, total } = result;
  const reason = { reason: error };
  switch (error) {
    case "allowanceExceeded":
      return new ApiProblem(
        403,
        "scanRefused",
        (t) => t("account.newScan.allowanceExceeded", { count: total }),
        reason,
      );
    case "levelNotInPlan":
      return new ApiProblem(403, "scanRefused", (t) => t("account.newScan.levelNotInPlan"), reason);
    case "tooManyRunning":
      return new ApiProblem(
        429,
        "scanRefused",
        (t) => t("account.scanLimits.tooManyRunning", { count: total }),
        reason,
      );
    case "tooManyPerHour": {
      const minutes = result.retryMinutes ?? 60;
      return new ApiProblem(
        429,
        "scanRefused",
        (t) => t("account.scanLimits.tooManyPerHour", { count: total, minutes }),
        reason,
        { "Retry-After": String(minutes * 60) },
      );
    }
    default:
      return new ApiProblem(422, "invalidRequest", (t: TFunction) => t(`urlCheck.errors.${error}`), reason);
  }
}

async function runAnswer(context: AppLoadContext, userId: string, runId: string, status: 200 | 201) {
  const run = await getRun(context.db, runId);
  if (!run || run.ownerId !== userId) throw new ApiProblem(404, "notFound");
  const [resource] = await runResources(context.db, userId, [run]);
  return apiJson(resource, { status, headers: { Location: `/api/v1/runs/${run.id}` } });
}

export const action = apiRoute(async ({ request, context }) => {
  if (request.method !== "POST") throw methodNotAllowedProblem(request.method, ["GET", "POST"]);
  const { workspace } = await requireApiCaller(request, context, "scan");
  const idempotency = parseIdempotencyKey(request.headers.get("Idempotency-Key"));
  if (!idempotency.ok) throw invalidRequest((t) => t("api.invalid.idempotencyKey"));
  const input = await parseStartRequest(request);
  const key = idempotency.key;
  if (key) {
    const claim = await claimIdempotencyKey(context.db, workspace.id, key, await requestHashOf(input));
    if (claim.state === "conflict") throw new ApiProblem(422, "idempotencyConflict");
    if (claim.state === "inProgress") throw new ApiProblem(409, "idempotencyInProgress");
    if (claim.state === "replay") return runAnswer(context, workspace.id, claim.runId, 200);
  }
  let started: NewScanResult;
  try {
    started = await startTypedAccountScan(context, workspace.id, {
      typed: input.url,
      requestedLevel: input.level,
      scope: input.scope,
      locale: apiLocaleOf(request),
    });
  } catch (error) {
    if (key) await releaseIdempotencyKey(context.db, workspace.id, key);
    throw error;
  }
  if (!started.ok) {
    if (key) await releaseIdempotencyKey(context.db, workspace.id, key);
    throw refusal(started);
  }
  if (key) await completeIdempotencyKey(context.db, workspace.id, key, started.run.id);
  return runAnswer(context, workspace.id, started.run.id, 201);
});
