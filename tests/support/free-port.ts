import { execFileSync } from "node:child_process";

/**
 * A free TCP port on 127.0.0.1, found synchronously (config files cannot await): a child process
 * binds port 0 and prints what the system gave it.
 */
export function freePortSync(): number {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return Number(execFileSync(process.execPath, ["-e", script], { encoding: "utf8" }));
}
