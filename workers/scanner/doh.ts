/**
 * Name resolution for the scanner Worker: DNS over HTTPS (workers/core/doh.ts), with each scan job's
 * answers remembered.
 */
import type { Resolver } from "#core/guard";

export { defaultDohEndpoint, dohResolver } from "#core/doh";

/**
 * The answers of one scan job, remembered for its lifetime: the page guard asks for every request, and
 * a page's requests go to a handful of hosts. Failures are not remembered: the next request asks again.
 */
export function perJobResolver(resolve: Resolver): Resolver {
  const answers = new Map<string, Promise<string[]>>();
  return (hostname) => {
    const known = answers.get(hostname);
    if (known) return known;
    const addresses = resolve(hostname);
    answers.set(hostname, addresses);
    addresses.catch(() => answers.delete(hostname));
    return addresses;
  };
}
