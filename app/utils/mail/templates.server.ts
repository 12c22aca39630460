import type { Locale } from "~/i18n";
import type { AppliedBranding } from "../branding";
import {
  escapeHtml,
  type Footer,
  fill,
  fillHtml,
  mailDocument,
  mailStyles,
  mailT,
  mailTexts,
  type RenderedMail,
  styles,
  textFooter,
  textHeader,
} from "./layout.server";

export type Impact = "critical" | "serious" | "moderate" | "minor";

/** An issue as an alert lists it: its title, how bad it is, and the pages it was found on. */
export type AlertIssue = { title: string; impact: Impact; pages: string[] };

export type RunAlertInput = {
  locale: Locale;
  /** The site as the owner knows it, e.g. "shop.example" or its start URL. */
  site: string;
  runId: string;
  newIssues: AlertIssue[];
  regressions: AlertIssue[];
  /** The run's WCAG violation issues as found, and those open after triage (decision 029). */
  totals?: { found: number; open: number };
  reportUrl: string;
  footer: Footer;
  /** The workspace's white-label look (issue 30); without it the mail looks as Klarsicht's. */
  branding?: AppliedBranding | null;
};

export type RunFailedInput = {
  locale: Locale;
  site: string;
  runId: string;
  /** Why it failed, in the reader's language; left out when unknown. */
  reason?: string;
  reportUrl: string;
  footer: Footer;
  /** The workspace's white-label look (issue 30); without it the mail looks as Klarsicht's. */
  branding?: AppliedBranding | null;
};

export type DigestSite = {
  site: string;
  reportUrl: string;
  issues: number;
  newIssues: number;
  fixedIssues: number;
};

export type WeeklyDigestInput = {
  locale: Locale;
  /** The week's first day as YYYY-MM-DD. */
  weekOf: string;
  sites: DigestSite[];
  footer: Footer;
  /** The workspace's white-label look (issue 30); without it the mail looks as Klarsicht's. */
  branding?: AppliedBranding | null;
};

export type ContactMailInput = {
  /** The operator reads it in German. */
  locale: Locale;
  senderEmail: string;
  senderLocale: Locale;
  subject: string;
  message: string;
};

/** Lists this many pages of an issue; the rest are counted. */
const PAGES_SHOWN = 5;

function impactLabel(locale: Locale, impact: Impact): string {
  return mailTexts(locale).common.impact[impact] ?? impact;
}

function shownPages(locale: Locale, pages: string[]): { shown: string[]; more: string | null } {
  const rest = pages.length - PAGES_SHOWN;
  return {
    shown: pages.slice(0, PAGES_SHOWN),
    more: rest > 0 ? mailT(locale)("mail.common.morePages", { count: rest }) : null,
  };
}

function issueTableHtml(locale: Locale, title: string, issues: AlertIssue[]): string {
  const texts = mailTexts(locale).runAlert;
  const rows = issues
    .map((issue) => {
      const { shown, more } = shownPages(locale, issue.pages);
      const pages = [...shown.map(escapeHtml), ...(more ? [escapeHtml(more)] : [])].join("<br>");
      return `<tr><td style="${styles.td}">${escapeHtml(issue.title)}</td><td style="${styles.td}">${escapeHtml(impactLabel(locale, issue.impact))}</td><td style="${styles.td};word-break:break-all">${pages}</td></tr>`;
    })
    .join("\n");
  return `<h2 style="font-size:20px;margin:24px 0 8px">${escapeHtml(title)}</h2>
<table style="${styles.table}">
<caption style="${styles.caption}">${fillHtml(texts.caption, { title })}</caption>
<thead><tr><th scope="col" style="${styles.th}">${escapeHtml(texts.columns.issue)}</th><th scope="col" style="${styles.th}">${escapeHtml(texts.columns.impact)}</th><th scope="col" style="${styles.th}">${escapeHtml(texts.columns.pages)}</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`;
}

function issueListText(locale: Locale, title: string, issues: AlertIssue[]): string {
  const lines = issues.flatMap((issue) => {
    const { shown, more } = shownPages(locale, issue.pages);
    return [
      `- ${issue.title} (${impactLabel(locale, issue.impact)})`,
      ...shown.map((page) => `    ${page}`),
      ...(more ? [`    ${more}`] : []),
    ];
  });
  return [title, "=".repeat(title.length), ...lines].join("\n");
}

