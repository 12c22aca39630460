/**
 * White-label reports (issue 30): an agency workspace's name, logo and accent colour, printed on its
 * reports, audit reports and statement header and shown in its mails. Enterprise only; everyone else reads
 * what it is and where to get it. Plain forms, so it all works without JavaScript; a refused form shows
 * what was typed again with the reasons.
 */
import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import {
  AGENCY_NAME_MAX,
  checkAccentColor,
  checkAgencyName,
  checkLogo,
  LOGO_MAX_BYTES,
  logoExtensions,
} from "#core/branding";
import { ErrorSummary, FieldError, fieldClass } from "~/components/form";
import { buttonClass, PageHero, Section, textLinkClass } from "~/components/ui";
import {
  type BrandingInput,
  loadBranding,
  readLimitedForm,
  removeBranding,
  removeLogo,
  saveBranding,
} from "~/utils/branding.server";
import { requireEntitlement } from "~/utils/guard.server";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(matches, (messages) => ({ title: messages.branding.title })),
  { name: "robots", content: "noindex" },
];

const PATH = "/profile/branding";
const doneNotices = ["saved", "logoRemoved", "removed"] as const;
const DEFAULT_ACCENT = "#1d4ed8";

export async function loader({ request, context }: LoaderFunctionArgs) {
  // The workspace's look is the admins' (decision 046).
  const { workspace, entitlements } = await requireEntitlement(request, context, "manage");
  const workspaceId = workspace.id;
  const done = new URL(request.url).searchParams.get("done");
  if (!entitlements.whiteLabel) return { included: false as const };
  const branding = await loadBranding(context.db, workspaceId);
  return {
    included: true as const,
    agencyName: branding?.agencyName ?? "",
    accentColor: branding?.accentColor ?? DEFAULT_ACCENT,
    saved: branding !== null,
    logo:
      branding?.logoVersion && branding.logoType
        ? {
            url: `/branding/logo.${logoExtensions[branding.logoType]}?v=${branding.logoVersion}`,
            type: branding.logoType.replace("image/", "").toUpperCase(),
            width: branding.logoWidth ?? 0,
            height: branding.logoHeight ?? 0,
          }
        : null,
    done: doneNotices.find((notice) => notice === done) ?? null,
  };
}

type FieldErrors = {
  name?: "nameMissing" | "nameTooLong";
  accent?: "accentFormat" | "accentContrast";
  logo?: "logoEmpty" | "logoTooLarge" | "logoType" | "logoUnreadable" | "logoDimensions" | "logoStorage";
};

type ActionResult = {
  errors: FieldErrors;
  /** The measured contrast ratio of a refused accent colour. */
  ratio: string | null;
  values: { agencyName: string; accentColor: string };
};

export async function action({ request, context }: ActionFunctionArgs) {
  // The workspace's look is the admins' (decision 046).
  const { workspace, entitlements } = await requireEntitlement(request, context, "manage");
  const workspaceId = workspace.id;
  if (!entitlements.whiteLabel) throw new Response("Forbidden", { status: 403 });
  const bucket = context.env.SCREENSHOTS;
  const { form, tooLarge } = await readLimitedForm(request);
  const intent = form.get("intent");
  if (intent === "removeLogo" || intent === "remove") {
    if (!bucket) throw new Response("Service Unavailable", { status: 503 });
    if (intent === "removeLogo") await removeLogo(context.db, bucket, workspaceId);
    else await removeBranding(context.db, bucket, workspaceId);
    throw redirect(`${PATH}?done=${intent === "remove" ? "removed" : "logoRemoved"}`);
  }
  if (intent !== "save" && !tooLarge) throw new Response("Bad Request", { status: 400 });

  const values = {
    agencyName: String(form.get("agencyName") ?? "").slice(0, AGENCY_NAME_MAX * 4),
    accentColor: String(form.get("accentColor") ?? "").slice(0, 32),
  };
  const errors: FieldErrors = {};
  let ratio: string | null = null;
  const name = checkAgencyName(values.agencyName);
  if (!name.ok) errors.name = name.error;
  const accent = checkAccentColor(values.accentColor);
  if (!accent.ok) {
    errors.accent = accent.error;
    if (accent.error === "accentContrast") ratio = accent.ratio;
  }
  let logo: BrandingInput["logo"];
  const file = form.get("logo");
  if (tooLarge || (file instanceof File && file.size > LOGO_MAX_BYTES)) {
    errors.logo = "logoTooLarge";
  } else if (file instanceof File && file.size > 0) {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const checked = checkLogo(bytes);
    if (!checked.ok) errors.logo = checked.error;
    else if (!bucket) errors.logo = "logoStorage";
    else logo = { bytes, type: checked.type, width: checked.width, height: checked.height };
  }
  if (!name.ok || !accent.ok || errors.logo) {
    return { errors, ratio, values } satisfies ActionResult;
  }
  // Without a bucket no logo reached this point; saving name and colour needs none.
  await saveBranding(context.db, bucket as R2Bucket, workspaceId, {
    agencyName: name.name,
    accentColor: accent.color,
    logo,
  });
  throw redirect(`${PATH}?done=saved`);
}

