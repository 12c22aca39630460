import type { MetaFunction } from "@remix-run/cloudflare";
import { LawPage } from "~/components/LawPage";
import { useMessages } from "~/utils/messages";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, (m) => ({ title: m.laws.eaa.meta.title, description: m.laws.eaa.meta.description }));

export default function EaaPage() {
  const messages = useMessages();
  return <LawPage page={messages.laws.eaa} />;
}
