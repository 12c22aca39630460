/**
 * The Browser Rendering stand-in as a process, for the end-to-end tests (`npm run dev` starts it
 * in-process). Env: LOCAL_BROWSER_RENDERING_PORT (default 8790), CHROME_PATH (else found as the scanner
 * finds it). Its browsers close with it.
 */
import { chromiumArgs, provideChromePath } from "../scanner/chromium";
import { startLocalBrowserRendering } from "./browser-rendering";

const browserRendering = await startLocalBrowserRendering({
  port: Number(process.env.LOCAL_BROWSER_RENDERING_PORT || 8790),
  executablePath: await provideChromePath(),
  args: chromiumArgs(),
});
console.log(`Browser Rendering stand-in on ${browserRendering.url}`);

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await browserRendering.close();
  process.exit(0);
}
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
