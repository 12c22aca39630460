import type deMail from "../de/mail";
import type { Translation } from "../types";

/** Mails (notifications, contact messages) and the pages around them: unsubscribing and the profile's mail settings. */
const mail: Translation<typeof deMail> = {
  common: {
    brand: "Klarsicht",
    footerWhy:
      "You receive this email because this notification is switched on for your Klarsicht account ({{email}}).",
    unsubscribe: "Unsubscribe from this kind of email",
    preferences: "All email settings in your profile",
    impact: {
      critical: "critical",
      serious: "serious",
      moderate: "moderate",
      minor: "minor",
    },
    morePages_one: "and {{count}} more page",
    morePages_other: "and {{count}} more pages",
  },
  runAlert: {
    subject: "New accessibility issues on {{site}}",
    title: "New accessibility issues on {{site}}",
    intro:
      "The scheduled scan of {{site}} found issues that were not there in the previous scan: {{newCount}} new and {{regressionCount}} back again.",
    newCount_one: "{{count}} new",
    newCount_other: "{{count}} new",
    regressionCount_one: "{{count}} back again",
    regressionCount_other: "{{count}} back again",
    totals_one:
      "In all the scan found {{count}} issue (WCAG violation), {{open}} of them open after your triage. Best practices are not counted.",
    totals_other:
      "In all the scan found {{count}} issues (WCAG violations), {{open}} of them open after your triage. Best practices are not counted.",
    newTitle: "New issues",
    regressionsTitle: "Back again (were marked as fixed)",
    caption: "{{title}}: issue, impact and affected pages",
    columns: { issue: "Issue", impact: "Impact", pages: "Affected pages" },
    reportLink: "Open the report of the scan of {{site}}",
  },
  webhookDisabled: {
    subject: "Webhook switched off",
    title: "We have switched off one of your webhooks",
    intro:
      "Your webhook to {{endpoint}} has not answered successfully {{failures}} times in a row. So that no more deliveries go nowhere, we have switched it off.",
    next: "Events not yet delivered are kept. Once the receiver answers again, switch the webhook back on in your profile and they will be delivered.",
    settingsLink: "Open the webhooks in your profile",
  },
  runFailed: {
    subject: "Scheduled scan of {{site}} failed",
    title: "The scheduled scan of {{site}} failed",
    intro: "The scheduled scan of {{site}} could not be completed.",
    reason: "Reason: {{reason}}",
    next: "The next scheduled scan runs as planned. You can also start the scan again right away.",
    reportLink: "View the scan of {{site}}",
  },
  weeklyDigest: {
    subject: "Your weekly overview of your websites",
    title: "Your weekly overview of {{week}}",
    intro: "This is where your websites stand after the scans of the past seven days.",
    caption: "Websites with their open, new and fixed issues (WCAG violations)",
    columns: { site: "Website", issues: "Open issues", new: "New", fixed: "Fixed", report: "Report" },
    reportLink: "Report on {{site}}",
    empty: "None of your websites was scanned this week.",
  },
  contact: {
    subject: "Contact request: {{subject}}",
    title: "New message from the contact form",
    from: "From",
    language: "Language of the website",
    subjectLabel: "Subject",
    messageLabel: "Message",
    replyHint: "Simply reply to this email: the answer goes to the sender.",
    languages: { de: "German", en: "English" },
  },
  testAlert: {
    subject: "Test: notification from Klarsicht about {{site}}",
    title: "Test email: your notifications arrive",
    intro:
      "This is a test email you asked for on the dashboard of {{site}}. Nothing was scanned and nothing was found.",
    settingsTitle: "The emails you currently receive",
    settings: {
      runAlerts: "New or returning accessibility issues after a scheduled scan",
      runFailed: "Notice when a scheduled scan fails",
      weeklyDigest: "Weekly overview of all websites",
    },
    on: "on",
    off: "off",
    dashboardLink: "Open the dashboard of {{site}}",
    why: "You receive this email because you asked for it for your Klarsicht account ({{email}}).",
  },
  runResult: {
    subject: "Scan of {{site}} finished",
    title: "The scan of {{site}} has finished",
    intro: "The scan you started is done.",
    nothingNew: "No new issues have appeared since the previous scan.",
    failedSubject: "Scan of {{site}} failed",
    failedTitle: "The scan of {{site}} failed",
    failedIntro: "The scan you started could not be completed.",
    why: "You receive this email because you asked for it when you started the scan, for your account ({{email}}).",
  },
  contactCopy: {
    subject: "Copy of your message to Klarsicht: {{subject}}",
    title: "Your message to Klarsicht",
    intro: "Thank you, your message has reached us. We will answer as soon as we can. Here is a copy:",
    subjectLabel: "Subject",
    messageLabel: "Message",
    why: "You receive this copy because you sent the contact form with your account's address ({{email}}).",
  },
  unsubscribe: {
    meta: { title: "Unsubscribe from emails" },
    title: "Unsubscribe from emails",
    kinds: {
      "run-alert": "notifications about new accessibility issues after scheduled scans",
      "weekly-digest": "the weekly overview",
      "run-failed": "notices about failed scheduled scans",
    },
    question: "Do you no longer want to receive {{kind}} by email?",
    confirm: "Unsubscribe",
    done: "Done: you will no longer receive {{kind}} by email.",
    invalid:
      "This unsubscribe link is not valid. Please use the link from a recent email or change your settings in your profile.",
    preferences: "Email settings in your profile",
  },
  preferences: {
    title: "Email notifications",
    lead: "Choose which emails Klarsicht sends you about your scheduled scans.",
    legend: "I want to receive these emails",
    runAlerts: "New or returning accessibility issues after a scheduled scan",
    weeklyDigest: "Weekly overview of all websites",
    runFailed: "Notice when a scheduled scan fails",
    save: "Save settings",
    saved: "Your email settings have been saved.",
    invalid: "The settings could not be read. Please choose again and save.",
  },
};

export default mail;
