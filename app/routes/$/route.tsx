import type { MetaFunction } from "@remix-run/cloudflare";
import { notFound } from "~/utils/guard.server";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, (messages) => ({ title: messages.notFound.meta.title }));

/** Every address without a route: the root error boundary renders the translated 404 page. */
export async function loader() {
  throw notFound();
}

export async function action() {
  throw notFound();
}

export default function NotFound() {
  return null;
}
