/**
 * Who a free-scan requester is, for the limit and the scanner's fair share: an IPv4 address as it is,
 * an IPv6 address as its /64 network (its first four groups). One connection commonly gets a whole /64,
 * billions of addresses: counted one by one, they would be a fresh requester per scan.
 */
export function requesterNetwork(address: string): string {
  const text = address.trim().toLowerCase();
  if (!text.includes(":")) return text;
  // An IPv4 address written as IPv6 (::ffff:192.0.2.1) is that IPv4 address.
  const embeddedV4 = /(?:^|:)(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text)?.[1];
  if (embeddedV4) return embeddedV4;
  const [head = "", tail = ""] = text.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const missing = text.includes("::") ? 8 - headGroups.length - tailGroups.length : 0;
  const groups = [...headGroups, ...Array<string>(Math.max(0, missing)).fill("0"), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
