import type de from "../de/webhooks";
import type { Translation } from "../types";

/** Outgoing webhooks on the profile, their delivery log and the messages to Slack and Teams. */
const webhooks: Translation<typeof de> = {
  title: "Webhooks",
  text: "Klarsicht reports finished and failed scans and issues that came back to your own systems, to Slack or to Microsoft Teams.",
  back: "Back to the profile",
  docsLink: "The events' shape in the API reference",
  profileLink: "Manage webhooks",
  profileText: "Messages about your scans to your own systems, to Slack or to Microsoft Teams.",
  notConfigured: "Webhooks are not available on this server at the moment.",
  create: {
    title: "Add a webhook",
    kind: "Kind of receiver",
    url: "Address (URL)",
    urlHint: "A publicly reachable https address. For Slack and Teams, the address of the incoming webhook.",
    site: "For which website",
    allSites: "All websites of the account",
    events: "Events",
    submit: "Save webhook",
  },
  kinds: {
    signed: "Your own receiver (signed JSON)",
    slack: "Slack",
    teams: "Microsoft Teams",
  },
  eventNames: {
    runFinished: "Scan finished (run.finished)",
    runFailed: "Scan failed (run.failed)",
    regressionFound: "Fixed issues back again (regression.found)",
    webhookTest: "Test event (webhook.test)",
  },
  created: {
    title: "Webhook saved",
    text: "This is the secret Klarsicht signs every delivery with. It is shown this once only: please store it with your receiver now.",
    label: "Signing secret",
    copy: "Copy secret",
    copied: "Copied",
    chat: "The webhook is saved. Use “Send test event” to check that the message arrives.",
  },
  errors: {
    urlInvalid: "Please enter a complete address starting with https://.",
    urlNotHttps: "Webhooks go to https addresses only, so that nobody on the way can read them.",
    urlNotPublic:
      "This address leads into an internal or private network. Webhooks go to public addresses only.",
    urlUnresolvable: "We find no server for this address. Please check the name.",
    kind: "Please choose the kind of receiver.",
    eventsRequired: "Please choose at least one event.",
    siteUnknown: "This website does not belong to your account (any more).",
    tooMany: "An account can have at most ten webhooks. Please delete one first.",
    notConfigured: "Webhooks are not available on this server at the moment.",
  },
  list: {
    title: "Your webhooks",
    empty: "You have no webhooks yet.",
    caption: "Webhooks with receiver, website, events and state",
    address: "Address",
    kind: "Kind",
    site: "Website",
    events: "Events",
    state: "State",
    actions: "Actions",
    active: "Active",
    disabled: "Switched off on {{date}} after repeated failures",
    test: "Send test event",
    testLabel: "Send a test event to {{url}}",
    enable: "Switch on again",
    enableLabel: "Switch the webhook to {{url}} on again",
    delete: "Delete",
    deleteLabel: "Delete the webhook to {{url}}",
  },
  done: {
    test: "The test event is on its way. You will see the result in the delivery log shortly.",
    deleted: "The webhook is deleted.",
    enabled: "The webhook is switched on again; events still owed are being delivered now.",
  },
  log: {
    title: "Delivery log",
    text: "The latest deliveries with the receiver's answer. Failed deliveries are retried with growing waits (1, 3, 9, 27 … minutes, at most ten attempts).",
    empty: "No deliveries yet.",
    caption: "Latest deliveries with event, time, attempts and answer",
    event: "Event",
    address: "Address",
    time: "Time",
    attempts: "Attempts",
    state: "State",
    answer: "Last answer",
    states: { pending: "Being retried", delivered: "Delivered", failed: "Given up" },
    status: "HTTP {{code}}",
    problems: {
      urlInvalid: "Invalid address",
      urlNotHttps: "Not an https address",
      urlNotPublic: "Address not public – not called",
      urlUnresolvable: "Name does not resolve",
      timeout: "No answer within 10 seconds",
      unreachable: "Receiver not reachable",
      not_configured: "Not set up on this server",
    },
    none: "None yet",
  },
  docs: {
    title: "Webhooks",
    text: "Rather than asking, be told: Klarsicht sends events as signed JSON by POST to your address, for the whole account or one website. The OpenAPI document describes the fields under “webhooks”.",
    retries:
      "Answer within 10 seconds with a 2xx status. Anything else is retried after 1, 3, 9, 27 … minutes, at most ten times; redirects are not followed. After 15 failures in a row the webhook is switched off and we send you an email.",
  },
  signing: {
    title: "Checking signatures",
    text: "Every delivery to your own receiver carries the header “Klarsicht-Signature: t=…,v1=…”: t is the time in Unix seconds, v1 the HMAC-SHA256 (hexadecimal) of “t.raw body” with your signing secret. Refuse deliveries whose t is more than five minutes from your clock, and recognise repeats by the “Klarsicht-Event-Id” header.",
  },
  chat: {
    reportLink: "Open report",
    finished: {
      title: "Scan of {{site}} finished",
      violations_one: "{{count}} WCAG violation found.",
      violations_other: "{{count}} WCAG violations found.",
    },
    failed: {
      title: "Scan of {{site}} failed",
      reason: "Reason: {{reason}}",
    },
    regression: {
      title_one: "{{count}} fixed issue on {{site}} is back",
      title_other: "{{count}} fixed issues on {{site}} are back",
    },
    test: {
      title: "Test message from Klarsicht",
      text: "This connection works: messages about your scans will appear here.",
    },
  },
};

export default webhooks;
