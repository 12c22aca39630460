import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { finishLogin } from "~/utils/auth.server";

/** The OpenID provider sends the browser back here with the authorization code. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return finishLogin(request, context);
}
