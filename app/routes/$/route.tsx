import type { MetaFunction } from "@remix-run/cloudflare";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, (messages) => ({ title: messages.notFound.meta.title }));

/** Every address without a route: the root error boundary renders the translated 404 page. */
export async function loader() {
  throw new Response("Not Found", { status: 404 });
}

export async function action() {
  throw new Response("Not Found", { status: 404 });
}

export default function NotFound() {
  return null;
}