function linkButton(href: string, label: string, branding?: AppliedBranding | null): string {
  return `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="${mailStyles(branding).button}">${escapeHtml(label)}</a></p>`;
}

/** The alert after a scheduled run that found new issues or regressions. */
export function buildRunAlertMail(input: RunAlertInput): RenderedMail {
  const { locale, site } = input;
  const texts = mailTexts(locale).runAlert;
  const subject = fill(texts.subject, { site });
  const t = mailT(locale);
  const intro = t("mail.runAlert.intro", {
    site,
    newCount: input.newIssues.length,
    regressionCount: input.regressions.length,
  });
  const totals = input.totals
    ? t("mail.runAlert.totals", { count: input.totals.found, open: input.totals.open })
    : null;
  const reportLink = fill(texts.reportLink, { site });
  const body = [
    `<h1 style="font-size:24px;margin:0 0 16px">${fillHtml(texts.title, { site })}</h1>`,
    `<p>${escapeHtml(intro)}</p>`,
    totals ? `<p>${escapeHtml(totals)}</p>` : "",
    input.newIssues.length > 0 ? issueTableHtml(locale, texts.newTitle, input.newIssues) : "",
    input.regressions.length > 0 ? issueTableHtml(locale, texts.regressionsTitle, input.regressions) : "",
    linkButton(input.reportUrl, reportLink, input.branding),
  ].join("\n");
  const text = [
    fill(texts.title, { site }),
    "",
    intro,
    ...(totals ? [totals] : []),
    "",
    ...(input.newIssues.length > 0 ? [issueListText(locale, texts.newTitle, input.newIssues), ""] : []),
    ...(input.regressions.length > 0
      ? [issueListText(locale, texts.regressionsTitle, input.regressions), ""]
      : []),
    `${reportLink}: ${input.reportUrl}`,
    textFooter(locale, input.footer, input.branding),
  ].join("\n");
  return {
    subject,
    html: mailDocument(locale, subject, body, input.footer, input.branding),
    text: textHeader(locale, input.branding) + text,
  };
}

/** The notice that a scheduled run failed. */
export function buildRunFailedMail(input: RunFailedInput): RenderedMail {
  const { locale, site } = input;
  const texts = mailTexts(locale).runFailed;
  const subject = fill(texts.subject, { site });
  const reportLink = fill(texts.reportLink, { site });
  const body = [
    `<h1 style="font-size:24px;margin:0 0 16px">${fillHtml(texts.title, { site })}</h1>`,
    `<p>${fillHtml(texts.intro, { site })}</p>`,
    input.reason ? `<p>${fillHtml(texts.reason, { reason: input.reason })}</p>` : "",
    `<p>${escapeHtml(texts.next)}</p>`,
    linkButton(input.reportUrl, reportLink, input.branding),
  ].join("\n");
  const text = [
    fill(texts.title, { site }),
    "",
    fill(texts.intro, { site }),
    ...(input.reason ? [fill(texts.reason, { reason: input.reason })] : []),
    texts.next,
    "",
    `${reportLink}: ${input.reportUrl}`,
    textFooter(locale, input.footer, input.branding),
  ].join("\n");
  return {
    subject,
    html: mailDocument(locale, subject, body, input.footer, input.branding),
    text: textHeader(locale, input.branding) + text,
  };
}

