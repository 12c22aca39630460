import { describe, expect, it } from "vitest";
import { formatPlanPrice, plans } from "~/utils/plans";

describe("plans", () => {
  it("has the product's prices", () => {
    expect(plans.map((plan) => [plan.id, plan.prices])).toEqual([
      ["basic", { monthly: 15, once: 20 }],
      ["pro", { monthly: 40, once: 50 }],
      ["enterprise", null],
    ]);
  });

  it("shows euro in German and dollar in English", () => {
    expect(formatPlanPrice(15, "de")).toBe("15\u00a0€");
    expect(formatPlanPrice(40, "en")).toBe("$40");
  });
});
