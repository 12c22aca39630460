/**
 * A local stand-in for Resend's HTTP API, for development and tests: `POST /emails` answered the way
 * Resend answers it (Bearer key, its error envelope `{statusCode, message, name}`, Idempotency-Key: the
 * same key with the same body gets the first answer again and no second mail, with another body a 409).
 * What it accepts it keeps in memory and shows in a small web inbox on 127.0.0.1; tests read and clear it
 * through a JSON API under /_local/, and can make the next sends fail to exercise retries.
 */
import { createHash, randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createStandInServer } from "./stand-in-server";

export type ReceivedMail = {
  id: string;
  receivedAt: string;
  from: string;
  to: string[];
  subject: string;
  html: string | null;
  text: string | null;
  replyTo: string[];
  headers: Record<string, string>;
  idempotencyKey: string | null;
};

export type LocalMailOptions = { port?: number; apiKey?: string };

export type LocalMail = {
  url: string;
  port: number;
  apiKey: string;
  /** The inbox in a browser. */
  inboxUrl: string;
  mails(): ReceivedMail[];
  clear(): void;
  /**
   * The next `count` sends are answered with `status` (default 500) and kept nowhere; with `matching`,
   * only sends whose JSON body contains that text (so tests sharing the stand-in do not trip each other).
   */
  failNext(count: number, status?: number, matching?: string): void;
  close(): Promise<void>;
};

const DEFAULT_API_KEY = "re_local_mail_key";
const MAX_BODY = 2_000_000;
const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

class ResendError extends Error {
  constructor(
    readonly statusCode: number,
    readonly name: string,
    message: string,
  ) {
    super(message);
  }
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reject(new ResendError(413, "validation_error", "The request body is too large."));
        request.destroy();
      } else chunks.push(chunk);
    });
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "Content-Type": "application/json; charset=utf-8" });
  response.end(JSON.stringify(body));
}

function errorBody(error: ResendError) {
  return { statusCode: error.statusCode, message: error.message, name: error.name };
}

/** "Name <a@b.example>" or "a@b.example": the address inside. */
function addressOf(value: string): string {
  const match = /<([^<>]+)>\s*$/.exec(value);
  return (match?.[1] ?? value).trim();
}

function addressList(value: unknown, field: string, required: boolean): string[] {
  if (value === undefined || value === null) {
    if (required) throw new ResendError(422, "missing_required_field", `Missing \`${field}\` field.`);
    return [];
  }
  const list = Array.isArray(value) ? value : [value];
  if (list.length === 0 && required)
    throw new ResendError(422, "missing_required_field", `Missing \`${field}\` field.`);
  if (list.length > 50)
    throw new ResendError(422, "validation_error", `Too many recipients in \`${field}\`: at most 50.`);
  for (const entry of list) {
    if (typeof entry !== "string" || !EMAIL.test(addressOf(entry))) {
      throw new ResendError(
        422,
        "validation_error",
        `Invalid \`${field}\` field. The email address needs to follow the \`email@example.com\` or \`Name <email@example.com>\` format.`,
      );
    }
  }
  return list as string[];
}

/** Checks a send request as Resend does and returns the mail to keep. */
function parseSend(raw: string, idempotencyKey: string | null): ReceivedMail {
  let body: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed))
      throw new Error("not an object");
    body = parsed as Record<string, unknown>;
  } catch {
    throw new ResendError(400, "validation_error", "The request body is not valid JSON.");
  }
  const [from] = addressList(body.from, "from", true);
  if (Array.isArray(body.from)) throw new ResendError(422, "validation_error", "Invalid `from` field.");
  const to = addressList(body.to, "to", true);
  const replyTo = addressList(body.reply_to, "reply_to", false);
  if (typeof body.subject !== "string" || body.subject.length === 0) {
    throw new ResendError(422, "missing_required_field", "Missing `subject` field.");
  }
  const html = typeof body.html === "string" ? body.html : null;
  const text = typeof body.text === "string" ? body.text : null;
  if (html === null && text === null) {
    throw new ResendError(422, "missing_required_field", "Missing `html` or `text` field.");
  }
  const headers: Record<string, string> = {};
  if (body.headers !== undefined) {
    if (typeof body.headers !== "object" || body.headers === null || Array.isArray(body.headers)) {
      throw new ResendError(422, "validation_error", "Invalid `headers` field: an object of strings.");
    }
    for (const [name, value] of Object.entries(body.headers)) {
      if (typeof value !== "string")
        throw new ResendError(422, "validation_error", `Invalid header \`${name}\`.`);
      headers[name] = value;
    }
  }
  return {
    id: randomUUID(),
    receivedAt: new Date().toISOString(),
    from: from as string,
    to,
    subject: body.subject,
    html,
    text,
    replyTo,
    headers,
    idempotencyKey,
  };
}

