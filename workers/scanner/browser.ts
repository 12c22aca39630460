/**
 * The few browser methods the scan engine uses, as structural types. Both puppeteer-core's and
 * @cloudflare/puppeteer's Browser and Page satisfy them (tests/scanner/browser-types.test.ts proves it
 * at compile time), so the engine runs unchanged in Node and in the scanner Worker.
 */
import type { GuardablePage } from "./page-guard";

/** A Chrome DevTools Protocol session; the engine uses it for network events and a few page commands. */
export interface MinimalCDPSession {
  send(method: string, params?: object): Promise<unknown>;
  // biome-ignore lint/suspicious/noExplicitAny: protocol event payloads differ per event; narrowed where handled
  on(event: string, handler: (payload: any) => void): unknown;
  detach(): Promise<void>;
}

export interface MinimalResponse {
  status(): number;
  url(): string;
}

export type MinimalPage = GuardablePage & {
  goto(
    url: string,
    options: { waitUntil: "domcontentloaded"; timeout: number },
  ): Promise<MinimalResponse | null>;
  /** Only the string form: functions would go through the bundler, whose helpers do not exist in the page. */
  evaluate(expression: string): Promise<unknown>;
  evaluateOnNewDocument(source: string): Promise<{ identifier: string }>;
  removeScriptToEvaluateOnNewDocument(identifier: string): Promise<void>;
  setCacheEnabled(enabled?: boolean): Promise<void>;
  createCDPSession(): Promise<MinimalCDPSession>;
  url(): string;
  isClosed(): boolean;
  close(): Promise<void>;
};

export interface MinimalBrowser {
  newPage(): Promise<MinimalPage>;
}
