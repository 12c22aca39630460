/**
 * A local receiver for Klarsicht's outgoing webhooks and for the chat services they reach (decision
 * 044), on 127.0.0.1, for `npm run dev` and the tests:
 *
 * - `POST /hooks/<name>`: a customer's own receiver. It checks `Klarsicht-Signature` with its own
 *   implementation of the scheme (node:crypto, not the app's code): HMAC-SHA256 over "<t>.<raw body>",
 *   compared in constant time, `t` within five minutes of its clock. It answers 200, or the statuses a
 *   test scripted for it, in order.
 * - `POST /slack/<name>`: a Slack incoming webhook. As Slack, 200 "ok" for a message with `text` or
 *   `blocks`, 400 "invalid_payload" for a body that is not JSON and 400 "no_text" for one with neither.
 * - `POST /teams/<name>`: a Teams workflow webhook ("When a Teams webhook request is received"), which
 *   accepts a message with Adaptive Card attachments with 202 and refuses anything else with 400.
 *
 * - `POST /github/repos/<owner>/<repo>/issues`: GitHub's REST API for issues (GITHUB_API_BASE is
 *   `<url>/github`): the bearer token must be `localTrackerCredentials.github`, a title is required (422
 *   "Validation Failed" otherwise, as GitHub answers), 201 with the issue's number and `html_url`.
 * - `POST /rest/api/3/issue`: Jira Cloud's create-issue API at this server's origin as the Jira site:
 *   basic auth with `localTrackerCredentials.jira`, project key, summary, issue type and an Atlassian
 *   Document Format description required (400 with Jira's `errors` otherwise), 201 with key and `self`.
 *   `GET /browse/<key>` and `GET /github/<owner>/<repo>/issues/<n>` show what was made; Jira's page has
 *   a "Done" button.
 * - Jira's admin webhooks (decision 048): `POST /rest/webhooks/1.0/webhook` registers one (name, url,
 *   events, secret), and `POST /rest/api/3/issue/<key>/transitions` with `{ transition: { id } }` (11 To
 *   Do, 21 In Progress, 31 Done; `GET` lists them) moves the issue and sends `jira:issue_updated` with
 *   the issue and its changelog to every webhook registered for it, as Jira Cloud does: signed with
 *   `X-Hub-Signature: sha256=<hex HMAC-SHA256 of the raw body>` when it has a secret. It answers 204
 *   once the webhooks have answered; `GET /_control/jira-webhooks` lists what was sent and the answers.
 *
 * Control (JSON): `PUT /_control/<name>` with `{ secret?, answers? }`; `GET /_control/<name>` lists what
 * arrived there; `DELETE /_control` forgets everything. A page at `/` lists the last requests.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createStandInServer } from "./stand-in-server";

export type ReceivedHook = {
  kind: "hooks" | "slack" | "teams";
  name: string;
  headers: Record<string, string>;
  body: string;
  /** Signed receivers: whether the signature held (secret set, HMAC right, time within five minutes). */
  verified: boolean | null;
  answered: number;
};

export type LocalHooks = {
  url: string;
  hostPort: string;
  received: ReceivedHook[];
  trackerIssues: TrackerIssue[];
  close(): Promise<void>;
};

/** The only credentials the tracker stand-ins accept. */
export const localTrackerCredentials = {
  github: "github_pat_local_klarsicht",
  jira: { account: "jira@klarsicht.test", token: "jira-local-token" },
} as const;

/** An issue a tracker stand-in made, as its API received it. */
export type TrackerIssue = {
  tracker: "github" | "jira";
  key: string;
  url: string;
  request: Record<string, unknown>;
};

/** A webhook call the Jira stand-in made, and what the receiver answered (null: no answer). */
export type JiraWebhookCall = {
  url: string;
  headers: Record<string, string>;
  body: string;
  answered: number | null;
};

/** Jira Cloud's default workflow: its transitions and the status each leads to. */
const jiraTransitions = [
  {
    id: "11",
    name: "To Do",
    status: { id: "10000", name: "To Do", category: { id: 2, key: "new", name: "To Do" } },
  },
  {
    id: "21",
    name: "In Progress",
    status: { id: "3", name: "In Progress", category: { id: 4, key: "indeterminate", name: "In Progress" } },
  },
  {
    id: "31",
    name: "Done",
    status: { id: "10001", name: "Done", category: { id: 3, key: "done", name: "Done" } },
  },
] as const;
type JiraStatus = (typeof jiraTransitions)[number]["status"];