// The web inbox: plain server-rendered pages, every value escaped.

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

function page(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;color:#1e293b;background:#fff;line-height:1.5}
main{max-width:60rem;margin:0 auto;padding:1.5rem 1rem}
a{color:#1d4ed8}
table{border-collapse:collapse;width:100%}
th,td{text-align:left;border-bottom:1px solid #cbd5e1;padding:.5rem;vertical-align:top}
dt{font-weight:bold}dd{margin:0 0 .5rem;overflow-wrap:anywhere}
iframe{width:100%;height:32rem;border:1px solid #475569}
pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#f1f5f9;padding:1rem}
button{font:inherit;padding:.4rem .8rem}
@media (prefers-color-scheme: dark){body{color:#e2e8f0;background:#0f172a}a{color:#93c5fd}pre{background:#1e293b}th,td{border-color:#475569}}
</style></head>
<body><main>${body}</main></body></html>`;
}

function inboxPage(mails: ReceivedMail[]): string {
  const rows = mails
    .map(
      (mail) =>
        `<tr><td><a href="/mails/${encodeURIComponent(mail.id)}">${escapeHtml(mail.subject)}</a></td><td>${escapeHtml(mail.to.join(", "))}</td><td>${escapeHtml(mail.from)}</td><td><time datetime="${mail.receivedAt}">${escapeHtml(mail.receivedAt.replace("T", " ").slice(0, 19))} UTC</time></td></tr>`,
    )
    .join("\n");
  const list =
    mails.length > 0
      ? `<table><caption>Received mails, newest first</caption><thead><tr><th scope="col">Subject</th><th scope="col">To</th><th scope="col">From</th><th scope="col">Received</th></tr></thead><tbody>${rows}</tbody></table>
<form method="post" action="/clear"><p><button type="submit">Delete all mails</button></p></form>`
      : "<p>No mails yet. Mails the app sends through the local mail API appear here.</p>";
  return page(
    `Local inbox (${mails.length})`,
    `<h1>Local inbox</h1><p>Mails sent by Klarsicht in development. Nothing leaves this machine.</p>${list}`,
  );
}

/** The links of a mail, so that a developer can follow them (the sandboxed preview opens none). */
function linksOf(html: string): string[] {
  const decode = (value: string) =>
    value.replace(
      /&(amp|lt|gt|quot|#39);/g,
      (_, name: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'" })[name] ?? "",
    );
  return [...new Set([...html.matchAll(/href="([^"]*)"/g)].map((match) => decode(match[1] ?? "")))].filter(
    (href) => /^https?:\/\//.test(href),
  );
}

function mailPage(mail: ReceivedMail, notice: string | null): string {
  const headerRows = Object.entries(mail.headers)
    .map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join("");
  const oneClick =
    mail.headers["List-Unsubscribe-Post"] === "List-Unsubscribe=One-Click" &&
    mail.headers["List-Unsubscribe"];
  const links = mail.html ? linksOf(mail.html) : [];
  return page(
    mail.subject,
    `<p><a href="/">Back to the inbox</a></p>
<h1>${escapeHtml(mail.subject)}</h1>
${notice ? `<p role="status">${escapeHtml(notice)}</p>` : ""}
<dl>
<dt>From</dt><dd>${escapeHtml(mail.from)}</dd>
<dt>To</dt><dd>${escapeHtml(mail.to.join(", "))}</dd>
${mail.replyTo.length > 0 ? `<dt>Reply-To</dt><dd>${escapeHtml(mail.replyTo.join(", "))}</dd>` : ""}
<dt>Received</dt><dd><time datetime="${mail.receivedAt}">${escapeHtml(mail.receivedAt)}</time></dd>
${mail.idempotencyKey ? `<dt>Idempotency-Key</dt><dd>${escapeHtml(mail.idempotencyKey)}</dd>` : ""}
</dl>
${headerRows ? `<h2>Headers</h2><dl>${headerRows}</dl>` : ""}
${oneClick ? `<form method="post" action="/mails/${encodeURIComponent(mail.id)}/one-click-unsubscribe"><p><button type="submit">Unsubscribe with one click, as a mail program would (RFC 8058)</button></p></form>` : ""}
<h2>HTML version</h2>
${mail.html ? `<iframe title="HTML version of: ${escapeHtml(mail.subject)}" src="/mails/${encodeURIComponent(mail.id)}/html" sandbox></iframe>` : "<p>This mail has no HTML version.</p>"}
${links.length > 0 ? `<h2>Links in this mail</h2><ul>${links.map((href) => `<li><a href="${escapeHtml(href)}">${escapeHtml(href)}</a></li>`).join("")}</ul>` : ""}
<h2>Plain text version</h2>
${mail.text ? `<pre>${escapeHtml(mail.text)}</pre>` : "<p>This mail has no plain text version.</p>"}`,
  );
}

function sendPage(response: ServerResponse, status: number, html: string): void {
  response.writeHead(status, {
    "Content-Type": "text/html; charset=utf-8",
    "Content-Security-Policy":
      "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'; form-action 'self'",
  });
  response.end(html);
}

type Idempotent = { hash: string; status: number; body: unknown };

export async function startLocalMail(options: LocalMailOptions = {}): Promise<LocalMail> {
  const apiKey = options.apiKey ?? DEFAULT_API_KEY;
  const received: ReceivedMail[] = [];
  const idempotent = new Map<string, Idempotent>();
  let failures: { count: number; status: number; matching?: string } = { count: 0, status: 500 };

  function find(id: string): ReceivedMail | undefined {
    return received.find((mail) => mail.id === id);
  }

  async function sendEmail(request: IncomingMessage): Promise<{ status: number; body: unknown }> {
    const authorization = request.headers.authorization ?? "";
    if (!authorization.startsWith("Bearer ")) {
      throw new ResendError(401, "missing_api_key", "Missing API key in the authorization header.");
    }
    if (authorization.slice("Bearer ".length) !== apiKey)
      throw new ResendError(403, "invalid_api_key", "API key is invalid.");
    const raw = await readBody(request);
    const key = request.headers["idempotency-key"];
    const idempotencyKey = typeof key === "string" ? key : null;
    if (idempotencyKey !== null && (idempotencyKey.length === 0 || idempotencyKey.length > 256)) {
      throw new ResendError(
        400,
        "invalid_idempotency_key",
        "The idempotency key must be 1 to 256 characters long.",
      );
    }
    const hash = createHash("sha256").update(raw).digest("hex");
    const earlier = idempotencyKey ? idempotent.get(idempotencyKey) : undefined;
    if (earlier) {
      if (earlier.hash !== hash) {
        throw new ResendError(
          409,
          "invalid_idempotent_request",
          "Same idempotency key used with a different request payload.",
        );
      }
      return { status: earlier.status, body: earlier.body };
    }
    if (failures.count > 0 && (!failures.matching || raw.includes(failures.matching))) {
      failures = { ...failures, count: failures.count - 1 };
      throw new ResendError(
        failures.status,
        failures.status === 429 ? "rate_limit_exceeded" : "application_error",
        "Simulated failure of the local mail stand-in.",
      );
    }
    const mail = parseSend(raw, idempotencyKey);
    received.unshift(mail);
    const answer = { status: 200, body: { id: mail.id } };
    if (idempotencyKey) idempotent.set(idempotencyKey, { hash, ...answer });
    return answer;
  }

  async function oneClickUnsubscribe(mail: ReceivedMail): Promise<string> {
    const target = mail.headers["List-Unsubscribe"]?.match(/<(https?:[^>]+)>/)?.[1];
    if (!target) return "This mail has no List-Unsubscribe link.";
    const answer = await fetch(target, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
      redirect: "manual",
    });
    return `The app answered the one-click unsubscribe with HTTP ${answer.status}.`;
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const method = request.method ?? "GET";
    const path = url.pathname;

    if (path === "/emails" && method === "POST") {
      try {
        const { status, body } = await sendEmail(request);
        json(response, status, body);
      } catch (error) {
        if (error instanceof ResendError) json(response, error.statusCode, errorBody(error));
        else throw error;
      }
      return;
    }

    // The tests' API.
    if (path === "/_local/api/emails" && method === "GET") return json(response, 200, { data: received });
    if (path === "/_local/api/emails" && method === "DELETE") {
      received.length = 0;
      idempotent.clear();
      return json(response, 200, { deleted: true });
    }
    const apiMail = /^\/_local\/api\/emails\/([\w-]+)$/.exec(path);
    if (apiMail && method === "GET") {
      const mail = find(apiMail[1] ?? "");
      return mail
        ? json(response, 200, mail)
        : json(response, 404, { statusCode: 404, name: "not_found", message: "Email not found" });
    }
    if (path === "/_local/api/fail-next" && method === "POST") {
      const body = JSON.parse((await readBody(request)) || "{}") as {
        count?: unknown;
        status?: unknown;
        matching?: unknown;
      };
      const count = Number(body.count ?? 1);
      const status = Number(body.status ?? 500);
      const matching = typeof body.matching === "string" && body.matching ? body.matching : undefined;
      if (!Number.isInteger(count) || count < 0 || ![429, 500, 503].includes(status)) {
        return json(response, 400, { message: "count: a whole number >= 0; status: 429, 500 or 503" });
      }
      failures = { count, status, matching };
      return json(response, 200, failures);
    }

    // The web inbox.
    if (path === "/" && method === "GET") return sendPage(response, 200, inboxPage(received));
    if (path === "/clear" && method === "POST") {
      received.length = 0;
      response.writeHead(303, { Location: "/" });
      return void response.end();
    }
    const mailPath = /^\/mails\/([\w-]+)(\/html|\/one-click-unsubscribe)?$/.exec(path);
    const mail = mailPath ? find(mailPath[1] ?? "") : undefined;
    if (mailPath && mail) {
      if (!mailPath[2] && method === "GET")
        return sendPage(response, 200, mailPage(mail, url.searchParams.get("notice")));
      if (mailPath[2] === "/html" && method === "GET") {
        // The mail's own HTML, as a mail program shows it: no scripts, nothing loaded from elsewhere.
        response.writeHead(200, {
          "Content-Type": "text/html; charset=utf-8",
          "Content-Security-Policy":
            "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'self'",
        });
        return void response.end(mail.html ?? "");
      }
      if (mailPath[2] === "/one-click-unsubscribe" && method === "POST") {
        const notice = await oneClickUnsubscribe(mail);
        response.writeHead(303, {
          Location: `/mails/${encodeURIComponent(mail.id)}?notice=${encodeURIComponent(notice)}`,
        });
        return void response.end();
      }
    }
    sendPage(response, 404, page("Not found", '<h1>Not found</h1><p><a href="/">Back to the inbox</a></p>'));
  }

  const server = createStandInServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      console.error("Local mail stand-in:", error);
      if (!response.headersSent)
        json(response, 500, { statusCode: 500, name: "internal_server_error", message: String(error) });
      else response.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : (options.port ?? 0);
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    port,
    apiKey,
    inboxUrl: `${url}/`,
    mails: () => [...received],
    clear() {
      received.length = 0;
      idempotent.clear();
    },
    failNext(count: number, status = 500, matching?: string) {
      failures = { count, status, matching };
    },
    close() {
      return new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
