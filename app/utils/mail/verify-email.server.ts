import type { Locale } from "~/i18n";
import { resources } from "~/i18n.server";
import { escapeHtml, fill, fillHtml, mailDocument, type RenderedMail, styles } from "./layout.server";

export type VerifyEmailInput = {
  locale: Locale;
  /** The address to confirm, which is also where the mail goes. */
  email: string;
  link: string;
  hours: number;
};

/** The mail with the link that confirms an account's address (transactional: no unsubscribe footer). */
export function buildVerifyEmailMail(input: VerifyEmailInput): RenderedMail {
  const { locale, email, link, hours } = input;
  const texts = resources[locale].translation.emailVerification.mail;
  const subject = texts.subject;
  const body = [
    `<h1 style="font-size:24px;margin:0 0 16px">${escapeHtml(texts.title)}</h1>`,
    `<p>${fillHtml(texts.intro, { email })}</p>`,
    `<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="${styles.button}">${escapeHtml(texts.button)}</a></p>`,
    `<p>${fillHtml(texts.validity, { hours })}</p>`,
    `<p style="${styles.muted}">${escapeHtml(texts.notYou)}</p>`,
  ].join("\n");
  const text = [
    texts.title,
    "",
    fill(texts.intro, { email }),
    "",
    `${texts.button}: ${link}`,
    "",
    fill(texts.validity, { hours }),
    "",
    texts.notYou,
  ].join("\n");
  return { subject, html: mailDocument(locale, subject, body, null), text };
}
