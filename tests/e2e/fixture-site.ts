import { startDemoSite } from "../../workers/dev/demo-site/server";
import { startStaticServer } from "../support/static-server";

// The site the end-to-end free scans test: a shop page with known barriers.
const port = Number(process.env.E2E_FIXTURE_PORT);
// Started first: the fixture site's address is what Playwright waits for, and then both are there.
const demo = await startDemoSite({ port: Number(process.env.E2E_DEMO_PORT) });
console.log(`Demo shop on ${demo.url}`);
const site = await startStaticServer(new URL("../fixtures/site", import.meta.url).pathname, port);
console.log(`Fixture site on ${site.url}`);
