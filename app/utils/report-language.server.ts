/**
 * Reports are read in the viewer's language, whatever language the scan ran in: a rule's help and
 * description come from the rule catalogue (workers/core/rules: axe-core's rules under rules/axe, Klarsicht's
 * `ks-` rules beside them), and axe's failure summaries are translated message by message where every line
 * is recognised. Our own checks' summaries were written in each language at scan time (checks/summary.ts). Stored EN 301 549 clauses are read through what the standard contains (wcag.ts).
 * Server-only: the locales are large.
 */
import axeEnglish from "axe-core/locales/_template.json";
import axeGerman from "axe-core/locales/de.json";
import type {
  Finding,
  FindingNode,
  PageReport,
  ReportLocale,
  ResultCategory,
  SiteReport,
} from "#core/contract";
import { axeRule, axeRuleTexts } from "#core/rules/axe/index";
import { type AxeLocale, completeGermanLocale } from "#core/rules/axe/locale-de";
import { klarsichtRules } from "#core/rules/index";
import type { KlarsichtRule } from "#core/rules/types";
import { existingEn301549Clauses } from "#core/wcag";

export type KlarsichtRuleTexts = ReadonlyMap<string, Pick<KlarsichtRule, "texts">>;

type RuleTexts = { help: string; description: string };

const germanLocale = completeGermanLocale(axeGerman);
const englishLocale = axeEnglish as AxeLocale;

/**
 * The locales a report's texts may have been written from: German reports stored before our formal
 * German (rules/axe/locale-de.ts) carry axe's own wording, so both are recognised.
 */
const sourceLocales: Record<ReportLocale, AxeLocale[]> = {
  de: [germanLocale, axeGerman as AxeLocale],
  en: [englishLocale],
};
const targetLocale: Record<ReportLocale, AxeLocale> = { de: germanLocale, en: englishLocale };

/** A rule's help and description in the given language, or null for a rule we have no texts of. */
export function ruleTexts(
  locale: ReportLocale,
  ruleId: string,
  rules: KlarsichtRuleTexts = klarsichtRules,
): RuleTexts | null {
  if (ruleId.startsWith("ks-")) {
    const texts = rules.get(ruleId)?.texts[locale];
    return texts ? { help: texts.help, description: texts.description } : null;
  }
  const texts = axeRuleTexts(locale, ruleId);
  return texts ? { help: texts.help, description: texts.description } : null;
}

/** A check message with its `${data…}` placeholders as a pattern, and where it sits in the locale. */
type MessageTemplate = { path: string; check: string; pattern: RegExp; names: string[]; literal: number };

const placeholder = /\$\{\s?data(?:\.([A-Za-z0-9_]+))?\s?\}/g;

function checkMessages(locale: AxeLocale): [string, string][] {
  const messages: [string, string][] = [];
  for (const [checkId, check] of Object.entries(locale.checks ?? {})) {
    for (const kind of ["pass", "fail", "incomplete"] as const) {
      const message = check[kind];
      if (typeof message === "string") messages.push([`${checkId}/${kind}`, message]);
      else if (message) {
        for (const [key, text] of Object.entries(message)) messages.push([`${checkId}/${kind}/${key}`, text]);
      }
    }
  }
  if (locale.incompleteFallbackMessage) messages.push(["fallback", locale.incompleteFallbackMessage]);
  return messages;
}

