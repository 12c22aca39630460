/**
 * The entry of the page bundle: defines the page code's functions in our isolated world, where the page's
 * own scripts cannot reach or replace them. Evaluated after axe-core (page-scripts.ts,
 * axeBootstrapScript); a second evaluation in the same world leaves the first in place.
 */
import { pageApi, pageHelpers } from "./api";

if (!Object.hasOwn(window, "__klarsichtPage")) {
  Object.defineProperty(window, "__klarsichtPage", {
    value: Object.freeze({ ...pageApi, helpers: Object.freeze(pageHelpers) }),
  });
}
