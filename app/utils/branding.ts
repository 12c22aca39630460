/** What a printed document or a mail needs of a workspace's white-label look (branding.server.ts). */
export type AppliedBranding = {
  agencyName: string;
  /** #rrggbb, at least 4.5:1 against white. */
  accentColor: string;
  /** A data: URL (printed documents, the statement file) or a signed address (mails); null without a logo. */
  logoUrl: string | null;
};
