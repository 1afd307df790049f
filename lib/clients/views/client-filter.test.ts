import { describe, expect, it } from "vitest";
import { matchesClientFilter } from "./client-filter";

const client = { name: "Planner Pro", clientId: "demo-public-app" };

describe("matchesClientFilter", () => {
  it("matches the name or the client id, ignoring case and spaces; nothing typed matches all", () => {
    expect(matchesClientFilter(client, " planner ")).toBe(true);
    expect(matchesClientFilter(client, "PUBLIC-APP")).toBe(true);
    expect(matchesClientFilter(client, "")).toBe(true);
    expect(matchesClientFilter(client, "confidential")).toBe(false);
  });
});
