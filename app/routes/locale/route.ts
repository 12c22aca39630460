import { type ActionFunctionArgs, redirect } from "@remix-run/cloudflare";
import { isLocale } from "~/i18n";
import { localeCookie } from "~/utils/locale.server";
import { safeRedirectPath } from "~/utils/security.server";

/** The language menu posts here; the choice is kept in the `locale` cookie. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const locale = form.get("locale");
  const redirectTo = safeRedirectPath(form.get("redirectTo"));
  if (!isLocale(locale)) throw redirect(redirectTo);
  return redirect(redirectTo, { headers: { "Set-Cookie": await localeCookie.serialize(locale) } });
}

export async function loader() {
  return redirect("/");
}