const TOLERANCE_SECONDS = 300;
const MAX_BODY = 256 * 1024;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reject(new Error("body too large"));
        request.destroy();
      } else chunks.push(chunk);
    });
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

/**
 * The scheme as a receiver would write it from the documentation: any `v1` may match (while a secret is
 * being rotated the header carries one for each secret).
 */
export function signatureHolds(
  secret: string,
  body: string,
  header: string | undefined,
  nowSeconds: number,
): boolean {
  if (!header) return false;
  const fields = header.split(",").map((part) => part.split("=", 2) as [string, string | undefined]);
  const timestamp = Number(fields.find(([name]) => name === "t")?.[1]);
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > TOLERANCE_SECONDS) return false;
  const expected = createHmac("sha256", secret).update(`${timestamp}.${body}`, "utf8").digest();
  return fields
    .filter(([name]) => name === "v1")
    .map(([, value]) => Buffer.from(value ?? "", "hex"))
    .some((given) => given.length === expected.length && timingSafeEqual(given, expected));
}

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

function isAdaptiveCardMessage(value: unknown): boolean {
  const message = value as {
    type?: unknown;
    attachments?: { contentType?: unknown; content?: { type?: unknown } }[];
  };
  return (
    message?.type === "message" &&
    Array.isArray(message.attachments) &&
    message.attachments.length > 0 &&
    message.attachments.every(
      (attachment) =>
        attachment.contentType === "application/vnd.microsoft.card.adaptive" &&
        attachment.content?.type === "AdaptiveCard",
    )
  );
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

export async function startLocalHooks(options: { port?: number } = {}): Promise<LocalHooks> {
  const received: ReceivedHook[] = [];
  const trackerIssues: TrackerIssue[] = [];
  const secrets = new Map<string, string>();
  const scripted = new Map<string, number[]>();
  const jiraHooks: { url: string; events: string[]; secret: string | null }[] = [];
  const jiraCalls: JiraWebhookCall[] = [];
  const jiraStatuses = new Map<string, JiraStatus>();
  let changelogId = 10_100;

  const jiraAuthorized = (request: IncomingMessage) => {
    const { account, token } = localTrackerCredentials.jira;
    return request.headers.authorization === `Basic ${Buffer.from(`${account}:${token}`).toString("base64")}`;
  };

  /** Moves a Jira issue and tells the registered webhooks, as Jira Cloud does after a transition. */
  const transitionJira = async (issue: TrackerIssue, origin: string, transitionId: string) => {
    const transition = jiraTransitions.find((candidate) => candidate.id === transitionId);
    if (!transition) return false;
    const from = jiraStatuses.get(issue.key) ?? jiraTransitions[0].status;
    const to = transition.status;
    jiraStatuses.set(issue.key, to);
    const resolved = to.category.key === "done";
    const wasResolved = from.category.key === "done";
    const id = String(10_000 + Number(issue.key.split("-").pop()));
    const items = [
      ...(resolved !== wasResolved
        ? [
            {
              field: "resolution",
              fieldtype: "jira",
              fieldId: "resolution",
              from: wasResolved ? "10000" : null,
              fromString: wasResolved ? "Done" : null,
              to: resolved ? "10000" : null,
              toString: resolved ? "Done" : null,
            },
          ]
        : []),
      {
        field: "status",
        fieldtype: "jira",
        fieldId: "status",
        from: from.id,
        fromString: from.name,
        to: to.id,
        toString: to.name,
      },
    ];
    const fields = issue.request.fields as Record<string, unknown>;
    const body = JSON.stringify({
      timestamp: Date.now(),
      webhookEvent: "jira:issue_updated",
      issue_event_type_name: "issue_generic",
      user: {
        self: `${origin}/rest/api/2/user?accountId=local-admin`,
        accountId: "local-admin",
        displayName: "Local Jira administrator",
      },
      issue: {
        id,
        self: `${origin}/rest/api/2/${id}`,
        key: issue.key,
        fields: {
          ...fields,
          status: {
            self: `${origin}/rest/api/2/status/${to.id}`,
            name: to.name,
            id: to.id,
            statusCategory: { ...to.category, colorName: resolved ? "green" : "blue-gray" },
          },
          resolution: resolved
            ? { self: `${origin}/rest/api/2/resolution/10000`, id: "10000", name: "Done" }
            : null,
          resolutiondate: resolved ? new Date().toISOString().replace("Z", "+0000") : null,
        },
      },
      changelog: { id: String(changelogId++), items },
    });
    for (const hook of jiraHooks.filter((candidate) => candidate.events.includes("jira:issue_updated"))) {
      const headers: Record<string, string> = {
        "Content-Type": "application/json; charset=utf-8",
        "User-Agent": "Atlassian Webhook HTTP Client",
        "X-Atlassian-Webhook-Identifier": String(changelogId),
      };
      if (hook.secret) {
        headers["X-Hub-Signature"] =
          `sha256=${createHmac("sha256", hook.secret).update(body, "utf8").digest("hex")}`;
      }
      const call: JiraWebhookCall = { url: hook.url, headers, body, answered: null };
      jiraCalls.push(call);
      try {
        const sent = await fetch(hook.url, { method: "POST", headers, body, redirect: "manual" });
        call.answered = sent.status;
        await sent.arrayBuffer();
      } catch {
        // Jira retries later; the stand-in only records that nobody answered.
      }
    }
    return true;
  };

  const answer = (
    response: ServerResponse,
    status: number,
    body: string,
    type = "text/plain; charset=utf-8",
  ) => {
    response.writeHead(status, { "Content-Type": type }).end(body);
  };

  const server = createStandInServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const [, kind = "", name = ""] = url.pathname.split("/");
    try {
      const origin = `http://${request.headers.host ?? "127.0.0.1"}`;
      const github = /^\/github\/repos\/([^/]+)\/([^/]+)\/issues$/.exec(url.pathname);
      if (request.method === "POST" && github) {
        const [, owner = "", repo = ""] = github;
        if (request.headers.authorization !== `Bearer ${localTrackerCredentials.github}`) {
          return answer(
            response,
            401,
            JSON.stringify({ message: "Bad credentials", status: "401" }),
            "application/json",
          );
        }
        const issue = parseJson(await readBody(request)) as { title?: unknown } | undefined;
        if (typeof issue?.title !== "string" || issue.title === "") {
          const errors = [{ resource: "Issue", code: "missing_field", field: "title" }];
          return answer(
            response,
            422,
            JSON.stringify({ message: "Validation Failed", errors, status: "422" }),
            "application/json",
          );
        }
        const number = trackerIssues.filter((made) => made.tracker === "github").length + 1;
        const htmlUrl = `${origin}/github/${owner}/${repo}/issues/${number}`;
        trackerIssues.push({ tracker: "github", key: `#${number}`, url: htmlUrl, request: issue });
        return answer(
          response,
          201,
          JSON.stringify({ id: 1000 + number, number, title: issue.title, state: "open", html_url: htmlUrl }),
          "application/json",
        );
      }
      if (request.method === "POST" && url.pathname === "/rest/api/3/issue") {
        if (!jiraAuthorized(request)) {
          return answer(
            response,
            401,
            JSON.stringify({
              errorMessages: ["Client must be authenticated to access this resource."],
              errors: {},
            }),
            "application/json",
          );
        }
        const issue = parseJson(await readBody(request)) as
          | {
              fields?: {
                project?: { key?: unknown };
                summary?: unknown;
                issuetype?: { name?: unknown };
                description?: { type?: unknown; version?: unknown; content?: unknown };
              };
            }
          | undefined;
        const fields = issue?.fields;
        const errors: Record<string, string> = {};
        if (typeof fields?.project?.key !== "string") errors.project = "Specify a valid project ID or key";
        if (typeof fields?.summary !== "string" || fields.summary === "")
          errors.summary = "You must specify a summary of the issue.";
        if (typeof fields?.issuetype?.name !== "string") errors.issuetype = "Specify an issue type";
        const description = fields?.description;
        if (
          description !== undefined &&
          (description.type !== "doc" || description.version !== 1 || !Array.isArray(description.content))
        ) {
          errors.description =
            "Operation value must be an Atlassian Document (see the Atlassian Document Format)";
        }
        if (Object.keys(errors).length > 0) {
          return answer(response, 400, JSON.stringify({ errorMessages: [], errors }), "application/json");
        }
        const number = trackerIssues.filter((made) => made.tracker === "jira").length + 1;
        const key = `${String(fields?.project?.key)}-${number}`;
        trackerIssues.push({
          tracker: "jira",
          key,
          url: `${origin}/browse/${key}`,
          request: issue as Record<string, unknown>,
        });
        return answer(
          response,
          201,
          JSON.stringify({
            id: String(10_000 + number),
            key,
            self: `${origin}/rest/api/3/issue/${10_000 + number}`,
          }),
          "application/json",
        );
      }
      if (request.method === "POST" && url.pathname === "/rest/webhooks/1.0/webhook") {
        if (!jiraAuthorized(request)) return answer(response, 401, "", "application/json");
        const hook = parseJson(await readBody(request)) as
          | { name?: unknown; url?: unknown; events?: unknown; secret?: unknown }
          | undefined;
        if (typeof hook?.url !== "string" || !Array.isArray(hook.events)) {
          return answer(
            response,
            400,
            JSON.stringify({ errorMessages: ["The url and events are required."], errors: {} }),
            "application/json",
          );
        }
        jiraHooks.push({
          url: hook.url,
          events: hook.events.map(String),
          secret: typeof hook.secret === "string" && hook.secret !== "" ? hook.secret : null,
        });
        return answer(
          response,
          201,
          JSON.stringify({
            self: `${origin}/rest/webhooks/1.0/webhook/${jiraHooks.length}`,
            name: hook.name,
            url: hook.url,
            events: hook.events,
            enabled: true,
          }),
          "application/json",
        );
      }
      const transitions = /^\/rest\/api\/3\/issue\/([^/]+)\/transitions$/.exec(url.pathname);
      const done = /^\/browse\/([^/]+)\/done$/.exec(url.pathname);
      const jiraKey = decodeURIComponent(transitions?.[1] ?? done?.[1] ?? "");
      const jiraIssue = trackerIssues.find((made) => made.tracker === "jira" && made.key === jiraKey);
      if (transitions && (request.method === "GET" || request.method === "POST")) {
        if (!jiraAuthorized(request)) return answer(response, 401, "", "application/json");
        if (!jiraIssue) {
          return answer(
            response,
            404,
            JSON.stringify({
              errorMessages: ["Issue does not exist or you do not have permission to see it."],
              errors: {},
            }),
            "application/json",
          );
        }
        if (request.method === "GET") {
          const list = jiraTransitions.map((transition) => ({
            id: transition.id,
            name: transition.name,
            to: {
              id: transition.status.id,
              name: transition.status.name,
              statusCategory: transition.status.category,
            },
          }));
          return answer(response, 200, JSON.stringify({ transitions: list }), "application/json");
        }
        const asked = parseJson(await readBody(request)) as { transition?: { id?: unknown } } | undefined;
        if (!(await transitionJira(jiraIssue, origin, String(asked?.transition?.id ?? "")))) {
          return answer(
            response,
            400,
            JSON.stringify({ errorMessages: ["Transition id is not valid for this issue."], errors: {} }),
            "application/json",
          );
        }
        return answer(response, 204, "");
      }
      if (done && request.method === "POST" && jiraIssue) {
        // The issue page's button, for trying it out by hand in `npm run dev`.
        await transitionJira(jiraIssue, origin, "31");
        response.writeHead(303, { Location: `/browse/${encodeURIComponent(jiraIssue.key)}` }).end();
        return;
      }
      const shown = trackerIssues.find((made) => new URL(made.url).pathname === url.pathname);
      if (request.method === "GET" && shown) {
        return answer(
          response,
          200,
          `<!doctype html><html lang="en"><meta charset="utf-8"><title>${escapeHtml(shown.key)}</title><h1>${escapeHtml(shown.key)}</h1>${
            shown.tracker === "jira"
              ? `<p>Status: ${escapeHtml((jiraStatuses.get(shown.key) ?? jiraTransitions[0].status).name)}</p><form method="post" action="/browse/${escapeHtml(encodeURIComponent(shown.key))}/done"><button>Done</button></form>`
              : ""
          }<pre>${escapeHtml(JSON.stringify(shown.request, null, 2))}</pre></html>`,
          "text/html; charset=utf-8",
        );
      }
      if (kind === "_control") {
        if (name === "tracker-issues")
          return answer(response, 200, JSON.stringify(trackerIssues), "application/json");
        if (name === "jira-webhooks" && request.method === "POST") {
          // The page's form: what a Jira administrator enters under System → WebHooks.
          const fields = new URLSearchParams(await readBody(request));
          const hookUrl = fields.get("url") ?? "";
          if (/^https?:\/\//.test(hookUrl)) {
            jiraHooks.push({
              url: hookUrl,
              events: ["jira:issue_updated"],
              secret: fields.get("secret") || null,
            });
          }
          response.writeHead(303, { Location: "/" }).end();
          return;
        }
        if (name === "jira-webhooks")
          return answer(response, 200, JSON.stringify(jiraCalls), "application/json");
        if (request.method === "DELETE") {
          trackerIssues.length = 0;
          jiraHooks.length = 0;
          jiraCalls.length = 0;
          jiraStatuses.clear();
          received.length = 0;
          secrets.clear();
          scripted.clear();
          return answer(response, 204, "");
        }
        if (request.method === "PUT") {
          const settings = parseJson(await readBody(request)) as { secret?: string; answers?: number[] };
          if (settings?.secret) secrets.set(name, settings.secret);
          if (settings?.answers) scripted.set(name, [...settings.answers]);
          return answer(response, 204, "");
        }
        const list = received.filter((hook) => hook.name === name);
        return answer(response, 200, JSON.stringify(list), "application/json");
      }
      if (request.method === "GET" && url.pathname === "/") {
        const rows = received
          .slice(-50)
          .reverse()
          .map(
            (hook) =>
              `<tr><td>${escapeHtml(`${hook.kind}/${hook.name}`)}</td><td>${hook.answered}</td><td>${hook.verified ?? "–"}</td><td><pre>${escapeHtml(hook.body)}</pre></td></tr>`,
          )
          .join("");
        return answer(
          response,
          200,
          `<!doctype html><html lang="en"><meta charset="utf-8"><title>Local webhook receiver</title><h1>Local webhook receiver</h1><h2>Jira: register a webhook</h2><p>Registered: ${jiraHooks.length}. What a Jira administrator enters under System → WebHooks; an issue's "Done" button then sends it.</p><form method="post" action="/_control/jira-webhooks"><p><label>URL <input name="url" size="60"></label></p><p><label>Secret <input name="secret" size="60"></label></p><p><button>Create webhook</button></p></form><table><caption>Last requests</caption><tr><th scope="col">Where</th><th scope="col">Answer</th><th scope="col">Signature</th><th scope="col">Body</th></tr>${rows}</table></html>`,
          "text/html; charset=utf-8",
        );
      }
      if (request.method !== "POST" || !["hooks", "slack", "teams"].includes(kind) || name === "") {
        return answer(response, 404, "not found");
      }
      const body = await readBody(request);
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([key, value]) => [
          key,
          Array.isArray(value) ? value.join(", ") : (value ?? ""),
        ]),
      );
      let status = 200;
      let text = "ok";
      let verified: boolean | null = null;
      if (kind === "hooks") {
        const secret = secrets.get(name);
        verified = secret
          ? signatureHolds(secret, body, headers["klarsicht-signature"], Math.floor(Date.now() / 1000))
          : false;
        status = scripted.get(name)?.shift() ?? 200;
        text = status < 300 ? "received" : "receiver failed";
      } else if (kind === "slack") {
        const message = parseJson(body) as { text?: unknown; blocks?: unknown } | undefined;
        if (message === undefined) [status, text] = [400, "invalid_payload"];
        else if (typeof message?.text !== "string" && !Array.isArray(message?.blocks))
          [status, text] = [400, "no_text"];
      } else {
        [status, text] = isAdaptiveCardMessage(parseJson(body)) ? [202, ""] : [400, "Bad Request"];
      }
      received.push({ kind: kind as ReceivedHook["kind"], name, headers, body, verified, answered: status });
      return answer(response, status, text);
    } catch {
      return answer(response, 400, "bad request");
    }
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hostPort: `127.0.0.1:${port}`,
    received,
    trackerIssues,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
