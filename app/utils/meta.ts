import type { MetaDescriptor } from "@remix-run/cloudflare";
import { getI18n } from "react-i18next";
import { defaultLocale, hasMessages, isLocale, type Locale, type Messages, messagesOf } from "~/i18n";

type MatchLike = { id: string; data: unknown };

/**
 * Builds a page's title and description in the language the root loader chose. `meta` functions
 * cannot use hooks, so they read the locale from the root match and the texts from the i18next
 * instance react-i18next was set up with: on the server each request's, all of which hold both
 * languages (app/i18n.server.ts), in the browser the one instance, which holds the languages loaded.
 */
export function pageMeta(
  matches: readonly MatchLike[],
  pick: (messages: Messages) => { title: string; description?: string },
): MetaDescriptor[] {
  const rootData = matches.find((match) => match.id === "root")?.data as { locale?: unknown } | undefined;
  const i18n = getI18n();
  const chosen = isLocale(rootData?.locale) ? rootData.locale : defaultLocale;
  // Right after a switch the chosen language's texts may still be loading; until they are, the page
  // (and so its title) stays in the language it is shown in.
  const shown: Locale = isLocale(i18n.language) ? i18n.language : defaultLocale;
  const messages = messagesOf(i18n, hasMessages(i18n, chosen) ? chosen : shown);
  const { title, description } = pick(messages);
  const descriptors: MetaDescriptor[] = [{ title: `${title} | ${messages.meta.siteName}` }];
  if (description) descriptors.push({ name: "description", content: description });
  return descriptors;
}
