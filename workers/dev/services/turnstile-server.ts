/**
 * A local Cloudflare Turnstile for development and tests (this machine has no internet): siteverify
 * answered as Cloudflare answers it for its documented test secret keys, and an `api.js` that behaves like
 * the widget script for the test site keys (see turnstile/widget-script.ts).
 *
 * Test secrets (Cloudflare's "Test your Turnstile implementation"):
 *   1x0000000000000000000000000000000AA always passes,
 *   2x0000000000000000000000000000000AA always fails,
 *   3x0000000000000000000000000000000AA answers that the token was already spent.
 * Any other secret is an invalid secret: no real key works here.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createStandInServer } from "./stand-in-server";
import { widgetScript } from "./turnstile/widget-script";

export const turnstileTestKeys = {
  siteKey: {
    pass: "1x00000000000000000000AA",
    fail: "2x00000000000000000000AB",
    interactive: "3x00000000000000000000FF",
  },
  secretKey: {
    pass: "1x0000000000000000000000000000000AA",
    fail: "2x0000000000000000000000000000000AA",
    spent: "3x0000000000000000000000000000000AA",
  },
  /** What the test site keys' widgets hand to the form. */
  dummyToken: "XXXX.DUMMY.TOKEN.XXXX",
} as const;

/** One siteverify request as it arrived, without the secret: for tests that check what the app sent. */
export type SiteverifyRequest = {
  response: string | null;
  remoteip: string | null;
  idempotencyKey: string | null;
  success: boolean;
};

export type LocalTurnstile = {
  url: string;
  scriptUrl: string;
  verifyUrl: string;
  verifications: SiteverifyRequest[];
  close(): Promise<void>;
};

const MAX_BODY = 64 * 1024;

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

/** siteverify takes form fields or a JSON object, as Cloudflare's does. */
function parseFields(body: string, contentType: string): Map<string, string> {
  const fields = new Map<string, string>();
  if (contentType.includes("application/json")) {
    const parsed: unknown = JSON.parse(body || "{}");
    if (parsed && typeof parsed === "object") {
      for (const [name, value] of Object.entries(parsed))
        if (typeof value === "string") fields.set(name, value);
    }
  } else {
    for (const [name, value] of new URLSearchParams(body)) fields.set(name, value);
  }
  return fields;
}

/** Cloudflare's answer for a secret and a token. */
export function siteverifyAnswer(secret: string | undefined, response: string | undefined): object {
  const failure = (code: string) => ({ success: false, "error-codes": [code], messages: [] });
  if (!secret) return failure("missing-input-secret");
  if (!response) return failure("missing-input-response");
  if (response.length > 2048) return failure("invalid-input-response");
  switch (secret) {
    case turnstileTestKeys.secretKey.pass:
      return {
        success: true,
        challenge_ts: new Date().toISOString(),
        hostname: "example.com",
        "error-codes": [],
        action: "",
        cdata: "",
        metadata: { interactive: false },
        messages: [],
      };
    case turnstileTestKeys.secretKey.fail:
      return failure("invalid-input-response");
    case turnstileTestKeys.secretKey.spent:
      return failure("timeout-or-duplicate");
    default:
      return failure("invalid-input-secret");
  }
}

export async function startLocalTurnstile(options: { port?: number } = {}): Promise<LocalTurnstile> {
  const verifications: SiteverifyRequest[] = [];

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = new URL(request.url ?? "/", "http://local").pathname;
    if (path === "/turnstile/v0/api.js" && request.method === "GET") {
      response.writeHead(200, {
        "Content-Type": "text/javascript; charset=utf-8",
        "Cache-Control": "no-store",
        "Access-Control-Allow-Origin": "*",
      });
      response.end(widgetScript);
      return;
    }
    if (path === "/turnstile/v0/siteverify") {
      if (request.method !== "POST") {
        response.writeHead(405, { Allow: "POST", "Content-Type": "application/json" });
        response.end(JSON.stringify({ success: false, "error-codes": ["bad-request"] }));
        return;
      }
      let fields: Map<string, string>;
      try {
        fields = parseFields(await readBody(request), request.headers["content-type"] ?? "");
      } catch {
        response.writeHead(400, { "Content-Type": "application/json" });
        response.end(JSON.stringify({ success: false, "error-codes": ["bad-request"] }));
        return;
      }
      const answer = siteverifyAnswer(fields.get("secret"), fields.get("response"));
      verifications.push({
        response: fields.get("response") ?? null,
        remoteip: fields.get("remoteip") ?? null,
        idempotencyKey: fields.get("idempotency_key") ?? null,
        success: (answer as { success: boolean }).success,
      });
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end(JSON.stringify(answer));
      return;
    }
    response.writeHead(404, { "Content-Type": "text/plain" });
    response.end("Not found");
  }

  const server = createStandInServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    scriptUrl: `${url}/turnstile/v0/api.js`,
    verifyUrl: `${url}/turnstile/v0/siteverify`,
    verifications,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
