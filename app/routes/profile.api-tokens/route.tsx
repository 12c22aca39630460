/**
 * The account's API tokens (decision 038): create one (shown once, in the action's answer, never in an
 * address), list them, revoke one after a confirmation. Every step is a plain form or link, so it all
 * works without JavaScript; the copy button is the one addition scripts make.
 */
import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { can } from "#core/workspaces/roles";
import { ConfirmStep } from "~/components/ConfirmStep";
import { errorBoxClass, FieldError, fieldClass } from "~/components/form";
import { buttonClass, PageHero, Section, TableScroll, textLinkClass } from "~/components/ui";
import { apiScopes, expiryChoices, scopesOf, TOKEN_NAME_MAX } from "~/utils/api/tokens";
import {
  createApiToken,
  listApiTokens,
  parseTokenForm,
  revokeApiToken,
  type TokenFormError,
} from "~/utils/api/tokens.server";
import { recordAudit } from "~/utils/audit.server";
import { requireEntitlement } from "~/utils/guard.server";
import { useDateFormat } from "~/utils/messages";
import { pageMeta } from "~/utils/meta";
import type { User } from "~/utils/users.server";
import type { Workspace } from "~/utils/workspace.server";

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(matches, (messages) => ({ title: messages.api.tokens.title })),
  { name: "robots", content: "noindex" },
];

const PATH = "/profile/api-tokens";

export async function loader({ request, context }: LoaderFunctionArgs) {
  // Editors make tokens for their own CI; a token acts with its maker's role (decision 046).
  const { user, workspace } = await requireEntitlement(request, context, "edit");
  const url = new URL(request.url);
  const now = Date.now();
  const tokens = (await listApiTokens(context.db, workspace.id)).filter((token) =>
    mayRevoke(workspace, user, token),
  );
  const confirming = tokens.find((token) => token.id === url.searchParams.get("revoke") && !token.revokedAt);
  const revokedId = url.searchParams.get("revoked");
  return {
    tokens: tokens.map((token) => ({
      id: token.id,
      name: token.name,
      hint: token.hint,
      scopes: scopesOf(token.scope),
      createdAt: token.createdAt.toISOString(),
      lastUsedAt: token.lastUsedAt?.toISOString() ?? null,
      expiresAt: token.expiresAt?.toISOString() ?? null,
      expired: token.expiresAt !== null && token.expiresAt.getTime() <= now,
      revokedAt: token.revokedAt?.toISOString() ?? null,
    })),
    confirming: confirming ? { id: confirming.id, name: confirming.name } : null,
    revoked: tokens.find((token) => token.id === revokedId && token.revokedAt)?.name ?? null,
  };
}

/** Admins see and revoke every token of the workspace; editors their own. */
function mayRevoke(
  workspace: Workspace,
  user: User,
  token: { createdBy: string | null; workspaceId: string },
) {
  return can(workspace.role, "manage") || (token.createdBy ?? token.workspaceId) === user.id;
}

type ActionResult =
  | { intent: "create"; ok: true; name: string; token: string }
  | { intent: "create"; ok: false; error: TokenFormError; name: string };

export async function action({ request, context }: ActionFunctionArgs): Promise<ActionResult> {
  const { user, workspace } = await requireEntitlement(request, context, "edit");
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "create") {
    const typedName = String(form.get("name") ?? "").slice(0, TOKEN_NAME_MAX * 2);
    const parsed = parseTokenForm(form);
    if (!parsed.ok) return { intent, ok: false, error: parsed.error, name: typedName };
    const created = await createApiToken(context.db, workspace.id, user.id, parsed);
    if (!created.ok) return { intent, ok: false, error: created.error, name: typedName };
    await recordAudit(context.db, workspace, user, "token.created", created.record.name);
    return { intent, ok: true, name: created.record.name, token: created.token };
  }
  if (intent === "revoke") {
    const id = form.get("tokenId");
    const token = (await listApiTokens(context.db, workspace.id)).find((candidate) => candidate.id === id);
    const revoked =
      token && mayRevoke(workspace, user, token)
        ? await revokeApiToken(context.db, workspace.id, token.id)
        : undefined;
    if (revoked) await recordAudit(context.db, workspace, user, "token.revoked", revoked.name);
    throw redirect(revoked ? `${PATH}?revoked=${encodeURIComponent(revoked.id)}` : PATH);
  }
  throw new Response("Bad Request", { status: 400 });
}

