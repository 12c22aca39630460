/**
 * Read-only links for clients (issue 30): what the forms that create a link and the pages that show it
 * share with the server. The token itself is made and checked only on the server (links.server.ts).
 */

export const shareExpiryChoices = ["7", "30", "90"] as const;
export type ShareExpiryChoice = (typeof shareExpiryChoices)[number];
export const defaultShareExpiry: ShareExpiryChoice = "30";

export function shareExpiryOf(choice: ShareExpiryChoice, now: Date): Date {
  return new Date(now.getTime() + Number(choice) * 86_400_000);
}

export function sharePath(token: string): string {
  return `/shared/${token}`;
}
