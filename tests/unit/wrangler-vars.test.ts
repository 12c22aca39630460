import { describe, expect, it } from "vitest";
import { unstable_readConfig } from "wrangler";
import { wranglerQueueConsumers, wranglerVars } from "#dev/wrangler-vars";

// The local platform reads the configs without loading wrangler; it must read them as wrangler does.
describe.each(["wrangler.toml", "workers/scanner/wrangler.toml"])("reading %s without wrangler", (config) => {
  const read = unstable_readConfig({ config });

  it("gives the [vars] wrangler gives", () => {
    expect(wranglerVars(config)).toEqual(read.vars);
  });

  it("gives the queue consumers' settings wrangler gives", () => {
    const settings = (read.queues.consumers ?? []).map((consumer: object) =>
      Object.fromEntries(
        Object.entries(consumer).filter(([name, value]) => value !== undefined && name !== "type"),
      ),
    );
    expect(wranglerQueueConsumers(config)).toEqual(settings);
  });
});
