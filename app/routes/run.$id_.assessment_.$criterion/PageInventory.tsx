import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { InventorySection, InventoryView } from "~/utils/assessment/inventory";

/**
 * A sampled page's inventory, the part that matters for the criterion: tables under headings, all page
 * content rendered as text (React escapes it). The tables wrap rather than scroll, so that they fit a
 * narrow screen without a scrolling region per table.
 */
export function PageInventory({ id, page, view }: { id: string; page: string; view: InventoryView }) {
  const { t } = useTranslation();
  const titleId = `${id}-inventory`;
  return (
    <section aria-labelledby={titleId} className="mb-6">
      <h3 id={titleId} className="text-xl font-semibold break-all">
        {t("inventory.title", { page })}
      </h3>
      {view.stored ? (
        <>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t("inventory.intro")}</p>
          {view.document ? (
            <Part id={`${id}-document`} title={t("inventory.sections.document")}>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
                <dt className="font-medium hyphens-auto">{t("inventory.document.title")}</dt>
                <dd className="[overflow-wrap:anywhere]">
                  {view.document.title || t("inventory.document.missing")}
                </dd>
                <dt className="font-medium hyphens-auto">{t("inventory.document.lang")}</dt>
                <dd>{view.document.lang || t("inventory.document.missing")}</dd>
              </dl>
            </Part>
          ) : null}
          {view.headings ? (
            <ListPart id={id} section="headings" view={view} count={view.headings.length}>
              <Table
                labelledBy={`${id}-headings`}
                columns={[t("inventory.columns.level"), t("inventory.columns.text")]}
                rows={view.headings.map((heading) => [
                  `h${heading.level}`,
                  heading.text || t("inventory.noText"),
                ])}
              />
            </ListPart>
          ) : null}
          {view.landmarks ? (
            <ListPart id={id} section="landmarks" view={view} count={view.landmarks.length}>
              <Table
                labelledBy={`${id}-landmarks`}
                columns={[t("inventory.columns.role"), t("inventory.columns.name")]}
                rows={view.landmarks.map((landmark) => [
                  landmark.role,
                  landmark.name || t("inventory.noName"),
                ])}
              />
            </ListPart>
          ) : null}
          {view.images ? (
            <ListPart id={id} section="images" view={view} count={view.images.length}>
              <Table
                labelledBy={`${id}-images`}
                columns={[
                  t("inventory.columns.kind"),
                  t("inventory.columns.name"),
                  t("inventory.columns.decorative"),
                  t("inventory.columns.file"),
                ]}
                rows={view.images.map((image) => [
                  image.kind,
                  image.decorative ? "–" : image.name || t("inventory.noName"),
                  image.decorative ? t("inventory.yes") : t("inventory.no"),
                  image.file || "–",
                ])}
              />
            </ListPart>
          ) : null}
          {view.fields ? (
            <ListPart id={id} section="fields" view={view} count={view.fields.length}>
              <Table
                labelledBy={`${id}-fields`}
                columns={[
                  t("inventory.columns.type"),
                  t("inventory.columns.name"),
                  t("inventory.columns.required"),
                  t("inventory.columns.autocomplete"),
                ]}
                rows={view.fields.map((field) => [
                  field.type,
                  field.name || t("inventory.noName"),
                  field.required ? t("inventory.yes") : t("inventory.no"),
                  field.autocomplete || "–",
                ])}
              />
            </ListPart>
          ) : null}
          {view.media ? (
            <ListPart id={id} section="media" view={view} count={view.media.length}>
              <Table
                labelledBy={`${id}-media`}
                columns={[
                  t("inventory.columns.kind"),
                  t("inventory.columns.controls"),
                  t("inventory.columns.autoplay"),
                  t("inventory.columns.tracks"),
                ]}
                rows={view.media.map((medium) => [
                  t(`inventory.mediaKinds.${medium.kind}`),
                  medium.controls ? t("inventory.yes") : t("inventory.no"),
                  medium.autoplay
                    ? `${t("inventory.yes")}${medium.muted ? ` (${t("inventory.muted")})` : ""}`
                    : t("inventory.no"),
                  medium.tracks.length > 0 ? medium.tracks.join(", ") : "–",
                ])}
              />
            </ListPart>
          ) : null}
        </>
      ) : (
        <p className="mt-2">{t("inventory.notStored")}</p>
      )}
    </section>
  );
}

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <div className="mt-4">
      <h4 id={id} className="font-semibold">
        {title}
      </h4>
      {children}
    </div>
  );
}

function ListPart({
  id,
  section,
  view,
  count,
  children,
}: {
  id: string;
  section: Exclude<InventorySection, "document">;
  view: Extract<InventoryView, { stored: true }>;
  count: number;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Part id={`${id}-${section}`} title={t(`inventory.sections.${section}`, { count })}>
      {count === 0 ? <p className="mt-1">{t("inventory.none")}</p> : children}
      {view.cut.includes(section) ? <p className="mt-1 text-sm">{t("inventory.cut", { count })}</p> : null}
    </Part>
  );
}

/** A simple table of text cells; the first column heads each row. */
function Table({ labelledBy, columns, rows }: { labelledBy: string; columns: string[]; rows: string[][] }) {
  return (
    <table aria-labelledby={labelledBy} className="stacked-table mt-2 w-full text-left text-sm">
      <thead>
        <tr className="border-b border-slate-300 dark:border-slate-600">
          {columns.map((column) => (
            <th key={column} scope="col" className="py-1 pr-3 hyphens-auto [overflow-wrap:anywhere]">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((cells, row) => (
          // Rows are page content in document order and never reordered: the position is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <tr key={row} className="border-b border-slate-200 align-top dark:border-slate-700">
            {cells.map((cell, column) =>
              column === 0 ? (
                <th
                  key={columns[column]}
                  scope="row"
                  className="py-1 pr-3 font-normal [overflow-wrap:anywhere]"
                >
                  {cell}
                </th>
              ) : (
                <td
                  key={columns[column]}
                  className="py-1 pr-3 [overflow-wrap:anywhere]"
                  data-label={columns[column]}
                >
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
