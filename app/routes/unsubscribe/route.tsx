import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { buttonClass, Container, PageHero, textLinkClass } from "~/components/ui";
import { unsubscribeFrom } from "~/utils/mail/preferences.server";
import {
  type SignedUnsubscribeLink,
  signedUnsubscribeLink,
  UNSUBSCRIBE_PATH,
} from "~/utils/mail/unsubscribe.server";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(matches, (messages) => ({ title: messages.mail.unsubscribe.meta.title })),
  { name: "robots", content: "noindex" },
];

function linkPath({ userId, kind, signature }: SignedUnsubscribeLink): string {
  return `${UNSUBSCRIBE_PATH}?${new URLSearchParams({ u: userId, k: kind, s: signature })}`;
}

/** Opening the link only asks: mail scanners open links, and must not unsubscribe anyone by doing so. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const link = await signedUnsubscribeLink(new URL(request.url), context.env.SESSION_SECRET);
  if (!link) return data({ link: null }, { status: 400 });
  return { link: { kind: link.kind, action: linkPath(link) } };
}

/**
 * The confirm button here, a form of this site. A mail program's one-click POST (RFC 8058) comes from
 * elsewhere and never reaches this action: the request pipeline answers it (unsubscribe.server.ts).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const link = await signedUnsubscribeLink(new URL(request.url), context.env.SESSION_SECRET);
  if (!link) return data({ done: null }, { status: 400 });
  await unsubscribeFrom(context.db, link.userId, link.kind);
  return { done: link.kind };
}

export default function Unsubscribe() {
  const { t } = useTranslation();
  const { link } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const done = result?.done;
  return (
    <>
      <PageHero title={t("mail.unsubscribe.title")} />
      <Container className="py-12">
        <div className="max-w-2xl space-y-6">
          {done ? (
            <p
              role="status"
              className="rounded-lg border border-green-700 bg-green-50 p-4 text-green-900 dark:border-green-400 dark:bg-green-950 dark:text-green-100"
            >
              {t("mail.unsubscribe.done", { kind: t(`mail.unsubscribe.kinds.${done}`) })}
            </p>
          ) : link ? (
            <Form method="post" action={link.action} className="space-y-4">
              <p>{t("mail.unsubscribe.question", { kind: t(`mail.unsubscribe.kinds.${link.kind}`) })}</p>
              <button type="submit" className={buttonClass("primary")}>
                {t("mail.unsubscribe.confirm")}
              </button>
            </Form>
          ) : (
            <p role="alert">{t("mail.unsubscribe.invalid")}</p>
          )}
          <p>
            <Link to="/profile/general#mail" className={textLinkClass}>
              {t("mail.unsubscribe.preferences")}
            </Link>
          </p>
        </div>
      </Container>
    </>
  );
}
