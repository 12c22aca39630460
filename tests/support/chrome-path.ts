/** Prints the Chromium the tests use, unpacking the packaged one if needed (run-suites.sh). */
import { resolveChromePath } from "#dev/scanner/chromium";

console.log(await resolveChromePath());
