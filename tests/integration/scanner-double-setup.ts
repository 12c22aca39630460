import { afterEach } from "vitest";
import { forgetScanJobs } from "./scanner-double";

// Scan jobs a test left behind are not the next test's (scanner-double.ts).
afterEach(forgetScanJobs);
