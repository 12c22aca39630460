/**
 * The [vars] of a wrangler.toml, read without loading wrangler (its bundle takes about a second to load,
 * which `npm run dev` would spend before its first page). Only what our configs use is understood: one
 * `NAME = "text"` per line, TOML's basic strings; anything else in [vars] is an error that names the line,
 * rather than a setting silently left out. tests/unit/wrangler-vars.test.ts compares the answers with
 * wrangler's own reading of both configs.
 */
import { readFileSync } from "node:fs";

export function wranglerVars(configPath: string): Record<string, string> {
  const vars: Record<string, string> = {};
  let inVars = false;
  for (const [index, raw] of readFileSync(configPath, "utf8").split("\n").entries()) {
    const line = raw.trim();
    if (line.startsWith("[")) {
      inVars = line === "[vars]";
      continue;
    }
    if (!inVars || line === "" || line.startsWith("#")) continue;
    const match = /^([A-Za-z_][A-Za-z0-9_]*)\s*=\s*("(?:[^"\\]|\\.)*")\s*(?:#.*)?$/.exec(line);
    if (!match) throw new Error(`${configPath}:${index + 1}: not a text setting this reader understands`);
    vars[match[1] as string] = JSON.parse(match[2] as string) as string;
  }
  return vars;
}

/** A queue consumer's settings, named as in wrangler.toml. */
export type WranglerQueueConsumer = {
  queue: string;
  max_batch_size?: number;
  max_batch_timeout?: number;
  max_retries?: number;
  max_concurrency?: number;
  dead_letter_queue?: string;
};

/**
 * The [[queues.consumers]] entries of a wrangler.toml, read as wranglerVars reads [vars]: one
 * `name = 123` or `name = "text"` per line; anything else in such an entry is an error naming the line.
 */
export function wranglerQueueConsumers(configPath: string): WranglerQueueConsumer[] {
  const consumers: WranglerQueueConsumer[] = [];
  let current: Record<string, string | number> | undefined;
  for (const [index, raw] of readFileSync(configPath, "utf8").split("\n").entries()) {
    const line = raw.trim();
    if (line.startsWith("[")) {
      current = line === "[[queues.consumers]]" ? {} : undefined;
      if (current) consumers.push(current as WranglerQueueConsumer);
      continue;
    }
    if (!current || line === "" || line.startsWith("#")) continue;
    const match = /^([a-z_]+)\s*=\s*(\d+|"(?:[^"\\]|\\.)*")\s*(?:#.*)?$/.exec(line);
    if (!match) throw new Error(`${configPath}:${index + 1}: not a consumer setting this reader understands`);
    const value = match[2] as string;
    current[match[1] as string] = value.startsWith('"') ? (JSON.parse(value) as string) : Number(value);
  }
  return consumers;
}
