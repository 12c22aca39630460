import type { MetaDescriptor } from "@remix-run/cloudflare";
import { defaultLocale, isLocale, type Messages, resources } from "~/i18n";

type MatchLike = { id: string; data: unknown };

/**
 * Builds a page's title and description in the language the root loader chose. `meta` functions
 * cannot use hooks, so they read the locale from the root match instead.
 */
export function pageMeta(
  matches: readonly MatchLike[],
  pick: (messages: Messages) => { title: string; description?: string },
): MetaDescriptor[] {
  const rootData = matches.find((match) => match.id === "root")?.data as { locale?: unknown } | undefined;
  const locale = isLocale(rootData?.locale) ? rootData.locale : defaultLocale;
  const messages = resources[locale].translation;
  const { title, description } = pick(messages);
  const descriptors: MetaDescriptor[] = [{ title: `${title} | ${messages.meta.siteName}` }];
  if (description) descriptors.push({ name: "description", content: description });
  return descriptors;
}
