import type { MetaFunction } from "@remix-run/cloudflare";
import { LawPage } from "~/components/LawPage";
import { useMessages } from "~/utils/messages";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, (m) => ({ title: m.laws.bfsg.meta.title, description: m.laws.bfsg.meta.description }));

export default function BfsgPage() {
  const messages = useMessages();
  return <LawPage page={messages.laws.bfsg} />;
}
