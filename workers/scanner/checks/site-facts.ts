/**
 * The page side of the site-wide checks (workers/core/rules/site.ts): each page's scan collects a few facts
 * (its title and the links and buttons of its repeated regions), which the aggregation compares.
 */
import { siteFactCaps } from "#core/rules/site";
import { pageCall } from "../page-scripts";

/** Collects PageFacts in our isolated world, with axe's accessible names (page/site-facts.ts). */
export const siteFactsScript = pageCall("siteFacts", siteFactCaps);
