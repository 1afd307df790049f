import { describe, expect, it } from "vitest";
import { ACTION_SCOPE, SCHEDULING_ACTIONS } from "@/lib/oauth/authorization-details/scheduling-actions";
import snapshot from "../api-policy.snapshot.json";
import { DETAIL_OPERATIONS, detailActionOf } from "./detail-operations";

describe("DETAIL_OPERATIONS: which operations each scheduling action reaches", () => {
  it("names operations of the policy table that require the action's scope, each under one action", () => {
    const seen = new Set<string>();
    for (const action of SCHEDULING_ACTIONS) {
      for (const operation of DETAIL_OPERATIONS[action]) {
        const [method, path] = operation.split(" ");
        const row = snapshot.find((r) => r.method === method && r.path === path);
        expect(row, operation).toBeDefined();
        // A personal operation, behind the scope a detail is a slice of.
        expect(row).toMatchObject({ scope: ACTION_SCOPE[action] });
        expect(row).not.toHaveProperty("role");
        expect(seen.has(operation), operation).toBe(false);
        seen.add(operation);
        expect(detailActionOf(method!, path!)).toBe(action);
      }
    }
    expect(detailActionOf("GET", "/v2/me")).toBeNull();
  });
});
