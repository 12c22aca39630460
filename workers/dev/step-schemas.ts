/**
 * Writes the JSON Schemas of login profiles and flows (docs/schemas/) from the zod schemas in
 * workers/core/steps.ts. Run after changing the step language:  npx tsx workers/dev/step-schemas.ts
 * (tests/unit/steps.test.ts fails while the files and the zod schemas disagree).
 */
import { writeFile } from "node:fs/promises";
import { pathToFileURL } from "node:url";
import { z } from "zod";
import { authProfileSchema, flowSchema } from "#core/steps";

export const stepSchemaFiles = {
  "docs/schemas/auth-profile.schema.json": {
    schema: authProfileSchema,
    title: "Klarsicht login profile",
    description:
      "How the scanner signs in to a site: form steps, cookies, request headers or HTTP basic auth, and how a signed-in page is recognised.",
  },
  "docs/schemas/flow.schema.json": {
    schema: flowSchema,
    title: "Klarsicht flow",
    description:
      "A named sequence of steps on a site (visit, click, fill, select, submit, wait), with a scan of the page after each step that names one.",
  },
} as const;

/** The JSON Schema text of one file, as committed. */
export function stepSchemaText(path: keyof typeof stepSchemaFiles): string {
  const { schema, title, description } = stepSchemaFiles[path];
  const json = z.toJSONSchema(schema, { target: "draft-2020-12", io: "input" });
  return `${JSON.stringify({ ...json, $id: `https://klarsicht.de/schemas/${path.slice("docs/schemas/".length)}`, title, description }, null, 2)}\n`;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const path of Object.keys(stepSchemaFiles) as (keyof typeof stepSchemaFiles)[]) {
    await writeFile(path, stepSchemaText(path));
  }
}
