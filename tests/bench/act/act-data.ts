/** The shape of tests/fixtures/act/rules.json, written by vendor.ts and read by the benchmark. */
export type ActExpectation = "passed" | "failed" | "inapplicable";

export type ActTestCase = {
  expected: ActExpectation;
  /** The example's number within its kind, as the rule page numbers it. */
  number: number;
  /** Path below tests/fixtures/act/, served as the page's path. */
  path: string;
};

export type ActRule = {
  id: string;
  name: string;
  /** WCAG success criteria the rule maps to, e.g. ["1.1.1"]. */
  wcag: string[];
  /** Superseded rules stay in the benchmark: the W3C still publishes their test cases. */
  deprecated: boolean;
  testcases: ActTestCase[];
};
