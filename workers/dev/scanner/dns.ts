/** The Node resolver for the SSRF guard and the filtering proxy. */
import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import type { Resolver } from "#core/guard";

/** Every A and AAAA address of a host name, in the resolver's order; an IP literal is its own answer. */
export const resolveAll: Resolver = async (hostname) => {
  const bare = hostname.replace(/^\[(.*)\]$/, "$1");
  if (isIP(bare) !== 0) return [bare];
  // lookup() (getaddrinfo) rather than resolve4/6: it sees /etc/hosts and the system's resolver setup,
  // exactly what Chromium would have used.
  const answers = await lookup(bare, { all: true, verbatim: true });
  return answers.map((answer) => answer.address);
};