/** The opt-in weekly overview of all of an account's sites. */
export function buildWeeklyDigestMail(input: WeeklyDigestInput): RenderedMail {
  const { locale } = input;
  const texts = mailTexts(locale).weeklyDigest;
  const week = new Intl.DateTimeFormat(locale === "de" ? "de-DE" : "en-GB", {
    dateStyle: "long",
    timeZone: "UTC",
  }).format(new Date(`${input.weekOf}T00:00:00Z`));
  const subject = texts.subject;
  const number = new Intl.NumberFormat(locale === "de" ? "de-DE" : "en-GB");
  const rows = input.sites
    .map(
      (entry) =>
        `<tr><th scope="row" style="${styles.td};text-align:left;font-weight:normal;word-break:break-all">${escapeHtml(entry.site)}</th><td style="${styles.td}">${number.format(entry.issues)}</td><td style="${styles.td}">${number.format(entry.newIssues)}</td><td style="${styles.td}">${number.format(entry.fixedIssues)}</td><td style="${styles.td}"><a href="${escapeHtml(entry.reportUrl)}" style="${mailStyles(input.branding).link}">${fillHtml(texts.reportLink, { site: entry.site })}</a></td></tr>`,
    )
    .join("\n");
  const columns = texts.columns;
  const table =
    input.sites.length > 0
      ? `<table style="${styles.table}">
<caption style="${styles.caption}">${escapeHtml(texts.caption)}</caption>
<thead><tr>${[columns.site, columns.issues, columns.new, columns.fixed, columns.report].map((label) => `<th scope="col" style="${styles.th}">${escapeHtml(label)}</th>`).join("")}</tr></thead>
<tbody>
${rows}
</tbody>
</table>`
      : `<p>${escapeHtml(texts.empty)}</p>`;
  const body = [
    `<h1 style="font-size:24px;margin:0 0 16px">${fillHtml(texts.title, { week })}</h1>`,
    `<p>${escapeHtml(texts.intro)}</p>`,
    table,
  ].join("\n");
  const text = [
    fill(texts.title, { week }),
    "",
    texts.intro,
    "",
    ...(input.sites.length > 0
      ? input.sites.map(
          (entry) =>
            `- ${entry.site}: ${columns.issues} ${number.format(entry.issues)}, ${columns.new} ${number.format(entry.newIssues)}, ${columns.fixed} ${number.format(entry.fixedIssues)}\n    ${entry.reportUrl}`,
        )
      : [texts.empty]),
    textFooter(locale, input.footer, input.branding),
  ].join("\n");
  return {
    subject,
    html: mailDocument(locale, subject, body, input.footer, input.branding),
    text: textHeader(locale, input.branding) + text,
  };
}

/** A contact form message, for the operator; a reply goes to the sender (reply-to). */
export function buildContactMail(input: ContactMailInput): RenderedMail {
  const { locale } = input;
  const texts = mailTexts(locale).contact;
  // A subject is one line, whatever was posted.
  const subject = fill(texts.subject, { subject: input.subject.replace(/\s+/g, " ") });
  const language = texts.languages[input.senderLocale];
  const body = [
    `<h1 style="font-size:24px;margin:0 0 16px">${escapeHtml(texts.title)}</h1>`,
    `<dl>
<dt style="font-weight:bold">${escapeHtml(texts.from)}</dt><dd style="margin:0 0 8px">${escapeHtml(input.senderEmail)}</dd>
<dt style="font-weight:bold">${escapeHtml(texts.language)}</dt><dd style="margin:0 0 8px">${escapeHtml(language)}</dd>
<dt style="font-weight:bold">${escapeHtml(texts.subjectLabel)}</dt><dd style="margin:0 0 8px">${escapeHtml(input.subject)}</dd>
</dl>`,
    `<h2 style="font-size:20px;margin:24px 0 8px">${escapeHtml(texts.messageLabel)}</h2>`,
    `<div style="white-space:pre-wrap;border-left:4px solid #cbd5e1;padding-left:12px">${escapeHtml(input.message)}</div>`,
    `<p style="${styles.muted}">${escapeHtml(texts.replyHint)}</p>`,
  ].join("\n");
  const text = [
    texts.title,
    "",
    `${texts.from}: ${input.senderEmail}`,
    `${texts.language}: ${language}`,
    `${texts.subjectLabel}: ${input.subject}`,
    "",
    `${texts.messageLabel}:`,
    input.message,
    "",
    texts.replyHint,
  ].join("\n");
  return { subject, html: mailDocument(locale, subject, body, null), text };
}

export type TestAlertInput = {
  locale: Locale;
  site: string;
  email: string;
  dashboardUrl: string;
  preferencesUrl: string;
  preferences: { runAlerts: boolean; runFailed: boolean; weeklyDigest: boolean };
};

/**
 * A test of the alerts, asked for on a site's dashboard: marked as a test in its subject and heading, it
 * names no findings (nothing was scanned) but which mails the account gets, so that a new customer learns
 * at once that mail from us reaches them.
 */
