import type { MetaFunction } from "@remix-run/cloudflare";
import { Container, ExternalLink, PageHero, TableScroll } from "~/components/ui";
import { formatDate } from "~/utils/dates";
import { useLocale, useMessages } from "~/utils/messages";
import { pageMeta } from "~/utils/meta";
import report from "./implementation-report.json";
import published from "./published-implementations.json";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, (m) => ({ title: m.act.meta.title, description: m.act.meta.description }));

type Consistency = "consistent" | "partial" | "inconsistent" | "untested";
type Totals = (typeof report.summary)["all"];
type W3cCounts = Totals["w3c"]["approved"];
type ToolType = keyof ReturnType<typeof useMessages>["act"]["comparison"]["types"];

const ruleTotal = (counts: W3cCounts) =>
  counts.consistent + counts.partial + counts.inconsistent + counts.untested;

/** A row of the comparison: ours measured by us, the others as the W3C publishes them. */
type ToolRow = {
  key: string;
  name: string;
  ours: boolean;
  type: ToolType;
  version: string | null;
  date: string | null;
  approved: W3cCounts;
  proposed: W3cCounts;
};

const actRulePage = (id: string) => `https://www.w3.org/WAI/standards-guidelines/act/rules/${id}/`;

/**
 * Our implementation report on the W3C ACT rules: written by `npm run bench:act -- --write-report` from the
 * benchmark's run and checked in, so the page shows what was measured, rules we fail included; beside it
 * the W3C's published figures of other tools (published-implementations.json, written by vendor.ts).
 */
