// No silent breaks: the OpenAPI document this code serves may add to the last released one
// (docs/openapi/released.json) but break nothing a client of it relies on, unless the released
// document declared it (a deprecation whose sunset has come). `npm run api:release` records the
// current document as released, for a release that shipped.
import { readFileSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { openApiJson } from "@/lib/server/api/documents";
import { type OpenApiDocument, breakingChanges, describeBreaks } from "@/scripts/api-compat/openapi-compat";
import { API_ROUTES } from "./api-routes";

const RELEASED = "docs/openapi/released.json";

describe("the OpenAPI document against the last released one", () => {
  it("breaks nothing that was not declared", async () => {
    const current = JSON.parse((await openApiJson(API_ROUTES)).body) as OpenApiDocument;
    if (process.env.UPDATE_RELEASED_OPENAPI === "1") {
      writeFileSync(RELEASED, `${JSON.stringify(current, null, 2)}\n`);
      return;
    }
    const released = JSON.parse(readFileSync(RELEASED, "utf8")) as OpenApiDocument;
    const breaks = breakingChanges(released, current, new Date().toISOString().slice(0, 10));
    const report = `The API changed in ways that break clients of the released document (${RELEASED}):
${describeBreaks(breaks)}
Keep the old shape beside the new one, or deprecate it first (an operation's \`deprecated\`
declaration, sunset at least 180 days later) and remove it after the sunset; see docs/api.md#versions.`;
    expect(breaks, report).toEqual([]);
  });
});
