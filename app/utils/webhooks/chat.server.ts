/**
 * Events as chat messages (decision 044): Slack's incoming webhooks take Block Kit JSON (`text` as the
 * notification's fallback, `blocks` for the message); Microsoft Teams' workflow webhooks take a message
 * with an Adaptive Card attachment. Both in the account's language; everything from scanned sites is
 * escaped for Slack's mrkdwn, and Adaptive Cards' TextBlocks are given plain text.
 */
import type { WebhookEventType } from "#drizzle/schema";
import type { Locale } from "~/i18n";
import { resources } from "~/i18n.server";
import { mailT } from "~/utils/mail/layout.server";
import type { EndpointKind } from "./webhooks";

export type ChatIssue = { title: string; impact: string; pages: string[] };

/** The JSON every signed endpoint receives (described in openapi.json under `webhooks`). */
export type WebhookPayload = {
  id: string;
  type: WebhookEventType;
  created: string;
  data: {
    run?: {
      id: string;
      url: string;
      status: string;
      error: string | null;
      counts: { wcagViolations: number } | null;
    };
    site?: { id: number; url: string } | null;
    reportUrl?: string;
    regressions?: ChatIssue[];
    endpoint?: { id: string; url: string };
  };
};

type Message = { title: string; lines: string[]; link: { url: string; label: string } | null };

const ISSUES_LISTED = 5;

function messageOf(event: WebhookPayload, locale: Locale): Message {
  const t = mailT(locale);
  const site = event.data.site?.url ?? event.data.run?.url ?? "";
  const link = event.data.reportUrl
    ? { url: event.data.reportUrl, label: t("webhooks.chat.reportLink") }
    : null;
  switch (event.type) {
    case "run.finished":
      return {
        title: t("webhooks.chat.finished.title", { site }),
        lines: [
          t("webhooks.chat.finished.violations", { count: event.data.run?.counts?.wcagViolations ?? 0 }),
        ],
        link,
      };
    case "run.failed": {
      const code = (event.data.run?.error ??
        "internal") as keyof (typeof resources)["de"]["translation"]["scan"]["failed"]["errors"];
      const reason = resources[locale].translation.scan.failed.errors[code] ?? code;
      return {
        title: t("webhooks.chat.failed.title", { site }),
        lines: [t("webhooks.chat.failed.reason", { reason })],
        link,
      };
    }
    case "regression.found": {
      const issues = event.data.regressions ?? [];
      return {
        title: t("webhooks.chat.regression.title", { site, count: issues.length }),
        lines: issues.slice(0, ISSUES_LISTED).map((issue) => `• ${issue.title}`),
        link,
      };
    }
    default:
      return { title: t("webhooks.chat.test.title"), lines: [t("webhooks.chat.test.text")], link: null };
  }
}

/** Slack's mrkdwn treats these three as markup; everything else is shown as it is. */
function slackEscape(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}

export function slackMessage(message: Message) {
  return {
    text: message.title,
    blocks: [
      { type: "header", text: { type: "plain_text", text: message.title.slice(0, 150) } },
      { type: "section", text: { type: "mrkdwn", text: slackEscape(message.lines.join("\n")) } },
      ...(message.link
        ? [
            {
              type: "actions",
              elements: [
                {
                  type: "button",
                  text: { type: "plain_text", text: message.link.label },
                  url: message.link.url,
                },
              ],
            },
          ]
        : []),
    ],
  };
}

export function teamsMessage(message: Message) {
  return {
    type: "message",
    attachments: [
      {
        contentType: "application/vnd.microsoft.card.adaptive",
        contentUrl: null,
        content: {
          $schema: "http://adaptivecards.io/schemas/adaptive-card.json",
          type: "AdaptiveCard",
          version: "1.4",
          body: [
            { type: "TextBlock", text: message.title, weight: "Bolder", size: "Medium", wrap: true },
            ...message.lines.map((line) => ({ type: "TextBlock", text: line, wrap: true })),
          ],
          actions: message.link
            ? [{ type: "Action.OpenUrl", title: message.link.label, url: message.link.url }]
            : [],
        },
      },
    ],
  };
}

export function chatMessage(kind: EndpointKind, event: WebhookPayload, locale: Locale) {
  const message = messageOf(event, locale);
  return kind === "teams" ? teamsMessage(message) : slackMessage(message);
}
