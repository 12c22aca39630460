import { startStaticServer } from "../support/static-server";

// The site the end-to-end free scans test: a shop page with known barriers.
const port = Number(process.env.E2E_FIXTURE_PORT);
const site = await startStaticServer(new URL("../fixtures/site", import.meta.url).pathname, port);
console.log(`Fixture site on ${site.url}`);