export function buildTestAlertMail(input: TestAlertInput): RenderedMail {
  const { locale, site, email } = input;
  const texts = mailTexts(locale).testAlert;
  const common = mailTexts(locale).common;
  const subject = fill(texts.subject, { site });
  const settings = (["runAlerts", "runFailed", "weeklyDigest"] as const).map(
    (kind) => `${texts.settings[kind]}: ${input.preferences[kind] ? texts.on : texts.off}`,
  );
  const dashboardLink = fill(texts.dashboardLink, { site });
  const body = [
    `<h1 style="font-size:24px;margin:0 0 16px">${escapeHtml(texts.title)}</h1>`,
    `<p>${fillHtml(texts.intro, { site })}</p>`,
    `<h2 style="font-size:20px;margin:24px 0 8px">${escapeHtml(texts.settingsTitle)}</h2>`,
    `<ul>${settings.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>`,
    `<p><a href="${escapeHtml(input.preferencesUrl)}" style="${styles.link}">${escapeHtml(common.preferences)}</a></p>`,
    linkButton(input.dashboardUrl, dashboardLink),
    `<p style="${styles.muted}">${fillHtml(texts.why, { email })}</p>`,
  ].join("\n");
  const text = [
    texts.title,
    "",
    fill(texts.intro, { site }),
    "",
    texts.settingsTitle,
    ...settings.map((line) => `- ${line}`),
    `${common.preferences}: ${input.preferencesUrl}`,
    "",
    `${dashboardLink}: ${input.dashboardUrl}`,
    "",
    fill(texts.why, { email }),
  ].join("\n");
  return { subject, html: mailDocument(locale, subject, body, null), text };
}

export type RunResultInput = {
  locale: Locale;
  site: string;
  email: string;
  reportUrl: string;
  outcome:
    | {
        status: "done";
        newIssues: AlertIssue[];
        regressions: AlertIssue[];
        totals: { found: number; open: number };
      }
    | { status: "failed"; reason?: string };
  /** The workspace's white-label look (issue 30); without it the mail looks as Klarsicht's. */
  branding?: AppliedBranding | null;
};

/** The result of a scan its owner started by hand and asked to be mailed about: whatever it found. */
export function buildRunResultMail(input: RunResultInput): RenderedMail {
  const { locale, site, email, outcome } = input;
  const texts = mailTexts(locale).runResult;
  const alertTexts = mailTexts(locale).runAlert;
  const t = mailT(locale);
  const failed = outcome.status === "failed";
  const subject = fill(failed ? texts.failedSubject : texts.subject, { site });
  const title = fill(failed ? texts.failedTitle : texts.title, { site });
  const reportLink = fill(failed ? mailTexts(locale).runFailed.reportLink : alertTexts.reportLink, { site });
  const why = fill(texts.why, { email });
  if (outcome.status === "failed") {
    const reason = outcome.reason
      ? fill(mailTexts(locale).runFailed.reason, { reason: outcome.reason })
      : null;
    const body = [
      `<h1 style="font-size:24px;margin:0 0 16px">${escapeHtml(title)}</h1>`,
      `<p>${escapeHtml(texts.failedIntro)}</p>`,
      reason ? `<p>${escapeHtml(reason)}</p>` : "",
      linkButton(input.reportUrl, reportLink, input.branding),
      `<p style="${styles.muted}">${escapeHtml(why)}</p>`,
    ].join("\n");
    const text = [
      title,
      "",
      texts.failedIntro,
      ...(reason ? [reason] : []),
      "",
      `${reportLink}: ${input.reportUrl}`,
      "",
      why,
    ];
    return {
      subject,
      html: mailDocument(locale, subject, body, null, input.branding),
      text: textHeader(locale, input.branding) + text.join("\n"),
    };
  }
  const totals = t("mail.runAlert.totals", { count: outcome.totals.found, open: outcome.totals.open });
  const nothingNew = outcome.newIssues.length === 0 && outcome.regressions.length === 0;
  const body = [
    `<h1 style="font-size:24px;margin:0 0 16px">${escapeHtml(title)}</h1>`,
    `<p>${escapeHtml(texts.intro)}</p>`,
    `<p>${escapeHtml(totals)}</p>`,
    nothingNew ? `<p>${escapeHtml(texts.nothingNew)}</p>` : "",
    outcome.newIssues.length > 0 ? issueTableHtml(locale, alertTexts.newTitle, outcome.newIssues) : "",
    outcome.regressions.length > 0
      ? issueTableHtml(locale, alertTexts.regressionsTitle, outcome.regressions)
      : "",
    linkButton(input.reportUrl, reportLink, input.branding),
    `<p style="${styles.muted}">${escapeHtml(why)}</p>`,
  ].join("\n");
  const text = [
    title,
    "",
    texts.intro,
    totals,
    ...(nothingNew ? [texts.nothingNew] : []),
    "",
    ...(outcome.newIssues.length > 0
      ? [issueListText(locale, alertTexts.newTitle, outcome.newIssues), ""]
      : []),
    ...(outcome.regressions.length > 0
      ? [issueListText(locale, alertTexts.regressionsTitle, outcome.regressions), ""]
      : []),
    `${reportLink}: ${input.reportUrl}`,
    "",
    why,
  ].join("\n");
  return {
    subject,
    html: mailDocument(locale, subject, body, null, input.branding),
    text: textHeader(locale, input.branding) + text,
  };
}

