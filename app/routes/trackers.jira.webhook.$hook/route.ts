import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { closeLinkedJiraIssue } from "~/utils/trackers/trackers.server";

/** Cap on the body read: Jira's issue events are far smaller. */
const MAX_BODY = 1024 * 1024;

/**
 * Jira Cloud's admin webhook for one account's Jira connection (decision 048): the address's id finds
 * the connection, the signature with its secret (`X-Hub-Signature`) is the proof; no Origin is sent.
 * An issue made from Klarsicht that is done marks our issue fixed, awaiting the next scan.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const body = await request.text();
  if (body.length > MAX_BODY) return new Response("Too large", { status: 413 });
  const marked = await closeLinkedJiraIssue(
    context.db,
    context.env,
    params.hook ?? "",
    body,
    request.headers.get("X-Hub-Signature"),
  );
  if (marked === null) return new Response("Signature does not match", { status: 401 });
  return new Response(null, { status: 204 });
}
