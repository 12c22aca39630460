/**
 * The page-level half of the SSRF guard: every request a scanned page makes is checked before Chromium
 * sends it. Runtime-agnostic: typed against the few Page methods that both puppeteer-core (local) and
 * @cloudflare/puppeteer (Browser Rendering) provide.
 *
 * What interception covers: the navigation itself, every redirect hop (each hop is a new intercepted
 * request), meta refreshes, iframes, subresources, fetch/XHR, beacons.
 * What it does not: WebSocket connections are invisible to request interception, and a host name is
 * checked with our DNS answer while Chromium resolves it again (DNS rebinding). Locally the filtering
 * proxy (local/proxy.ts) closes both gaps; on Browser Rendering, where there is no proxy, guardBrowser
 * covers the targets a page creates and noUnguardedConnectionsScript takes WebSockets away.
 * WebRTC sends STUN and TURN (UDP, and TURN over TCP) past interception and proxy alike: scanned pages
 * get no WebRTC at all (noWebRtcScript; locally also a Chromium flag, see local/chromium.ts).
 */
import type { MinimalCDPSession } from "./browser";

export type GuardedRequest = {
  url(): string;
  abort(errorCode?: string): Promise<void>;
  continue(overrides?: { headers?: Record<string, string> }): Promise<void>;
  headers(): Record<string, string>;
  isNavigationRequest(): boolean;
  frame(): unknown;
  /** Present in puppeteer >= 15: true once another cooperative handler settled the request. */
  isInterceptResolutionHandled?(): boolean;
};

export type GuardablePage = {
  evaluateOnNewDocument(source: string): Promise<{ identifier: string }>;
  setRequestInterception(on: boolean): Promise<void>;
  setBypassServiceWorker(on: boolean): Promise<void>;
  on(event: "request", handler: (request: GuardedRequest) => void): unknown;
  mainFrame(): unknown;
  url(): string;
};

/**
 * Headers a request gets on top of its own (a login profile's headers or basic auth), or undefined.
 * Asked for each request the guard lets pass, redirect hops included: Chromium applies the headers of
 * one hop to that hop only, so a redirect to another origin never carries them on.
 */
export type HeadersFor = (url: string) => Record<string, string> | undefined;

/**
 * Intercepts every request of the page and aborts those `isAllowed` refuses (or fails on) with
 * "blockedbyclient". During a scan, a refused navigation of a page that already shows its document (a
 * meta refresh, a script setting location) is aborted as cancelled instead: Chromium then keeps that
 * document rather than showing its error page, so the page is checked as it stands. (Between scans, a
 * step's navigation that is refused ends in the error page, which the step reports.) Call before the
 * first navigation.
 */
export async function guardPage(
  page: GuardablePage,
  isAllowed: (url: string) => Promise<boolean>,
  onRefused?: (url: string) => void,
  headersFor?: HeadersFor,
  /** Whether a scan is checking the page's document now (a refused navigation then keeps it). */
  scanning: () => boolean = () => false,
): Promise<void> {
  // The handler goes first: once interception is on, a request nobody settles hangs the page.
  page.on("request", (request) => {
    const leavesDocument =
      scanning() &&
      request.isNavigationRequest() &&
      request.frame() === page.mainFrame() &&
      page.url() !== "about:blank";
    void settle(request, isAllowed, onRefused, headersFor, leavesDocument ? "aborted" : "blockedbyclient");
  });
  await page.evaluateOnNewDocument(noWebRtcScript);
  // A service worker's own fetches would bypass interception, and its cache could answer a navigation.
  await page.setBypassServiceWorker(true);
  await page.setRequestInterception(true);
}

async function settle(
  request: GuardedRequest,
  isAllowed: (url: string) => Promise<boolean>,
  onRefused: ((url: string) => void) | undefined,
  headersFor: HeadersFor | undefined,
  refusal: "aborted" | "blockedbyclient",
): Promise<void> {
  if (request.isInterceptResolutionHandled?.()) return;
  const url = request.url();
  let allowed = false;
  try {
    allowed = await isAllowed(url);
  } catch {
    // Fail closed: a guard that cannot decide refuses.
  }
  try {
    const extra = allowed ? headersFor?.(url) : undefined;
    if (extra) {
      await request.continue({ headers: { ...request.headers(), ...extra } });
    } else if (allowed) {
      await request.continue();
    } else {
      onRefused?.(url);
      await request.abort(refusal);
    }
  } catch {
    // The page closed or the request went away (e.g. a superseded navigation): nothing left to guard.
  }
}

/**
 * The WebRTC interfaces a page could open connections with, and those that lead back to them. An
 * accessibility scan needs none of them; a page without them cannot send STUN or TURN.
 */
const webRtcInterfaces = [
  "RTCPeerConnection",
  "webkitRTCPeerConnection",
  "RTCDataChannel",
  "RTCSessionDescription",
  "RTCIceCandidate",
  "RTCIceTransport",
  "RTCDtlsTransport",
  "RTCSctpTransport",
  "RTCRtpSender",
  "RTCRtpReceiver",
  "RTCRtpTransceiver",
  "RTCCertificate",
  "RTCPeerConnectionIceEvent",
  "RTCDataChannelEvent",
  "RTCTrackEvent",
];

