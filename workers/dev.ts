/**
 * `npm run dev`: the whole product on this machine. Applies the D1 migrations locally, starts the local
 * scanner (system Chromium behind the filtering proxy) and then the app's Vite dev server, which sends
 * scan jobs to that scanner. Ctrl-C stops everything.
 */
import { execFileSync, spawn } from "node:child_process";
import { startLocalScannerServer } from "./scanner/local/server";

const scannerPort = Number(process.env.LOCAL_SCANNER_PORT ?? 8790);

execFileSync("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local"], { stdio: "inherit" });

const scanner = await startLocalScannerServer({ port: scannerPort, policy: { allowPrivate: false } });
console.log(`Local scanner listening on ${scanner.url}`);

const app = spawn("npx", ["remix", "vite:dev"], {
  stdio: "inherit",
  env: { ...process.env, LOCAL_SCANNER_URL: scanner.url },
});

async function stop(code: number) {
  app.kill("SIGTERM");
  await scanner.close();
  process.exit(code);
}

app.on("exit", (code) => void stop(code ?? 0));
process.on("SIGINT", () => void stop(0));
process.on("SIGTERM", () => void stop(0));
