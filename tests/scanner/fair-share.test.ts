/**
 * One visitor's never-loading pages must not hold up everyone else: the local scanner gives each
 * requester one tab at a time, and waiting requesters take turns.
 */
import http from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { ScanOutcome } from "#core/contract";
import { createLocalScanner, type LocalScanner } from "#dev/scanner/scanner";

let server: http.Server;
let origin: string;
let scanner: LocalScanner;
const sockets = new Set<Socket>();
/** Resolved when the first page that never answers has been asked for: a tab is busy with it. */
let firstNeverRequest: () => void;
const neverRequested = new Promise<void>((resolve) => {
  firstNeverRequest = resolve;
});
/** The never-loading scans that had ended when the other requester's page was asked for. */
let endedWhenFastRequested: string[] | undefined;
const ended: string[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    if (request.url?.startsWith("/never")) {
      firstNeverRequest();
      return; // no answer, ever
    }
    if (request.url?.startsWith("/fast")) endedWhenFastRequested ??= [...ended];
    response
      .writeHead(200, { "Content-Type": "text/html; charset=utf-8" })
      .end('<!doctype html><html lang="de"><title>Schnell</title><main><h1>Schnell</h1></main></html>');
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const hostPort = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  origin = `http://${hostPort}`;
  scanner = await createLocalScanner({
    policy: { allowPrivate: false, allowedHostPorts: [hostPort] },
    concurrency: 2,
    // Long enough that the other requester's page is asked for before the first of them gives up,
    // however busy the machine; four of them one after another still end well within the test's time.
    engine: { timeoutMs: 3_000 },
  });
});

afterAll(async () => {
  await scanner?.close();
  for (const socket of sockets) socket.destroy();
  await new Promise((done) => server?.close(done));
});

it("never-loading scans of one requester hold one tab: another requester's scan runs at once", async () => {
  const scan = (path: string, requester: string, name: string) =>
    scanner
      .scan(`${origin}${path}`, { level: "AA", locale: "de", requester })
      .then((outcome: ScanOutcome) => {
        ended.push(name);
        return outcome;
      });
  const hostile = Array.from({ length: 4 }, (_, i) => scan(`/never?${i}`, "requester-a", `never-${i}`));
  await neverRequested;
  const visitor = await scan("/fast", "requester-b", "fast");
  expect(visitor).toMatchObject({ ok: true });
  // Its page was loaded while the first of them still waited: it did not wait for any to time out. (When
  // its scan ends depends on how busy the machine is; when it starts does not.)
  expect(endedWhenFastRequested).toEqual([]);
  // They still get their turns, one after the other.
  const outcomes = await Promise.all(hostile);
  expect(outcomes.map((outcome) => !outcome.ok && outcome.error)).toEqual(Array(4).fill("timeout"));
}, 60_000);
