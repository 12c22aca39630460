/**
 * The local mail stand-in as a process, for the e2e tests (`npm run dev` starts it in-process).
 * Env: LOCAL_MAIL_PORT (default 8794), LOCAL_MAIL_API_KEY (default the stand-in's own key).
 */
import { startLocalMail } from "./mail-server";
import { closeOnSignal } from "./stand-in-server";

const mail = await startLocalMail({
  port: Number(process.env.LOCAL_MAIL_PORT || 8794),
  apiKey: process.env.LOCAL_MAIL_API_KEY || undefined,
});
console.log(`Local mail inbox on ${mail.inboxUrl}`);

closeOnSignal(() => mail.close());
