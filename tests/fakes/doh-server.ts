/**
 * A local stand-in for a DNS-over-HTTPS resolver's JSON API (as https://cloudflare-dns.com/dns-query
 * answers `?name=…&type=A|AAAA` with `Accept: application/dns-json`), on 127.0.0.1. Its zone is a plain
 * table of names and addresses that tests may change; a name it does not know is NXDOMAIN.
 */
import { createServer } from "node:http";
import { isIPv4, isIPv6 } from "node:net";

export type DohStandIn = {
  /** The endpoint, e.g. http://127.0.0.1:41234/dns-query. */
  url: string;
  /** Host name (lower case, no trailing dot) → its A and AAAA addresses. */
  zone: Map<string, string[]>;
  /** Every question asked, as "name TYPE", in order. */
  readonly questions: string[];
  close(): Promise<void>;
};

const types = { A: 1, AAAA: 28 } as const;

export async function startDohStandIn(zone: Record<string, string[]> = {}): Promise<DohStandIn> {
  const table = new Map(Object.entries(zone));
  const questions: string[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    const name = (url.searchParams.get("name") ?? "").toLowerCase().replace(/\.$/, "");
    const type = url.searchParams.get("type") ?? "A";
    if (url.pathname !== "/dns-query" || !(type === "A" || type === "AAAA") || name === "") {
      response.writeHead(400).end();
      return;
    }
    questions.push(`${name} ${type}`);
    const addresses = table.get(name);
    const question = [{ name, type: types[type] }];
    const body =
      addresses === undefined
        ? { Status: 3, Question: question }
        : {
            Status: 0,
            Question: question,
            Answer: addresses
              .filter((address) => (type === "A" ? isIPv4(address) : isIPv6(address)))
              .map((data) => ({ name, type: types[type], TTL: 60, data })),
          };
    response.writeHead(200, { "Content-Type": "application/dns-json" }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("DoH stand-in has no port");
  return {
    url: `http://127.0.0.1:${address.port}/dns-query`,
    zone: table,
    questions,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