const noticeClass =
  "rounded-lg border border-green-700 bg-green-50 p-4 text-green-900 dark:border-green-400 dark:bg-green-950 dark:text-green-100";
const hintClass = "mt-1 text-slate-700 dark:text-slate-300";

export default function Branding() {
  const { t, i18n } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const answerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (result || (data.included && data.done)) answerRef.current?.focus();
  }, [result, data]);

  const hero = (
    <PageHero title={t("branding.title")} lead={t("branding.text")}>
      <p className="mt-4">
        <Link to="/profile/general" className={textLinkClass}>
          {t("branding.back")}
        </Link>
      </p>
    </PageHero>
  );

  if (!data.included) {
    return (
      <>
        {hero}
        <Section id="plan" title={t("branding.notIncluded.title")}>
          <p className="max-w-2xl text-slate-700 dark:text-slate-300">{t("branding.notIncluded.text")}</p>
          <p className="mt-4">
            <Link to="/setup" className={buttonClass("secondary")}>
              {t("branding.notIncluded.link")}
            </Link>
          </p>
        </Section>
      </>
    );
  }

  const errors = result?.errors ?? {};
  const agencyName = result?.values.agencyName ?? data.agencyName;
  const accentColor = result?.values.accentColor ?? data.accentColor;
  const errorText = {
    name: errors.name ? t(`branding.errors.${errors.name}`) : null,
    accent: errors.accent
      ? t(`branding.errors.${errors.accent}`, {
          // 4.47 in English, 4,47 in German.
          ratio: i18n.language === "de" ? (result?.ratio ?? "").replace(".", ",") : (result?.ratio ?? ""),
        })
      : null,
    logo: errors.logo ? t(`branding.errors.${errors.logo}`) : null,
  };
  const summary = [
    errorText.name ? { href: "#agency-name", text: errorText.name } : null,
    errorText.accent ? { href: "#accent-color", text: errorText.accent } : null,
    errorText.logo ? { href: "#logo", text: errorText.logo } : null,
  ].filter((entry) => entry !== null);
  const previewAccent = checkAccentColor(data.accentColor);

  return (
    <>
      {hero}

      {data.done ? (
        <div ref={answerRef} tabIndex={-1} role="status" className="mx-auto max-w-6xl px-4 pt-8 sm:px-6">
          <p className={noticeClass}>{t(`branding.done.${data.done}`)}</p>
        </div>
      ) : null}

      <Section id="look" title={t("branding.form.title")}>
        <Form method="post" encType="multipart/form-data" className="max-w-xl space-y-6" noValidate>
          <input type="hidden" name="intent" value="save" />
          {summary.length > 0 ? (
            <ErrorSummary summaryRef={answerRef} title={t("branding.errors.summary")} errors={summary} />
          ) : null}
          <div>
            <label htmlFor="agency-name" className="font-semibold">
              {t("branding.form.name")}
            </label>
            <p id="agency-name-hint" className={hintClass}>
              {t("branding.form.nameHint")}
            </p>
            <input
              id="agency-name"
              name="agencyName"
              type="text"
              required
              maxLength={AGENCY_NAME_MAX}
              autoComplete="organization"
              defaultValue={agencyName}
              aria-invalid={errorText.name ? true : undefined}
              aria-describedby={errorText.name ? "agency-name-hint agency-name-error" : "agency-name-hint"}
              className={fieldClass}
            />
            {errorText.name ? <FieldError id="agency-name-error">{errorText.name}</FieldError> : null}
          </div>
          <div>
            <label htmlFor="accent-color" className="font-semibold">
              {t("branding.form.accent")}
            </label>
            <p id="accent-color-hint" className={hintClass}>
              {t("branding.form.accentHint")}
            </p>
            <input
              id="accent-color"
              name="accentColor"
              type="text"
              required
              maxLength={7}
              spellCheck={false}
              autoComplete="off"
              defaultValue={accentColor}
              aria-invalid={errorText.accent ? true : undefined}
              aria-describedby={
                errorText.accent ? "accent-color-hint accent-color-error" : "accent-color-hint"
              }
              className={`${fieldClass} max-w-48 font-mono`}
            />
            {errorText.accent ? <FieldError id="accent-color-error">{errorText.accent}</FieldError> : null}
          </div>
          <div>
            <label htmlFor="logo" className="font-semibold">
              {data.logo ? t("branding.form.logoReplace") : t("branding.form.logo")}
            </label>
            <p id="logo-hint" className={hintClass}>
              {t("branding.form.logoHint")}
            </p>
            <input
              id="logo"
              name="logo"
              type="file"
              accept="image/png,image/jpeg,image/webp"
              aria-invalid={errorText.logo ? true : undefined}
              aria-describedby={errorText.logo ? "logo-hint logo-error" : "logo-hint"}
              className="mt-2 block w-full text-base"
            />
            {errorText.logo ? <FieldError id="logo-error">{errorText.logo}</FieldError> : null}
          </div>
          <button type="submit" className={buttonClass()}>
            {t("branding.form.submit")}
          </button>
        </Form>
      </Section>

      {data.saved ? (
        <Section id="preview" title={t("branding.preview.title")} tone="muted">
          <div className="max-w-xl rounded-lg border border-slate-300 bg-white p-6 text-slate-900">
            {data.logo ? (
              <img
                src={data.logo.url}
                alt={t("branding.logo.alt", { name: data.agencyName })}
                className="mb-4 max-h-16 w-auto"
              />
            ) : null}
            <p
              className="font-semibold"
              style={previewAccent.ok ? { color: previewAccent.color } : undefined}
            >
              {t("branding.preview.preparedBy", { name: data.agencyName })}
            </p>
          </div>
          <h3 className="mt-8 text-xl font-bold">{t("branding.logo.title")}</h3>
          {data.logo ? (
            <>
              <p className="mt-2 text-slate-700 dark:text-slate-300">
                {t("branding.logo.size", {
                  width: data.logo.width,
                  height: data.logo.height,
                  type: data.logo.type,
                })}
              </p>
              <Form method="post" encType="multipart/form-data" className="mt-4">
                <input type="hidden" name="intent" value="removeLogo" />
                <button type="submit" className={buttonClass("secondary")}>
                  {t("branding.logo.remove")}
                </button>
              </Form>
            </>
          ) : (
            <p className="mt-2 text-slate-700 dark:text-slate-300">{t("branding.logo.none")}</p>
          )}
        </Section>
      ) : null}

      {data.saved ? (
        <Section id="remove" title={t("branding.remove.title")}>
          <p className="max-w-2xl text-slate-700 dark:text-slate-300">{t("branding.remove.text")}</p>
          <Form method="post" encType="multipart/form-data" className="mt-4">
            <input type="hidden" name="intent" value="remove" />
            <button type="submit" className={buttonClass("secondary")}>
              {t("branding.remove.submit")}
            </button>
          </Form>
        </Section>
      ) : null}
    </>
  );
}
