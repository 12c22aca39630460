import type de from "../de/share";
import type { Translation } from "../types";

/** Read-only access for clients: links to a report or a website's dashboard. */
const share: Translation<typeof de> = {
  form: {
    title: "Share",
    introRun:
      "Create a link with which your clients can read this report without an account: read only, without triage, settings or your account.",
    introSite:
      "Create a link with which your clients can read this website's latest scan and its issues without an account: read only, without triage, settings or your account.",
    expiry: "Valid for",
    expiries: { "7": "7 days", "30": "30 days", "90": "90 days" },
    submit: "Create link",
  },
  links: {
    title: "Shared links",
    text: "Links with which clients read reports and website dashboards without an account. Every link expires and can be revoked at any time.",
    back: "Back to the profile",
    profileText: "Hand on reports and website dashboards with a link that expires and can be revoked.",
    profileLink: "Manage shared links",
    howTo: "You create new links on a report's page or on a website's dashboard under “Share”.",
    created: {
      title: "Link created",
      text: "Copy the link now: it is shown this once only. Whoever has it can read the report until {{date}}.",
      label: "Link to hand on",
      copy: "Copy link",
      copied: "Copied",
    },
    list: {
      title: "Your links",
      caption: "Shared links",
      empty: "You have not shared a link yet.",
      target: "Shared",
      createdBy: "Created by",
      created: "Created",
      expires: "Expires",
      lastOpened: "Last opened",
      never: "Never",
      actions: "Actions",
      revoke: "Revoke",
      revokeLabel: "Revoke the link to {{target}}",
      expired: "expired",
      revoked: "Revoked on {{date}}",
      unknownCreator: "Unknown",
    },
    targets: {
      page: "Report on {{url}}",
      site: "Website report on {{url}}",
      dashboard: "Dashboard of {{url}}",
      missing: "No longer there",
    },
    revoke: {
      title: "Revoke the link to {{target}}?",
      text: "Whoever has the link will then only see a note that it is no longer valid. This cannot be undone.",
      confirm: "Revoke",
      cancel: "Cancel",
      done: "The link to {{target}} is no longer valid.",
    },
    errors: {
      expiry: "Please choose how long the link stays valid: 7, 30 or 90 days.",
      target: "Please share a report or a website dashboard with the “Share” button on its page.",
    },
  },
  view: {
    metaTitle: "Shared report",
    kicker: "Shared report, read only",
    validUntil: "This link is valid until {{date}}.",
    siteTitle: "Accessibility of {{host}}",
    siteLead: "Latest finished scan on {{date}} against {{level}}.",
    noRun: "There is no finished scan of this website yet.",
    overviewTitle: "Overview",
    issuesTitle: "Issues",
    issuesIntro: "The issues of the latest scan and their state.",
    exports: {
      title: "Download",
      intro: "The report as a file: PDF to read and hand on, CSV with every occurrence for spreadsheets.",
    },
  },
  gone: {
    metaTitle: "Link no longer valid",
    title: "This link is no longer valid",
    text: "The link has expired or was revoked. Please ask the person who sent it to you for a new link.",
    lapsedMetaTitle: "Report not available",
    lapsedTitle: "This report is no longer available",
    lapsedText:
      "The report behind this link is not available at the moment. Please contact the person who sent it to you.",
    home: "Go to the home page",
  },
};

export default share;
