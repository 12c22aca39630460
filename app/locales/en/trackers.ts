import type de from "../de/trackers";
import type { Translation } from "../types";

/** Issue trackers: the connection on the profile, sending from a website's dashboard, and the ticket itself. */
const trackers: Translation<typeof de> = {
  title: "Issue trackers",
  text: "Send your websites' issues as tickets to GitHub Issues or Jira Cloud. We store your API tokens encrypted.",
  profileLink: "Connect issue trackers",
  back: "Back to the profile",
  notConfigured: "Issue trackers are not available on this server at the moment.",
  names: { github: "GitHub", jira: "Jira" },
  github: {
    title: "GitHub Issues",
    repository: "Repository (owner/name)",
    repositoryHint: "For example example-ltd/website.",
    token: "Token",
    tokenHint: "A fine-grained token with the permission “Issues: read and write” for this repository.",
    hook: "Connected. So that a ticket closed in GitHub marks the issue here as fixed, add a webhook to the repository under Settings → Webhooks: this address, content type “application/json”, this secret, event “Issues”. The secret is shown this once only.",
    hookUrl: "Payload URL:",
    hookSecret: "Webhook secret",
    submit: "Connect GitHub",
  },
  jira: {
    title: "Jira Cloud",
    site: "Jira address",
    siteHint: "For example https://example.atlassian.net.",
    project: "Project key",
    account: "Email address of your Atlassian account",
    token: "API token",
    tokenHint: "Create one at id.atlassian.com under Security → API tokens.",
    hook: "Connected. So that a ticket done in Jira marks the issue here as fixed, a Jira administrator adds a webhook under Settings (cog) → System → WebHooks → “Create a WebHook”: this URL, this secret in the field “Secret”, event “Issue: updated” and, if you like, the JQL “project = {{project}}”. The secret is shown this once only.",
    hookUrl: "URL:",
    hookSecret: "Webhook secret",
    hookTitle: "Webhook for done tickets",
    hookMissing: "This connection has no webhook yet.",
    renewText:
      "Create a new address with a new secret if you no longer have the secret. The webhook in Jira stops working then; enter the new values there.",
    renew: "Create a new webhook address and secret",
    submit: "Connect Jira",
  },
  connected: "Connected to {{target}}",
  disconnect: "Disconnect",
  disconnectLabel: "Disconnect {{tracker}}",
  removed: "The connection is removed.",
  errors: {
    repository: "Please give the repository as owner/name, for example example-ltd/website.",
    jiraSite: "Please give the complete https address of your Jira site.",
    jiraSiteNotPublic:
      "This address leads into an internal or private network. We connect only publicly reachable Jira sites.",
    project: "A project key has 2 to 10 capital letters or digits, for example WEB.",
    account: "Please give the email address of your Atlassian account.",
    token: "Please paste the token.",
    notConfigured: "Issue trackers are not available on this server at the moment.",
  },
  send: {
    button: "Send to {{tracker}}",
    linked: "{{tracker}} {{key}}",
    errors: {
      notConnected: "Please connect the issue tracker in your profile first.",
      refused:
        "The issue tracker did not create the ticket. Please check the token and project in your profile.",
      unreachable: "The issue tracker cannot be reached right now. Please try again later.",
    },
  },
  issue: {
    title: "[Accessibility] {{help}} ({{site}})",
    rule: "Rule: {{rule}}",
    impact: "Impact: {{impact}}",
    wcag: "WCAG: {{criteria}}",
    elements: "Elements: {{pattern}}",
    occurrences: "Occurrences: {{count}} · pages affected: {{pages}}",
    key: "Klarsicht key: {{key}}",
    pages: "Pages",
    back: "Open in Klarsicht",
  },
};

export default trackers;
