import { invalid } from "./errors";
import type { Customer } from "./objects";

// Customer search: the subset of Stripe's search query language the app needs.

export type SearchClause = { field: "email" | "name" | "metadata"; key?: string; value: string };

export function parseCustomerQuery(query: string): { clauses: SearchClause[]; joiner: "AND" | "OR" } {
  const unparsable = () =>
    invalid(
      `We were unable to parse your search query. The local Stripe supports email, name and metadata['key'] with ':' joined by AND or OR. Query: ${query}`,
      "query",
    );
  const clause =
    /^\s*(email|name|metadata\[(?:'([^']+)'|"([^"]+)")\])\s*:\s*(?:'((?:\\.|[^'\\])*)'|"((?:\\.|[^"\\])*)")\s*/;
  const clauses: SearchClause[] = [];
  const joiners = new Set<"AND" | "OR">();
  let rest = query;
  while (true) {
    const match = clause.exec(rest);
    if (!match) throw unparsable();
    const raw = match[4] ?? match[5] ?? "";
    const value = raw.replace(/\\(.)/g, "$1");
    const field = match[1]?.startsWith("metadata") ? "metadata" : (match[1] as "email" | "name");
    clauses.push({ field, key: match[2] ?? match[3], value });
    rest = rest.slice(match[0].length);
    if (rest === "") break;
    const joiner = /^(AND|OR)\s+/.exec(rest);
    if (!joiner) throw unparsable();
    joiners.add(joiner[1] as "AND" | "OR");
    rest = rest.slice(joiner[0].length);
  }
  if (joiners.size > 1) throw invalid("Search queries cannot mix AND and OR.", "query");
  return { clauses, joiner: joiners.has("OR") ? "OR" : "AND" };
}

export function customerMatches(customer: Customer, clause: SearchClause): boolean {
  if (clause.field === "metadata") return customer.metadata[clause.key ?? ""] === clause.value;
  const actual = clause.field === "email" ? customer.email : customer.name;
  return (actual ?? "").toLowerCase() === clause.value.toLowerCase();
}
