/** Which Chromium the local scanner, the tests and the benchmarks launch, and with which flags. */
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
    // WebRTC's UDP (STUN, TURN) would pass the proxy; the page guard also removes WebRTC's interfaces.
    "--force-webrtc-ip-handling-policy=disable_non_proxied_udp",
    "--webrtc-ip-handling-policy=disable_non_proxied_udp",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
    // No popups or new windows at all (links and forms with a target): their requests would not count
    // towards the scanned tab's request cap. On Browser Rendering the browser-level guard counts them.
    "--block-new-web-contents",
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

/** Where Debian, Ubuntu and the usual installers put Chromium or Chrome. */
const SYSTEM_BROWSERS = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome-stable",
  "/usr/bin/google-chrome",
];

/**
 * The browser for the local scanner, the tests and the benchmarks: `CHROME_PATH` when set, else a system
 * Chromium or Chrome, else the Chromium that ships inside the `@sparticuz/chromium` npm package (unpacked
 * into the temporary directory on first use, about 1.5 s), so that a machine with nothing but Node and
 * npm can scan. Resolve it once in the parent process and hand it to children in `CHROME_PATH`: two
 * processes unpacking at the same moment could see each other's half-written file.
 */
export async function resolveChromePath(): Promise<string> {
  const configured = process.env.CHROME_PATH;
  if (configured) {
    assertChromeInstalled(configured);
    return configured;
  }
  const system = SYSTEM_BROWSERS.find((candidate) => existsSync(candidate));
  if (system) return system;
  const { default: packaged } = await import("@sparticuz/chromium");
  const unpacked = await packaged.executablePath();
  assertChromeInstalled(unpacked);
  return unpacked;
}

/** Resolves the browser once and exports it for child processes (see resolveChromePath). */
export async function provideChromePath(): Promise<string> {
  const path = await resolveChromePath();
  process.env.CHROME_PATH = path;
  return path;
}

function assertChromeInstalled(path: string): void {
  if (!existsSync(path)) {
    throw new Error(
      `No browser at CHROME_PATH=${path}. Point CHROME_PATH at a Chromium or Chrome executable, or unset it ` +
        "to use a system Chromium or the one from the @sparticuz/chromium package.",
    );
  }
}
