import { type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";
import { Outlet } from "@remix-run/react";
import { requireEntitlement } from "~/utils/guard.server";

/** The original product's name of this route. */
export const handle = { name: "profile" };

/**
 * The profile's layout: guarded like every account page, and /profile itself leads to the general
 * profile. Its child routes guard themselves too, since Remix runs their loaders and actions in parallel.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireEntitlement(request, context);
  const { pathname } = new URL(request.url);
  if (pathname.replace(/\/+$/, "") === "/profile") throw redirect("/profile/general");
  return null;
}

export default function Profile() {
  return <Outlet />;
}
