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
  isUnsubscribableKind,
  UNSUBSCRIBE_PATH,
  type UnsubscribableKind,
  verifyUnsubscribe,
} from "~/utils/mail/unsubscribe.server";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(matches, (messages) => ({ title: messages.mail.unsubscribe.meta.title })),
  { name: "robots", content: "noindex" },
];

type SignedLink = { userId: string; kind: UnsubscribableKind; signature: string };

/** The link's account and mail kind, if its signature holds. */
async function signedLink(request: Request, secret: string | undefined): Promise<SignedLink | null> {
  const params = new URL(request.url).searchParams;
  const userId = params.get("u") ?? "";
  const kind = params.get("k");
  const signature = params.get("s") ?? "";
  if (!secret || !isUnsubscribableKind(kind)) return null;
  return (await verifyUnsubscribe(secret, userId, kind, signature)) ? { userId, kind, signature } : null;
}

function linkPath({ userId, kind, signature }: SignedLink): string {
  return `${UNSUBSCRIBE_PATH}?${new URLSearchParams({ u: userId, k: kind, s: signature })}`;
}

/** Opening the link only asks: mail scanners open links, and must not unsubscribe anyone by doing so. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const link = await signedLink(request, context.env.SESSION_SECRET);
  if (!link) return data({ link: null }, { status: 400 });
  return { link: { kind: link.kind, action: linkPath(link) } };
}

/**
 * Unsubscribes: the confirm button here, or a mail program's one-click POST (RFC 8058), which comes from
 * elsewhere without an Origin and is trusted for its signature instead (see security.server.ts).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const link = await signedLink(request, context.env.SESSION_SECRET);
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
