/**
 * Whether an Authorization header carries `npm run dev`'s local token. Compares without an early exit, so
 * the answer's timing does not give the token away.
 */
export function sameToken(header: string | null, token: string): boolean {
  const given = new TextEncoder().encode(header ?? "");
  const expected = new TextEncoder().encode(`Bearer ${token}`);
  let difference = given.length ^ expected.length;
  for (let index = 0; index < expected.length; index++)
    difference |= (given[index] ?? 0) ^ (expected[index] ?? 0);
  return difference === 0;
}