/**
 * Runs before the page's own scripts in every document of a guarded page (frames included, and the
 * initial empty document of a frame a script creates): removes the WebRTC interfaces from its global.
 */
export const noWebRtcScript = `(function (names) {
  for (var i = 0; i < names.length; i++) {
    try { delete self[names[i]]; } catch (error) {}
    try { if (names[i] in self) Object.defineProperty(self, names[i], { value: undefined }); } catch (error) {}
  }
})(${JSON.stringify(webRtcInterfaces)});`;

/** The part of a browser guardBrowser needs: a protocol session with the browser itself. */
export type GuardableBrowser = {
  target(): { createCDPSession(): Promise<MinimalCDPSession> };
};

export type BrowserGuard = {
  /** The next job's guard and a full budget of requests, for a browser that goes on to another job. */
  renew(isAllowed: (url: string) => Promise<boolean> | boolean): void;
  stop(): Promise<void>;
};

type RequestPaused = { requestId: string; frameId?: string; request: { url: string } };
type TargetCreated = { targetInfo: { targetId: string; type: string; openerId?: string } };

/**
 * The guard for everything the scanned page cannot be asked about: popups (links and forms with a
 * target; closed as soon as they appear, and refused every request), shared and service workers and what
 * they fetch. Interception on the browser's own session sees the requests of every target in every
 * context, so this is for a browser that scans one job at a time (Browser Rendering: one connection per
 * browser). At most maxRequests pass, from all targets together. Call renew() before the next job on the
 * same browser, and stop() when done.
 */
export async function guardBrowser(
  browser: GuardableBrowser,
  isAllowed: (url: string) => Promise<boolean> | boolean,
  maxRequests: number,
): Promise<BrowserGuard> {
  const session = await browser.target().createCDPSession();
  let requests = 0;
  let allowed = isAllowed;
  // A page the scanned page opens (a link or form with a target) is closed the moment the browser
  // announces it, and nothing it asks for passes, its own document included: it never runs a script.
  const popups = new Set<string>();
  session.on("Target.targetCreated", ({ targetInfo }: TargetCreated) => {
    if (targetInfo.type !== "page" || !targetInfo.openerId) return;
    popups.add(targetInfo.targetId);
    session.send("Target.closeTarget", { targetId: targetInfo.targetId }).catch(() => {});
  });
  session.on("Fetch.requestPaused", ({ requestId, frameId, request }: RequestPaused) => {
    void (async () => {
      let pass = false;
      try {
        const fromPopup = () => frameId !== undefined && popups.has(frameId);
        pass = !fromPopup() && ++requests <= maxRequests && (await allowed(request.url)) && !fromPopup();
      } catch {
        // Fail closed.
      }
      await session
        .send(pass ? "Fetch.continueRequest" : "Fetch.failRequest", {
          requestId,
          ...(pass ? {} : { errorReason: "BlockedByClient" }),
        })
        .catch(() => {});
    })();
  });
  await session.send("Target.setDiscoverTargets", { discover: true });
  await session.send("Fetch.enable", { patterns: [{ urlPattern: "*", requestStage: "Request" }] });
  return {
    renew(nextIsAllowed) {
      allowed = nextIsAllowed;
      requests = 0;
    },
    async stop() {
      await session.send("Fetch.disable").catch(() => {});
      await session.send("Target.setDiscoverTargets", { discover: false }).catch(() => {});
      await session.detach().catch(() => {});
    },
  };
}

/**
 * Where no filtering proxy stands between Chromium and the network (Browser Rendering): connections
 * that no request interception sees are not offered to scanned pages at all: WebSockets and
 * WebTransport; workers, whose own WebSockets no new-document script can take away (shared workers also
 * outlive the page); and service worker registration (a service worker outlives the page and fetches on
 * its own). An accessibility scan needs none of them. The local scanner uses it too, so that both
 * runtimes see pages alike.
 */
export const noUnguardedConnectionsScript = `(function () {
  var names = ["WebSocket", "WebTransport", "Worker", "SharedWorker"];
  for (var i = 0; i < names.length; i++) {
    try { delete self[names[i]]; } catch (error) {}
    try { if (names[i] in self) Object.defineProperty(self, names[i], { value: undefined }); } catch (error) {}
  }
  try {
    var container = self.ServiceWorkerContainer && ServiceWorkerContainer.prototype;
    if (container) container.register = function () { return Promise.reject(new DOMException("Service workers are off", "SecurityError")); };
  } catch (error) {}
})();`;

/** A target as puppeteer's BrowserContext announces it (both libraries). */
export type AnnouncedTarget = {
  type(): string;
  opener(): unknown;
  page(): Promise<{ close(): Promise<void> } | null>;
};

/**
 * A page that a scanned page opened (a link or form with a target) has nothing to scan and is outside
 * the page's guard: it is closed as soon as it appears. For BrowserContext's "targetcreated" event.
 */
export function closeIfPopup(target: AnnouncedTarget): void {
  if (target.type() !== "page" || target.opener() === undefined) return;
  target.page().then(
    (page) => page?.close().catch(() => {}),
    () => {},
  );
}
