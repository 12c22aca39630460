import { createServer, type RequestListener, type Server } from "node:http";

/**
 * The HTTP server of a local stand-in. It never closes an idle kept-alive connection itself: workerd
 * (and undici) keep connections to a host in a pool and send the next request on an idle one, and a
 * server that closes it after Node's default idle time (5 s) can do so just as that request goes out,
 * which the Worker sees as "Network connection lost". The providers the stand-ins speak for keep
 * connections far longer. Closing the server still ends idle connections (Node 20's close()).
 */
export function createStandInServer(listener: RequestListener): Server {
  const server = createServer(listener);
  server.keepAliveTimeout = 0;
  return server;
}

/** A stand-in run as a process of its own (`*-main.ts`): SIGINT or SIGTERM closes it once, then exits. */
export function closeOnSignal(close: () => Promise<void>): void {
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await close();
    process.exit(0);
  };
  process.once("SIGINT", () => void stop());
  process.once("SIGTERM", () => void stop());
}
