/**
 * The local D1 for code that runs in Node (the dev server's app, the benchmark), reached without blocking
 * Node. Wrangler's platform proxy answers `prepare()` and `bind()` with synchronous calls into workerd:
 * each one stops this whole process for a round trip. A site run makes a few
 * dozen such calls a page, and the scans stall behind them.
 *
 * Here statements are put together in Node and only their execution crosses over, as one awaited
 * request to a small Worker in workerd that holds the D1 binding: the same local D1 (miniflare's, in
 * the same persisted state as `wrangler d1 --local --persist-to`), the same SQLite, the same answers.
 * Blob values travel base64-encoded; results come back as the binding gives them (a blob column as an
 * array of bytes); a D1 error comes back as an Error with D1's message.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Miniflare } from "miniflare";

/** The Worker in workerd: runs what it is sent against its D1 binding and answers in JSON. */
export const d1BridgeWorker = `
const decode = (value) =>
  value && typeof value === "object" && "$bytes" in value
    ? Uint8Array.from(atob(value.$bytes), (c) => c.charCodeAt(0))
    : value;
function base64(bytes) {
  let text = "";
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}
const encode = (value) => {
  if (value instanceof ArrayBuffer) return { $bytes: base64(new Uint8Array(value)) };
  if (ArrayBuffer.isView(value)) return { $bytes: base64(new Uint8Array(value.buffer, value.byteOffset, value.byteLength)) };
  if (Array.isArray(value)) return value.map(encode);
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, encode(v)]));
  return value;
};
export default {
  async fetch(request, env) {
    const { op, statements, options } = await request.json();
    try {
      const prepared = statements.map(({ sql, params }) => env.DB.prepare(sql).bind(...params.map(decode)));
      const statement = prepared[0];
      const result =
        op === "batch" ? await env.DB.batch(prepared)
        : op === "all" ? await statement.all()
        : op === "run" ? await statement.run()
        : op === "first" ? await (options.column === undefined ? statement.first() : statement.first(options.column))
        : await statement.raw(options);
      return Response.json({ ok: true, result: encode(result) });
    } catch (error) {
      return Response.json({ ok: false, message: error instanceof Error ? error.message : String(error) });
    }
  },
};
`;

/** The database id of the app's D1 binding in wrangler.toml: the name of its local file. */
export function databaseId(configPath = "wrangler.toml"): string {
  const block = /\[\[d1_databases\]\][^[]*?database_id\s*=\s*"([^"]+)"/.exec(
    readFileSync(configPath, "utf8"),
  );
  if (!block?.[1]) throw new Error(`${configPath} names no D1 database_id`);
  return block[1];
}

type Operation = "all" | "run" | "first" | "raw" | "batch";
type Sent = { sql: string; params: unknown[] };

export type LocalD1 = { db: D1Database; dispose(): Promise<void> };

/**
 * Opens the local D1 persisted under stateDir (the directory given to `wrangler … --persist-to`) with
 * the database id of wrangler.toml.
 */
export async function openLocalD1(stateDir: string, databaseId: string): Promise<LocalD1> {
  const miniflare = new Miniflare({
    modules: true,
    script: d1BridgeWorker,
    compatibilityDate: "2025-09-01",
    d1Databases: { DB: databaseId },
    d1Persist: join(stateDir, "v3", "d1"),
  });
  await miniflare.ready;
  return {
    db: d1OverBridge((body) => miniflare.dispatchFetch("http://d1.local/", { method: "POST", body })),
    dispose: () => miniflare.dispose(),
  };
}

/**
 * A D1Database whose statements run in the bridge Worker (d1BridgeWorker) that `send` posts them to: the
 * answer of a POST with the statements as its body.
 */
export function d1OverBridge(send: (body: string) => Promise<{ json(): Promise<unknown> }>): D1Database {
  const call = async (op: Operation, statements: Sent[], options: Record<string, unknown> = {}) => {
    const response = await send(JSON.stringify({ op, statements: statements.map(encodeStatement), options }));
    const answer = (await response.json()) as { ok: true; result: unknown } | { ok: false; message: string };
    if (!answer.ok) throw new Error(answer.message);
    return decodeResult(answer.result);
  };
  const statement = (sql: string, params: unknown[]): D1PreparedStatement => {
    const sent = { sql, params };
    const prepared = {
      sent,
      bind: (...values: unknown[]) => statement(sql, values.map(bindable)),
      all: () => call("all", [sent]),
      run: () => call("run", [sent]),
      first: (column?: string) => call("first", [sent], column === undefined ? {} : { column }),
      raw: (options?: { columnNames?: boolean }) => call("raw", [sent], options ?? {}),
    };
    return prepared as unknown as D1PreparedStatement;
  };
  const db = {
    prepare: (sql: string) => statement(sql, []),
    batch: (statements: D1PreparedStatement[]) =>
      call(
        "batch",
        statements.map((prepared) => (prepared as unknown as { sent: Sent }).sent),
      ),
    exec: () => Promise.reject(new Error("exec is not offered by the local D1 bridge")),
    withSession: () => {
      throw new Error("withSession is not offered by the local D1 bridge");
    },
    dump: () => Promise.reject(new Error("dump is not offered by the local D1 bridge")),
  };
  return db as unknown as D1Database;
}

/** The binding refuses, when bound, what D1 cannot store; so does this. */
function bindable(value: unknown): unknown {
  const kind = typeof value;
  if (value === null || kind === "number" || kind === "string" || kind === "boolean") return value;
  if (value instanceof ArrayBuffer || ArrayBuffer.isView(value)) return value;
  throw new Error(`D1_TYPE_ERROR: Type '${kind}' not supported for value '${String(value)}'`);
}

function encodeStatement({ sql, params }: Sent): Sent {
  return { sql, params: params.map(encodeParam) };
}

function encodeParam(value: unknown): unknown {
  if (value instanceof ArrayBuffer) return { $bytes: Buffer.from(value).toString("base64") };
  if (ArrayBuffer.isView(value))
    return { $bytes: Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString("base64") };
  return value;
}

function decodeResult(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(decodeResult);
  if (value && typeof value === "object") {
    if ("$bytes" in value) {
      const bytes = Buffer.from((value as { $bytes: string }).$bytes, "base64");
      return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
    }
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, decodeResult(item)]));
  }
  return value;
}
