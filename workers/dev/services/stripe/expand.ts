import { invalid } from "./errors";
import { clone, type Json, type List } from "./objects";
import type { Params } from "./params";
import type { Store } from "./store";

// expand[]: replace ids by objects, and fill the fields Stripe only includes on request.

/** Fields holding an id that expand to the object of the same name. */
export const idFields = new Set([
  "latest_invoice",
  "invoice",
  "customer",
  "subscription",
  "payment_intent",
  "product",
  "price",
  "charge",
  "latest_charge",
]);
/** Expandable in Stripe, always null here: expanding them is allowed and yields null. */
export const alwaysNullFields = new Set([
  "default_payment_method",
  "payment_method",
  "default_source",
  "balance_transaction",
  "setup_intent",
  "payment_link",
  "schedule",
  "test_clock",
  "application",
  "on_behalf_of",
]);

/** Fields that exist only when expanded, by object type. */
export const virtualFields: Record<string, string[]> = {
  customer: ["subscriptions", "tax_ids"],
  "checkout.session": ["line_items"],
  price: ["currency_options"],
};

export function expandable(target: Json, field: string): boolean {
  return (
    idFields.has(field) ||
    alwaysNullFields.has(field) ||
    (virtualFields[String(target.object)] ?? []).includes(field)
  );
}

export function virtualField(target: Json, field: string, store: Store): Json | undefined {
  if (target.object === "customer" && field === "subscriptions") {
    const id = target.id as string;
    return listObject(store.currentSubscriptions(id).map(clone), `/v1/customers/${id}/subscriptions`);
  }
  if (target.object === "customer" && field === "tax_ids") {
    const id = target.id as string;
    return listObject(store.customerTaxIds(id).map(clone), `/v1/customers/${id}/tax_ids`);
  }
  if (target.object === "price" && field === "currency_options") {
    return clone(store.currencyOptions.get(target.id as string) ?? {});
  }
  if (target.object === "checkout.session" && field === "line_items") {
    const id = target.id as string;
    return listObject(store.checkout(id).lineItems.map(clone), `/v1/checkout/sessions/${id}/line_items`);
  }
  return undefined;
}

export function expandPath(target: Json, path: string[], fullPath: string, store: Store): void {
  const cannot = () => invalid(`This property cannot be expanded (${fullPath}).`, "expand");
  const [field, ...rest] = path;
  if (field === undefined) throw cannot();
  if (target.object === "list" || target.object === "search_result") {
    if (field !== "data" || rest.length === 0) throw cannot();
    for (const item of target.data as Json[]) expandPath(item, rest, fullPath, store);
    return;
  }
  let value = target[field];
  if (typeof value === "string" && idFields.has(field)) {
    const found = store.find(field, value);
    if (!found) throw cannot();
    value = clone(found);
    target[field] = value;
  } else if (value === undefined) {
    value = virtualField(target, field, store);
    if (value === undefined) throw cannot();
    target[field] = value;
  } else if (value === null && expandable(target, field)) {
    return;
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw cannot();
  // An object that is not itself expandable may only be walked through (items.data.price.product).
  if (rest.length === 0 && !expandable(target, field)) throw cannot();
  if (rest.length > 0) expandPath(value as Json, rest, fullPath, store);
}

export function present(object: object, expand: string[], store: Store): Json {
  const copy = clone(object) as Json;
  for (const path of expand) expandPath(copy, path.split("."), path, store);
  return copy;
}

export function listObject<T>(data: T[], url: string, hasMore = false): List<T> {
  return { object: "list", data, has_more: hasMore, url };
}

/** limit / starting_after / ending_before over a newest-first array, like every Stripe list. */
export function paginate<T extends { id: string }>(items: T[], params: Params, url: string): List<T> {
  const limit = params.integer("limit") ?? 10;
  if (limit < 1 || limit > 100) throw invalid("Invalid limit: must be between 1 and 100", "limit");
  const after = params.string("starting_after");
  const before = params.string("ending_before");
  if (after && before)
    throw invalid("You may only specify one of these parameters: starting_after, ending_before.");
  const indexOf = (id: string, param: string) => {
    const index = items.findIndex((item) => item.id === id);
    if (index < 0) throw invalid(`No such object: '${id}'`, param, "resource_missing");
    return index;
  };
  if (before) {
    const end = indexOf(before, "ending_before");
    const start = Math.max(0, end - limit);
    return listObject(items.slice(start, end), url, start > 0);
  }
  const start = after ? indexOf(after, "starting_after") + 1 : 0;
  return listObject(items.slice(start, start + limit), url, start + limit < items.length);
}

export const listParams = ["limit", "starting_after", "ending_before", "expand"];
