import type { Page } from "@playwright/test";

/** Warnings and errors in the page's console, uncaught errors, and requests that failed or got an error. */
export function recordNoise(page: Page): string[] {
  const noise: string[] = [];
  page.on("console", (message) => {
    // A failed load is recorded with its address below; the console line would only repeat it.
    const repeatsFailedLoad = message.text().startsWith("Failed to load resource");
    if ((message.type() === "warning" || message.type() === "error") && !repeatsFailedLoad) {
      noise.push(`console ${message.type()}: ${message.text()}`);
    }
  });
  page.on("pageerror", (error) => noise.push(`page error: ${error.message}`));
  page.on("requestfailed", (request) =>
    noise.push(`failed: ${request.url()} ${request.failure()?.errorText}`),
  );
  page.on("response", (response) => {
    // The document itself may be a deliberate 404 (the not-found page); nothing it loads may be.
    if (response.status() >= 400 && response.request().resourceType() !== "document") {
      noise.push(`${response.status()}: ${response.url()}`);
    }
  });
  return noise;
}