function templateOf(path: string, text: string): MessageTemplate {
  const names: string[] = [];
  let source = "";
  let last = 0;
  let literal = 0;
  for (const match of text.matchAll(placeholder)) {
    const before = text.slice(last, match.index);
    source += escapeRegExp(before);
    literal += before.length;
    source += "(.+?)";
    names.push(match[1] ?? "");
    last = (match.index ?? 0) + match[0].length;
  }
  const rest = text.slice(last);
  literal += rest.length;
  const check = path.split("/")[0] ?? "";
  return { path, check, pattern: new RegExp(`^${source}${escapeRegExp(rest)}$`, "s"), names, literal };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The text before the list in axe's failure summary template: "Fix any of the following:". */
function summaryHeading(locale: AxeLocale, kind: "any" | "none"): string | null {
  const template = locale.failureSummaries?.[kind]?.failureMessage;
  return template ? (template.split("{{")[0] ?? null) : null;
}

type Dictionary = {
  /** Message text → where it sits (check/kind/key); one text may belong to several checks. */
  exact: Map<string, string[]>;
  templates: MessageTemplate[];
  headings: Map<string, "any" | "none">;
};

const dictionaries = new Map<ReportLocale, Dictionary>();

/** Everything a summary written in `locale` may consist of, built once. */
function dictionaryOf(locale: ReportLocale): Dictionary {
  let dictionary = dictionaries.get(locale);
  if (dictionary) return dictionary;
  dictionary = { exact: new Map(), templates: [], headings: new Map() };
  for (const source of sourceLocales[locale]) {
    for (const [path, text] of checkMessages(source)) {
      if (text.includes("${")) dictionary.templates.push(templateOf(path, text));
      else dictionary.exact.set(text, [...(dictionary.exact.get(text) ?? []), path]);
    }
    for (const kind of ["any", "none"] as const) {
      const heading = summaryHeading(source, kind);
      if (heading) dictionary.headings.set(heading, kind);
    }
  }
  // The most specific pattern first: fewer characters left to placeholders.
  dictionary.templates.sort((a, b) => b.literal - a.literal);
  dictionaries.set(locale, dictionary);
  return dictionary;
}

const targetMessages = new Map<ReportLocale, Map<string, string>>();

/**
 * The message at `path` in the target locale. axe's own de.json sometimes shapes a check's messages
 * differently from the English template (one text where English has several keys, or the other way
 * round): then the text stands for the template's default one.
 */
function targetMessage(locale: ReportLocale, path: string): string | undefined {
  let messages = targetMessages.get(locale);
  if (!messages) {
    messages = new Map(checkMessages(targetLocale[locale]));
    targetMessages.set(locale, messages);
  }
  const [check, kind, key] = path.split("/");
  const candidates = key === undefined ? [path, `${path}/default`] : [path, `${check}/${kind}`];
  for (const candidate of candidates) {
    const message = messages.get(candidate);
    if (message !== undefined) return message;
  }
  return undefined;
}

/**
 * One message of a rule's summary in the other language. Only the rule's own checks are candidates (the
 * same text can belong to checks of other rules, worded differently in the other language); null when no
 * candidate or several that disagree.
 */
function translateMessage(line: string, ruleId: string, from: ReportLocale, to: ReportLocale): string | null {
  const dictionary = dictionaryOf(from);
  const checks = axeRule(ruleId)?.checks;
  const ofRule = (check: string) => check === "fallback" || checks === undefined || checks.includes(check);
  const translations = new Set<string>();
  for (const path of dictionary.exact.get(line) ?? []) {
    const target = ofRule(path.split("/")[0] ?? "") ? targetMessage(to, path) : undefined;
    if (target !== undefined) translations.add(target);
  }
  if (translations.size === 0) {
    for (const template of dictionary.templates) {
      const match = ofRule(template.check) ? template.pattern.exec(line) : null;
      const target = match ? targetMessage(to, template.path) : undefined;
      if (!match || target === undefined) continue;
      const values = new Map(template.names.map((name, index) => [name, match[index + 1] ?? ""]));
      translations.add(
        target.replace(placeholder, (_, name: string | undefined) => values.get(name ?? "") ?? ""),
      );
    }
  }
  return translations.size === 1 ? ([...translations][0] ?? null) : null;
}

/**
 * An axe failure summary ("Fix any of the following:\n  message\n  message", blocks separated by an
 * empty line) in the other language; null unless every heading and message is recognised, since a summary
 * half in one language and half in the other reads worse than one in the scan's language.
 */
function translateSummary(
  summary: string,
  ruleId: string,
  from: ReportLocale,
  to: ReportLocale,
): string | null {
  const headings = dictionaryOf(from).headings;
  const blocks: string[] = [];
  for (const block of summary.split("\n\n")) {
    const [first = "", ...lines] = block.split("\n");
    const kind = headings.get(first);
    const heading = kind ? summaryHeading(targetLocale[to], kind) : null;
    if (!heading) return null;
    const translated: string[] = [heading];
    for (const line of lines) {
      if (!line.startsWith("  ")) return null;
      const message = translateMessage(line.slice(2), ruleId, from, to);
      if (message === null) return null;
      translated.push(`  ${message}`);
    }
    blocks.push(translated.join("\n"));
  }
  return blocks.join("\n\n");
}

/** Translates texts of one report, remembering each summary (a site repeats the same ones many times). */
export class ReportTranslator {
  private readonly summaries = new Map<string, string>();

  constructor(
    readonly from: ReportLocale,
    readonly to: ReportLocale,
    private readonly rules: KlarsichtRuleTexts = klarsichtRules,
  ) {}

  rule<T extends Pick<Finding, "ruleId" | "help" | "description">>(finding: T): T {
    if (this.from === this.to) return finding;
    const texts = ruleTexts(this.to, finding.ruleId, this.rules);
    return texts ? { ...finding, help: texts.help, description: texts.description } : finding;
  }

  /**
   * An element's summary as the viewer reads it: the text the scanner wrote in the viewer's language
   * where it wrote one (Klarsicht's checks), else the stored one, translated where it is axe's.
   */
  nodeSummary(ruleId: string, node: Pick<FindingNode, "failureSummary" | "failureSummaryIn">): string {
    if (this.from === this.to) return node.failureSummary;
    const written = node.failureSummaryIn?.[this.to];
    return typeof written === "string" ? written : this.summary(ruleId, node.failureSummary);
  }

  summary(ruleId: string, summary: string): string {
    if (this.from === this.to || summary === "" || ruleId.startsWith("ks-")) return summary;
    const key = `${ruleId}\n${summary}`;
    let translated = this.summaries.get(key);
    if (translated === undefined) {
      translated = translateSummary(summary, ruleId, this.from, this.to) ?? summary;
      this.summaries.set(key, translated);
    }
    return translated;
  }
}

/** Passed and inapplicable rules show no impact: nothing of theirs fails. */
const categoriesWithImpact: readonly ResultCategory[] = ["violations", "incomplete"];

/** One finding of a page report as the viewer reads it. */
export function localizeFinding(
  finding: Finding,
  category: ResultCategory,
  translator: ReportTranslator,
): Finding {
  return {
    ...translator.rule(finding),
    impact: categoriesWithImpact.includes(category) ? finding.impact : null,
    en301549: existingEn301549Clauses(finding.en301549),
    // The other languages' summaries are dropped: a view or export shows the viewer's only.
    nodes: finding.nodes.map(({ failureSummaryIn, ...node }) => ({
      ...node,
      failureSummary: translator.nodeSummary(finding.ruleId, { ...node, failureSummaryIn }),
    })),
  };
}

/** A page report in the viewer's language. */
export function localizePageReport(
  report: PageReport,
  locale: ReportLocale,
  rules: KlarsichtRuleTexts = klarsichtRules,
): PageReport {
  const translator = new ReportTranslator(report.locale, locale, rules);
  const localize = (category: ResultCategory) =>
    report[category].map((finding) => localizeFinding(finding, category, translator));
  return {
    ...report,
    locale,
    violations: localize("violations"),
    incomplete: localize("incomplete"),
    passes: localize("passes"),
    inapplicable: localize("inapplicable"),
  };
}

/** A site report (or a page run exported as one) in the viewer's language. */
export function localizeSiteReport(
  report: SiteReport,
  locale: ReportLocale,
  rules: KlarsichtRuleTexts = klarsichtRules,
): SiteReport {
  const translator = new ReportTranslator(report.locale, locale, rules);
  const sameLanguage = report.locale === locale;
  return {
    ...report,
    locale,
    issues: report.issues.map((issue) => ({
      ...translator.rule(issue),
      en301549: existingEn301549Clauses(issue.en301549),
      occurrences: issue.occurrences.map(({ failureSummaryIn, ...occurrence }) =>
        sameLanguage
          ? occurrence
          : {
              ...occurrence,
              // Translated when read: a view shows a few of a site's thousands of occurrences, an export
              // (JSON.stringify reads every getter) all of them.
              get failureSummary() {
                return translator.nodeSummary(issue.ruleId, { ...occurrence, failureSummaryIn });
              },
            },
      ),
    })),
    comparison: report.comparison
      ? {
          ...report.comparison,
          fixed: report.comparison.fixed.map((issue) => {
            const texts = locale === report.locale ? null : ruleTexts(locale, issue.ruleId, rules);
            return texts ? { ...issue, help: texts.help } : issue;
          }),
        }
      : null,
  };
}
