import { type ActionFunctionArgs, redirect } from "@remix-run/cloudflare";
import { logout } from "~/utils/auth.server";

/** Logging out changes state, so it is a POST (with the Origin check every POST gets). */
export async function action({ request, context }: ActionFunctionArgs) {
  return logout(request, context);
}

export async function loader() {
  return redirect("/");
}
