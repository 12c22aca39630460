import { type ActionFunctionArgs, redirect } from "@remix-run/cloudflare";
import { logout } from "~/utils/auth.server";

/**
 * Logging out changes state, so it is a POST (with the Origin check every POST gets). With
 * `everywhere=1` (from the profile) every session of the account ends, on every device.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  // A POST without a form body (the header's button sends one, scripts may not) still logs out.
  const form = await request.formData().catch(() => null);
  return logout(request, context, { everywhere: form?.get("everywhere") === "1" });
}

export async function loader() {
  return redirect("/");
}
