/** Launch settings for the system Chromium used by the local scanner, tests and benchmarks. */
import { existsSync } from "node:fs";

/**
 * Chromium flags for a closed, headless scanner (headless itself is set by puppeteer). With a proxy URL,
 * every request goes through the filtering proxy: `<-loopback>` removes Chromium's implicit bypass of
 * localhost/127.0.0.1/[::1], which would otherwise let pages reach loopback services directly.
 */
export function chromiumArgs(proxyUrl?: string): string[] {
  const args = [
    "--no-sandbox", // runs as root in containers
    "--disable-gpu",
    "--disable-quic", // QUIC is UDP: keep all traffic on TCP, where the filtering proxy sees it
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
  ];
  if (proxyUrl !== undefined) {
    args.push(
      `--proxy-server=${proxyUrl}`,
      "--proxy-bypass-list=<-loopback>",
      // Behind the proxy Chromium needs no DNS of its own (the proxy resolves and vets every name), so
      // its own lookups, such as those of its background services, are switched off.
      "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
    );
  }
  return args;
}

export function chromePath(): string {
  return process.env.CHROME_PATH ?? "/usr/bin/chromium";
}

export function assertChromeInstalled(path: string): void {
  if (!existsSync(path)) {
    throw new Error(
      `Chromium not found at ${path}. Install it (Debian/Ubuntu: sudo apt-get install chromium) ` +
        "or set CHROME_PATH to a Chromium or Chrome executable.",
    );
  }
}
