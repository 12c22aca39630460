/**
 * A workspace's white-label look on printed documents (the run report, the audit report): the agency's
 * logo and "Prepared by …" above the title, its accent colour where Klarsicht's blue would be. Klarsicht
 * stays named once, small, under the title: the findings are our scanner's, and our terms ask that a
 * report does not pass them off as someone else's tool's.
 */
import type { TFunction } from "i18next";
import { normalizeHexColor } from "#core/branding";
import type { AppliedBranding } from "~/utils/branding";

/** Replaces the print styles' blue; the colour is checked again so nothing but #rrggbb enters the CSS. */
export function printBrandingStyles(branding: AppliedBranding | null | undefined): string {
  const accent = branding ? normalizeHexColor(branding.accentColor) : null;
  if (!accent) return "";
  return `
h2 { border-bottom-color: ${accent}; color: ${accent}; }
.fix { border-left-color: ${accent}; }
.brand { display: flex; align-items: center; gap: 4mm; margin: 0 0 5mm; padding-bottom: 3mm; border-bottom: 2pt solid ${accent}; }
.brand img { max-height: 16mm; max-width: 60mm; width: auto; height: auto; }
.brand p { margin: 0; font-weight: 700; color: ${accent}; }
`;
}

export function PrintBrandHeader({ branding, t }: { branding: AppliedBranding; t: TFunction }) {
  return (
    <div className="brand">
      {branding.logoUrl ? (
        <img src={branding.logoUrl} alt={t("branding.logo.alt", { name: branding.agencyName })} />
      ) : null}
      <p>{t("branding.report.preparedBy", { name: branding.agencyName })}</p>
    </div>
  );
}
