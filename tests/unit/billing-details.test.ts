import { describe, expect, it } from "vitest";
import { normalizeVatId, vatIdProblem } from "#core/vat-id";
import { type BillingDetails, checkBillingDetails, emptyBillingDetails } from "~/utils/billing-details";

const company: BillingDetails = {
  ...emptyBillingDetails,
  company: "Beispiel GmbH",
  line1: "Ringstraße 1",
  postalCode: "1010",
  city: "Wien",
  country: "AT",
};

describe("EU VAT IDs", () => {
  it("accepts each member state's form after its prefix, Greece's as EL", () => {
    for (const valid of [
      "DE123456789",
      "ATU12345678",
      "FR12345678901",
      "NL123456789B01",
      "EL123456789",
      "IE1234567WA",
      "ESX1234567Z",
    ]) {
      expect(vatIdProblem(valid), valid).toBeNull();
    }
    expect(vatIdProblem("EL123456789", "GR")).toBeNull();
  });

  it("refuses wrong forms, unknown prefixes and a number of another country than the address's", () => {
    for (const invalid of [
      "DE12345678",
      "AT12345678",
      "GR123456789",
      "XX123456789",
      "CHE123456789",
      "NL123456789",
    ]) {
      expect(vatIdProblem(invalid), invalid).toBe("format");
    }
    expect(vatIdProblem("DE123456789", "AT")).toBe("country");
  });

  it("writes a VAT ID as the registers do", () => {
    expect(normalizeVatId(" de 123.456-789 ")).toBe("DE123456789");
  });
});

describe("billing details", () => {
  it("keeps nothing, or a whole address, and a business's VAT ID normalised", () => {
    expect(checkBillingDetails(emptyBillingDetails)).toEqual({ details: emptyBillingDetails });
    expect(checkBillingDetails({ ...company, vatId: "atu 1234 5678", country: "at" }).details).toMatchObject({
      country: "AT",
      vatId: "ATU12345678",
    });
  });

  it("names the first problem of each field", () => {
    expect(checkBillingDetails({ ...emptyBillingDetails, city: "Wien" }).errors).toEqual({
      line1: "line1Required",
      postalCode: "postalCodeRequired",
      country: "countryRequired",
    });
    expect(checkBillingDetails({ ...company, country: "ZZ" }).errors).toEqual({ country: "countryInvalid" });
    expect(checkBillingDetails({ ...company, postalCode: "1".repeat(17) }).errors).toEqual({
      postalCode: "postalCodeTooLong",
    });
    expect(checkBillingDetails({ ...company, vatId: "ATU1" }).errors).toEqual({ vatId: "vatIdFormat" });
    expect(checkBillingDetails({ ...company, vatId: "DE123456789" }).errors).toEqual({
      vatId: "vatIdCountry",
    });
    expect(checkBillingDetails({ ...company, country: "CH", vatId: "ATU12345678" }).errors).toEqual({
      vatId: "vatIdOutsideEu",
    });
    expect(checkBillingDetails({ ...company, company: "", vatId: "ATU12345678" }).errors).toEqual({
      company: "vatIdNeedsCompany",
    });
  });
});