export default function ActReportPage() {
  const { act } = useMessages();
  const locale = useLocale();
  const percent = new Intl.NumberFormat(locale === "de" ? "de-DE" : "en-US", {
    style: "percent",
    maximumFractionDigits: 1,
  });
  const share = (part: number, whole: number) =>
    `${percent.format(whole === 0 ? 0 : part / whole)} (${part}/${whole})`;
  const { all, "axe-core": axe } = report.summary;
  const dateOf = (iso: string) => formatDate(new Date(`${iso}T12:00:00Z`), locale);
  const w3cShare = (counts: W3cCounts) => `${counts.consistent} / ${ruleTotal(counts)}`;
  const rows: { label: string; value: (totals: Totals) => string }[] = [
    { label: act.summary.w3cApproved, value: (t) => w3cShare(t.w3c.approved) },
    { label: act.summary.w3cProposed, value: (t) => w3cShare(t.w3c.proposed) },
    {
      label: act.summary.w3cPartial,
      value: (t) => `${t.w3c.approved.partial + t.w3c.proposed.partial} / ${t.rules}`,
    },
    { label: act.summary.caught, value: (t) => share(t.caught, t.failed) },
    { label: act.summary.falseAlarms, value: (t) => share(t.falseAlarms, t.correct) },
    {
      label: act.summary.consistent,
      value: (t) => `${t.consistent + t.partial} / ${t.rules} (${t.partial})`,
    },
    { label: act.summary.withReview, value: (t) => share(t.caughtOrReview, t.failed) },
  ];
  const cases = all.failed + all.correct;
  const ourRow = (key: string, name: string, totals: Totals, version: string): ToolRow => ({
    key,
    name,
    ours: true,
    type: "ours",
    version,
    date: report.generated,
    approved: totals.w3c.approved,
    proposed: totals.w3c.proposed,
  });
  const consistentTotal = (row: ToolRow) => row.approved.consistent + row.proposed.consistent;
  const tools: ToolRow[] = [
    ourRow("klarsicht", "Klarsicht", all, report.klarsicht.commit),
    ourRow(
      "axe-ours",
      act.comparison.axeOurs.replace("{{version}}", report.klarsicht.axeVersion),
      axe,
      report.klarsicht.axeVersion,
    ),
    ...published.tools.map((tool) => ({ ...tool, ours: false, type: tool.type as ToolType })),
  ].sort((a, b) => consistentTotal(b) - consistentTotal(a) || Number(b.ours) - Number(a.ours));

  return (
    <>
      <PageHero title={act.title} lead={act.lead} />
      <Container className="py-12">
        <div className="max-w-3xl space-y-4">
          <h2 className="text-2xl font-bold tracking-tight">{act.method.title}</h2>
          {act.method.paragraphs.map((paragraph) => (
            <p key={paragraph} className="text-slate-800 dark:text-slate-200">
              {paragraph}
            </p>
          ))}
          <p>
            <ExternalLink href={published.page}>{act.method.w3cLink}</ExternalLink>
          </p>
        </div>

        <section aria-labelledby="act-summary" className="mt-12">
          <h2 id="act-summary" className="text-2xl font-bold tracking-tight">
            {act.summary.title}
          </h2>
          <p className="mt-4 text-slate-800 dark:text-slate-200">
            {act.summary.generated
              .replace("{{date}}", dateOf(report.generated))
              .replace("{{rules}}", String(all.rules))
              .replace("{{cases}}", String(cases))
              .replace("{{casesDate}}", dateOf(report.testcases.date))
              .replace("{{axeVersion}}", report.klarsicht.axeVersion)}
          </p>
          <TableScroll label={act.summary.caption} className="mt-6 max-w-3xl">
            <table className="stacked-table stacked-inline w-full min-w-[30rem] border-collapse text-left text-sm">
              <caption className="sr-only">{act.summary.caption}</caption>
              <thead>
                <tr className="border-b border-slate-300 dark:border-slate-600">
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    {act.summary.measure}
                  </th>
                  <th scope="col" className="py-2 pr-4 text-right font-semibold">
                    {act.summary.klarsicht}
                  </th>
                  <th scope="col" className="py-2 text-right font-semibold">
                    {act.summary.axe}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.label} className="border-b border-slate-200 dark:border-slate-700">
                    <th scope="row" className="py-2 pr-4 font-normal">
                      {row.label}
                    </th>
                    <td className="py-2 pr-4 text-right font-semibold" data-label={act.summary.klarsicht}>
                      {row.value(all)}
                    </td>
                    <td className="py-2 text-right" data-label={act.summary.axe}>
                      {row.value(axe)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </section>

        <section aria-labelledby="act-comparison" className="mt-12">
          <h2 id="act-comparison" className="text-2xl font-bold tracking-tight">
            {act.comparison.title}
          </h2>
          <TableScroll label={act.comparison.caption} className="mt-6">
            <table className="stacked-table stacked-inline w-full min-w-[48rem] border-collapse text-left text-sm">
              <caption className="sr-only">{act.comparison.caption}</caption>
              <thead>
                <tr className="border-b border-slate-300 dark:border-slate-600">
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    {act.comparison.tool}
                  </th>
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    {act.comparison.type}
                  </th>
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    {act.comparison.version}
                  </th>
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    {act.comparison.date}
                  </th>
                  <th scope="col" className="py-2 pr-4 text-right font-semibold">
                    {act.comparison.approved}
                  </th>
                  <th scope="col" className="py-2 pr-4 text-right font-semibold">
                    {act.comparison.proposed}
                  </th>
                  <th scope="col" className="py-2 text-right font-semibold">
                    {act.comparison.total}
                  </th>
                </tr>
              </thead>
              <tbody>
                {tools.map((tool) => (
                  <tr
                    key={tool.key}
                    className={`border-b border-slate-200 align-top dark:border-slate-700 ${tool.ours ? "font-semibold" : ""}`}
                  >
                    <th scope="row" className={`py-2 pr-4 ${tool.ours ? "font-semibold" : "font-normal"}`}>
                      <span lang={tool.ours ? undefined : "en"}>{tool.name}</span>
                      {tool.ours ? ` ${act.comparison.ourMeasurement}` : ""}
                    </th>
                    <td className="py-2 pr-4" data-label={act.comparison.type}>
                      {act.comparison.types[tool.type]}
                    </td>
                    <td className="py-2 pr-4" data-label={act.comparison.version}>
                      {tool.version ?? "–"}
                    </td>
                    <td className="py-2 pr-4" data-label={act.comparison.date}>
                      {tool.date ? dateOf(tool.date) : "–"}
                    </td>
                    <td className="py-2 pr-4 text-right" data-label={act.comparison.approved}>
                      {tool.approved.consistent} / {ruleTotal(tool.approved)}
                    </td>
                    <td className="py-2 pr-4 text-right" data-label={act.comparison.proposed}>
                      {tool.proposed.consistent} / {ruleTotal(tool.proposed)}
                    </td>
                    <td className="py-2 text-right" data-label={act.comparison.total}>
                      {consistentTotal(tool)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
          <p className="mt-4 max-w-3xl text-sm text-slate-700 dark:text-slate-300">
            {act.comparison.note
              .replace("{{date}}", dateOf(report.generated))
              .replace("{{sourceDate}}", dateOf(published.date))}{" "}
            <ExternalLink href={published.source}>{act.comparison.sourceLink}</ExternalLink>
          </p>
        </section>

        <section aria-labelledby="act-rules" className="mt-12">
          <h2 id="act-rules" className="text-2xl font-bold tracking-tight">
            {act.rules.title}
          </h2>
          <TableScroll label={act.rules.caption} className="mt-6">
            <table className="stacked-table stacked-inline w-full min-w-[56rem] border-collapse text-left text-sm">
              <caption className="sr-only">{act.rules.caption}</caption>
              <thead>
                <tr className="border-b border-slate-300 dark:border-slate-600">
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    {act.rules.rule}
                  </th>
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    {act.rules.criteria}
                  </th>
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    {act.rules.result}
                  </th>
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    {act.rules.axe}
                  </th>
                  <th scope="col" className="py-2 pr-4 text-right font-semibold">
                    {act.rules.caught}
                  </th>
                  <th scope="col" className="py-2 pr-4 text-right font-semibold">
                    {act.rules.alarms}
                  </th>
                  <th scope="col" className="py-2 font-semibold">
                    {act.rules.implementedBy}
                  </th>
                </tr>
              </thead>
              <tbody>
                {report.rules.map((rule) => (
                  <tr key={rule.id} className="border-b border-slate-200 align-top dark:border-slate-700">
                    <th scope="row" className="py-2 pr-4 font-normal">
                      <ExternalLink href={actRulePage(rule.id)}>
                        <span lang="en">{rule.name}</span>
                      </ExternalLink>{" "}
                      <span className="text-slate-700 dark:text-slate-300">
                        ({rule.id}, {rule.approved ? act.rules.approved : act.rules.proposed})
                      </span>
                    </th>
                    <td className="py-2 pr-4" data-label={act.rules.criteria}>
                      {rule.wcag.length > 0 ? rule.wcag.join(", ") : "–"}
                    </td>
                    <td className="py-2 pr-4 font-semibold" data-label={act.rules.result}>
                      {act.consistency[rule.w3c as Consistency]}
                    </td>
                    <td className="py-2 pr-4" data-label={act.rules.axe}>
                      {act.consistency[rule.axeW3c as Consistency]}
                    </td>
                    <td className="py-2 pr-4 text-right" data-label={act.rules.caught}>
                      {rule.caught}/{rule.failed}
                    </td>
                    <td className="py-2 pr-4 text-right" data-label={act.rules.alarms}>
                      {rule.falseAlarms}/{rule.correct}
                    </td>
                    <td className="py-2 font-mono text-xs" data-label={act.rules.implementedBy}>
                      {rule.implementedBy.length > 0 ? rule.implementedBy.join(", ") : act.rules.none}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
          <p className="mt-8 max-w-3xl text-sm text-slate-700 dark:text-slate-300">
            {act.notice}{" "}
            <ExternalLink href="https://www.w3.org/WAI/standards-guidelines/act/rules/">
              {act.noticeLink}
            </ExternalLink>
          </p>
        </section>
      </Container>
    </>
  );
}
