import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { closeLinkedIssue } from "~/utils/trackers/trackers.server";

/** Cap on the body read: GitHub's issue events are far smaller. */
const MAX_BODY = 1024 * 1024;

/**
 * GitHub's webhook for connected repositories (event "Issues", content type JSON). It carries no Origin;
 * the signature with the connection's secret is its proof. A closed issue made from Klarsicht marks our
 * issue fixed, awaiting the next scan.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const body = await request.text();
  if (body.length > MAX_BODY) return new Response("Too large", { status: 413 });
  const marked = await closeLinkedIssue(
    context.db,
    context.env,
    body,
    request.headers.get("X-Hub-Signature-256"),
  );
  if (marked === null) return new Response("Signature does not match", { status: 401 });
  return new Response(null, { status: 204 });
}
