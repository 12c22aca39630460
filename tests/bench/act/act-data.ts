/** The shape of tests/fixtures/act/rules.json, written by vendor.ts and read by the benchmark. */
export type ActExpectation = "passed" | "failed" | "inapplicable";

export type ActTestCase = {
  /** The W3C's id of the example (a hash), as in testcases.json. */
  id: string;
  /** "Failed Example 3", as the rule page names it. */
  title: string;
  expected: ActExpectation;
  /** Whether the example belongs to the approved version of the rule. */
  approved: boolean;
  /** Path below tests/fixtures/act/, served below the W3C's own path (see bench.ts). */
  path: string;
  /** Where the W3C publishes the example: the subject an EARL report names. */
  url: string;
};

export type ActRule = {
  id: string;
  name: string;
  /** Approved by the W3C's guidelines working group; the others are proposed. */
  approved: boolean;
  /** WCAG success criteria a failed example fails, e.g. ["1.1.1"]. Empty for rules without one. */
  wcag: string[];
  /** Criteria the rule names only as related (stricter or less strict than the rule). */
  secondaryWcag: string[];
  testcases: ActTestCase[];
};

/** The path below which the W3C serves the test cases and their assets; the benchmark serves them alike. */
export const w3cAssetPath = "/WAI/content-assets/wcag-act-rules/";