function CopyButton({ text }: { text: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const [canCopy, setCanCopy] = useState(false);
  // Only with a script and a clipboard; without them the token is selected by hand.
  useEffect(() => setCanCopy(typeof navigator !== "undefined" && Boolean(navigator.clipboard)), []);
  if (!canCopy) return null;
  return (
    <button
      type="button"
      className={buttonClass("secondary")}
      onClick={async () => {
        await navigator.clipboard.writeText(text);
        setCopied(true);
      }}
    >
      {copied ? t("api.tokens.created.copied") : t("api.tokens.created.copy")}
    </button>
  );
}

export default function ApiTokens() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const formatDate = useDateFormat();
  const answerRef = useRef<HTMLDivElement>(null);
  const created = result?.ok ? result : null;
  const failed = result && !result.ok ? result : null;

  useEffect(() => {
    if (result || data.revoked || data.confirming) answerRef.current?.focus();
  }, [result, data.revoked, data.confirming]);

  const nameError = failed && (failed.error === "nameRequired" || failed.error === "nameTooLong");
  return (
    <>
      <PageHero title={t("api.tokens.title")} lead={t("api.tokens.text")}>
        <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
          <Link to="/profile/general" className={textLinkClass}>
            {t("api.tokens.back")}
          </Link>
          <Link to="/api-docs" className={textLinkClass}>
            {t("api.tokens.docsLink")}
          </Link>
        </p>
      </PageHero>

      {created ? (
        <Section id="created" title={t("api.tokens.created.title", { name: created.name })}>
          <div ref={answerRef} tabIndex={-1} role="status">
            <p className="text-slate-700 dark:text-slate-300">{t("api.tokens.created.text")}</p>
            <label htmlFor="new-token" className="mt-4 block font-semibold">
              {t("api.tokens.created.label")}
            </label>
            <input
              id="new-token"
              readOnly
              value={created.token}
              className={`${fieldClass} font-mono`}
              onFocus={(event) => event.currentTarget.select()}
            />
            <div className="mt-4">
              <CopyButton text={created.token} />
            </div>
          </div>
        </Section>
      ) : null}

      {data.revoked ? (
        <div ref={answerRef} tabIndex={-1} role="status" className="mx-auto max-w-6xl px-4 pt-8 sm:px-6">
          <p className="rounded-lg border border-green-700 bg-green-50 p-4 text-green-900 dark:border-green-400 dark:bg-green-950 dark:text-green-100">
            {t("api.tokens.revoke.done", { name: data.revoked })}
          </p>
        </div>
      ) : null}

      {data.confirming ? (
        <ConfirmStep
          id="revoke"
          title={t("api.tokens.revoke.title", { name: data.confirming.name })}
          text={t("api.tokens.revoke.text")}
          fields={{ intent: "revoke", tokenId: data.confirming.id }}
          confirm={t("api.tokens.revoke.confirm")}
          cancel={t("api.tokens.revoke.cancel")}
          cancelTo={PATH}
          focusRef={answerRef}
        />
      ) : null}

      <Section id="create" title={t("api.tokens.create.title")}>
        <Form method="post" className="max-w-xl space-y-6" noValidate>
          <input type="hidden" name="intent" value="create" />
          {failed ? (
            <div ref={answerRef} tabIndex={-1} role="alert" className={errorBoxClass}>
              {t(`api.tokens.errors.${failed.error}`)}
            </div>
          ) : null}
          <div>
            <label htmlFor="token-name" className="font-semibold">
              {t("api.tokens.create.name")}
            </label>
            <p id="token-name-hint" className="mt-1 text-slate-700 dark:text-slate-300">
              {t("api.tokens.create.nameHint")}
            </p>
            <input
              id="token-name"
              name="name"
              required
              maxLength={TOKEN_NAME_MAX}
              defaultValue={failed?.name ?? ""}
              aria-invalid={nameError ? true : undefined}
              aria-describedby={nameError ? "token-name-hint token-name-error" : "token-name-hint"}
              className={fieldClass}
            />
            {nameError ? (
              <FieldError id="token-name-error">{t(`api.tokens.errors.${failed.error}`)}</FieldError>
            ) : null}
          </div>
          <fieldset>
            <legend className="font-semibold">{t("api.tokens.create.scope")}</legend>
            {apiScopes.map((scope) => (
              <label key={scope} className="mt-2 flex min-h-11 items-center gap-3">
                <input
                  type="radio"
                  name="scope"
                  value={scope}
                  defaultChecked={scope === "read"}
                  className="size-5"
                />
                {t(`api.tokens.scopes.${scope}`)}
              </label>
            ))}
          </fieldset>
          <fieldset>
            <legend className="font-semibold">{t("api.tokens.create.expiry")}</legend>
            {expiryChoices.map((choice) => (
              <label key={choice} className="mt-2 flex min-h-11 items-center gap-3">
                <input
                  type="radio"
                  name="expiry"
                  value={choice}
                  defaultChecked={choice === "90"}
                  className="size-5"
                />
                {t(`api.tokens.expiries.${choice}`)}
              </label>
            ))}
          </fieldset>
          <button type="submit" className={buttonClass("primary")}>
            {t("api.tokens.create.submit")}
          </button>
        </Form>
      </Section>

      <Section id="tokens" title={t("api.tokens.list.title")}>
        {data.tokens.length === 0 ? (
          <p className="text-slate-700 dark:text-slate-300">{t("api.tokens.list.empty")}</p>
        ) : (
          <TableScroll label={t("api.tokens.list.caption")}>
            <table className="w-full min-w-[44rem] text-left">
              <caption className="sr-only">{t("api.tokens.list.caption")}</caption>
              <thead>
                <tr className="border-b border-slate-300 dark:border-slate-600">
                  <th scope="col" className="py-2 pr-4">
                    {t("api.tokens.list.name")}
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    {t("api.tokens.list.token")}
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    {t("api.tokens.list.scope")}
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    {t("api.tokens.list.created")}
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    {t("api.tokens.list.lastUsed")}
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    {t("api.tokens.list.expires")}
                  </th>
                  <th scope="col" className="py-2">
                    {t("api.tokens.list.actions")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.tokens.map((token) => (
                  <tr key={token.id} className="border-b border-slate-200 align-top dark:border-slate-700">
                    <th scope="row" className="py-2 pr-4 font-semibold">
                      {token.name}
                    </th>
                    <td className="py-2 pr-4 font-mono">{token.hint}</td>
                    <td className="py-2 pr-4">
                      {token.scopes.map((scope) => t(`api.tokens.scopeNames.${scope}`)).join(", ")}
                    </td>
                    <td className="py-2 pr-4">{formatDate(token.createdAt)}</td>
                    <td className="py-2 pr-4">
                      {token.lastUsedAt ? formatDate(token.lastUsedAt) : t("api.tokens.list.never")}
                    </td>
                    <td className="py-2 pr-4">
                      {token.expiresAt ? formatDate(token.expiresAt) : t("api.tokens.list.noExpiry")}
                      {token.expired ? ` (${t("api.tokens.list.expired")})` : null}
                    </td>
                    <td className="py-2">
                      {token.revokedAt ? (
                        t("api.tokens.list.revoked", { date: formatDate(token.revokedAt) })
                      ) : (
                        <Link
                          to={`${PATH}?revoke=${encodeURIComponent(token.id)}#revoke`}
                          className={textLinkClass}
                          aria-label={t("api.tokens.list.revokeLabel", { name: token.name })}
                        >
                          {t("api.tokens.list.revoke")}
                        </Link>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </Section>
    </>
  );
}
