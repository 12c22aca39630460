/**
 * The Browser Rendering stand-in as a process, for the end-to-end tests (`npm run dev` starts it
 * in-process). Env: LOCAL_BROWSER_RENDERING_PORT (default 8790), CHROME_PATH (else found as the scanner
 * finds it). Its browsers close with it.
 */
import { chromiumArgs, provideChromePath } from "../scanner/chromium";
import { startLocalBrowserRendering } from "./browser-rendering";
import { closeOnSignal } from "./stand-in-server";

const browserRendering = await startLocalBrowserRendering({
  port: Number(process.env.LOCAL_BROWSER_RENDERING_PORT || 8790),
  executablePath: await provideChromePath(),
  args: chromiumArgs(),
});
console.log(`Browser Rendering stand-in on ${browserRendering.url}`);

closeOnSignal(() => browserRendering.close());
