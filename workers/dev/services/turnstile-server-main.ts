/**
 * The local Turnstile as a process, for the e2e tests (`npm run dev` starts it in its own process).
 * Env: LOCAL_TURNSTILE_PORT (default 8793).
 */

import { closeOnSignal } from "./stand-in-server";
import { startLocalTurnstile } from "./turnstile-server";

const turnstile = await startLocalTurnstile({ port: Number(process.env.LOCAL_TURNSTILE_PORT || 8793) });
console.log(`Local Turnstile on ${turnstile.url}`);

closeOnSignal(() => turnstile.close());
