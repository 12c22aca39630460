/**
 * The local receiver of outgoing webhooks, with GitHub's and Jira's issue APIs, as a process for the
 * e2e tests (`npm run dev` starts it in-process). Env: LOCAL_HOOKS_PORT (default 8795).
 */
import { startLocalHooks } from "./hooks-server";
import { closeOnSignal } from "./stand-in-server";

const hooks = await startLocalHooks({ port: Number(process.env.LOCAL_HOOKS_PORT || 8795) });
console.log(`Local webhook receiver on ${hooks.url}`);

closeOnSignal(() => hooks.close());