export type ContactCopyInput = {
  /** The sender's language: the copy is theirs. */
  locale: Locale;
  senderEmail: string;
  subject: string;
  message: string;
};

/**
 * The sender's copy of a contact message. It carries only what the sender typed (escaped) and our fixed
 * words around it, and goes only to the sender's own verified account address (see contact.server.ts).
 */
export function buildContactCopyMail(input: ContactCopyInput): RenderedMail {
  const { locale } = input;
  const texts = mailTexts(locale).contactCopy;
  const subject = fill(texts.subject, { subject: input.subject.replace(/\s+/g, " ") });
  const why = fill(texts.why, { email: input.senderEmail });
  const body = [
    `<h1 style="font-size:24px;margin:0 0 16px">${escapeHtml(texts.title)}</h1>`,
    `<p>${escapeHtml(texts.intro)}</p>`,
    `<dl>
<dt style="font-weight:bold">${escapeHtml(texts.subjectLabel)}</dt><dd style="margin:0 0 8px">${escapeHtml(input.subject)}</dd>
</dl>`,
    `<h2 style="font-size:20px;margin:24px 0 8px">${escapeHtml(texts.messageLabel)}</h2>`,
    `<div style="white-space:pre-wrap;border-left:4px solid #cbd5e1;padding-left:12px">${escapeHtml(input.message)}</div>`,
    `<p style="${styles.muted}">${escapeHtml(why)}</p>`,
  ].join("\n");
  const text = [
    texts.title,
    "",
    texts.intro,
    "",
    `${texts.subjectLabel}: ${input.subject}`,
    "",
    `${texts.messageLabel}:`,
    input.message,
    "",
    why,
  ].join("\n");
  return { subject, html: mailDocument(locale, subject, body, null), text };
}

export type WebhookDisabledInput = {
  locale: Locale;
  /** The endpoint's address as the profile shows it. */
  endpoint: string;
  failures: number;
  settingsUrl: string;
};

/** The notice that an endpoint was switched off after failing again and again (decision 044). */
export function buildWebhookDisabledMail(input: WebhookDisabledInput): RenderedMail {
  const { locale, endpoint, failures } = input;
  const texts = mailTexts(locale).webhookDisabled;
  const subject = texts.subject;
  const intro = fill(texts.intro, { endpoint, failures });
  const body = [
    `<h1 style="font-size:24px;margin:0 0 16px">${escapeHtml(texts.title)}</h1>`,
    `<p>${fillHtml(texts.intro, { endpoint, failures })}</p>`,
    `<p>${escapeHtml(texts.next)}</p>`,
    linkButton(input.settingsUrl, texts.settingsLink),
  ].join("\n");
  const text = [texts.title, "", intro, texts.next, "", `${texts.settingsLink}: ${input.settingsUrl}`].join(
    "\n",
  );
  return { subject, html: mailDocument(locale, subject, body, null), text };
}
