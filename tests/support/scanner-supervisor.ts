/**
 * Starts and kills local scanner services, each a process of its own, for the Worker tests (which run
 * inside workerd and cannot start processes): POST /scanners starts one and answers { id, url } once it
 * listens; POST /scanners/:id/kill kills it and its Chromium with SIGKILL, by their process ids, and
 * answers { pids }. Only processes it started; on 127.0.0.1.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export type ScannerSupervisor = { url: string; close(): Promise<void> };

export async function startScannerSupervisor(
  allowedHostPorts: string[],
  scannerEnv: Record<string, string> = {},
): Promise<ScannerSupervisor> {
  const scanners = new Map<string, ChildProcess>();
  const server = createServer((request, response) => {
    const answer = (status: number, body: unknown) =>
      response.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
    const kill = /^\/scanners\/(\d+)\/kill$/.exec(request.url ?? "")?.[1];
    if (request.method === "POST" && request.url === "/scanners") {
      startScanner(allowedHostPorts, scannerEnv).then(
        ({ child, url }) => {
          scanners.set(String(child.pid), child);
          answer(200, { id: String(child.pid), url });
        },
        (error: unknown) => answer(500, { error: String(error) }),
      );
      return;
    }
    const child = kill === undefined ? undefined : scanners.get(kill);
    if (request.method === "POST" && child?.pid !== undefined) {
      const pids = [child.pid, ...childrenOf(child.pid)];
      const exited = once(child, "exit");
      for (const pid of pids) process.kill(pid, "SIGKILL");
      exited.then(() => answer(200, { pids }));
      return;
    }
    answer(404, { error: "not found" });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      for (const child of scanners.values()) {
        if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) continue;
        const exited = once(child, "exit");
        child.kill("SIGTERM");
        // A scanner that does not stop within seconds (a connection kept open, a browser that hangs)
        // must not hold the test run open: it and its Chromium are killed.
        const stopped = await Promise.race([
          exited.then(() => true),
          new Promise<false>((resolve) => setTimeout(() => resolve(false), 10_000).unref()),
        ]);
        if (!stopped) {
          for (const pid of [child.pid, ...childrenOf(child.pid)]) {
            try {
              process.kill(pid, "SIGKILL");
            } catch {
              // Gone already.
            }
          }
          await exited;
        }
      }
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** `npx tsx workers/dev/scanner/server.ts`, as one would run it by hand, on a free port. */
async function startScanner(
  allowed: string[],
  scannerEnv: Record<string, string>,
): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", "workers/dev/scanner/server.ts"], {
    env: { ...process.env, ...scannerEnv, LOCAL_SCANNER_PORT: "0", LOCAL_SCANNER_ALLOW: allowed.join(",") },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  for await (const chunk of child.stdout as AsyncIterable<Buffer>) {
    output += chunk.toString();
    const url = /listening on (http:\/\/\S+)/.exec(output)?.[1];
    if (url) {
      // Keep reading, so that a full pipe never blocks the scanner.
      child.stdout?.resume();
      return { child, url };
    }
  }
  throw new Error(`The local scanner did not start: ${output}`);
}

/** The processes whose parent is `pid`: the scanner's Chromium, which it started over a pipe. */
function childrenOf(pid: number): number[] {
  return readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        // "pid (comm) state ppid ...": comm may hold spaces, so read after its closing parenthesis.
        const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
        return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}
