import type Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { planOfProduct } from "~/utils/billing.server";

function product(name: string, metadata: Record<string, string>): Stripe.Product {
  return { id: `prod_${name.replace(/\W/g, "")}`, object: "product", name, metadata } as Stripe.Product;
}

describe("the plan of a Stripe product", () => {
  it("comes from metadata.plan, not from the product's name", () => {
    expect(planOfProduct(product("Profi Basic", { plan: "basic", urls: "1" }))).toBe("basic");
    expect(planOfProduct(product("Basic", { plan: "pro", urls: "5" }))).toBe("pro");
    expect(planOfProduct(product("Professional Enterprise", { plan: "enterprise" }))).toBe("enterprise");
  });

  it("fails loudly, naming the product, when metadata.plan is missing or unknown", () => {
    expect(() => planOfProduct(product("Pro", { urls: "5" }))).toThrow(/prod_Pro has no metadata\.plan/);
    expect(() => planOfProduct(product("Pro", { plan: "premium" }))).toThrow(/found premium/);
    expect(() => planOfProduct("prod_unexpanded")).toThrow(/prod_unexpanded/);
  });
});
