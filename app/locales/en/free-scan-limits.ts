import type de from "../de/free-scan-limits";
import type { Translation } from "../types";

/** When a free test is refused: the limit per address and the global hourly budget. */
const freeScanLimits: Translation<typeof de> = {
  rateLimited_one:
    "You have already started {{limit}} free tests in the last hour. Please try again in {{count}} minute – or choose a plan to scan your websites in full and far more often.",
  rateLimited_other:
    "You have already started {{limit}} free tests in the last hour. Please try again in {{count}} minutes – or choose a plan to scan your websites in full and far more often.",
  budgetSpent: {
    title: "The free tests for this hour have all been used",
    text_one:
      "So many people have started a free test in the last hour that we cannot offer another one right now. This has nothing to do with you or your address. Please try again in {{count}} minute.",
    text_other:
      "So many people have started a free test in the last hour that we cannot offer another one right now. This has nothing to do with you or your address. Please try again in {{count}} minutes.",
    plans: "With a plan you scan your websites right away and in full:",
    plansLink: "See the plans",
  },
};

export default freeScanLimits;
