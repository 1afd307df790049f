import { describe, expect, it } from "vitest";
import { describePolicyChanges, policyChanges } from "./api-policy-changes";
import type { PolicyEntry } from "./api-policy-rows";

const snapshot: PolicyEntry[] = [
  { method: "GET", path: "/v2/me", scope: "PROFILE_READ" },
  { method: "GET", path: "/v2/slots", scope: "public" },
  { method: "POST", path: "/v2/teams/{teamId}/schedules", scope: "TEAM_SCHEDULE_WRITE", role: "ADMIN" },
];

describe("the changes between the policy snapshot and the routes", () => {
  it("names the operations added, removed and changed, each once, and the command that records them", () => {
    const declared: PolicyEntry[] = [
      { method: "GET", path: "/v2/me", scope: "PROFILE_WRITE" },
      { method: "POST", path: "/v2/teams/{teamId}/schedules", scope: "TEAM_SCHEDULE_WRITE" },
      { method: "GET", path: "/v2/bookings/export", scope: "BOOKING_READ" },
    ];
    const changes = policyChanges(snapshot, declared);
    expect(changes).toEqual({
      added: ["GET /v2/bookings/export BOOKING_READ"],
      removed: ["GET /v2/slots public"],
      changed: [
        "GET /v2/me: PROFILE_READ -> PROFILE_WRITE",
        "POST /v2/teams/{teamId}/schedules: TEAM_SCHEDULE_WRITE ADMIN -> TEAM_SCHEDULE_WRITE",
      ],
    });
    expect(describePolicyChanges(changes)).toBe(
      [
        "The routes declare another access policy than lib/scheduling/api-policy.snapshot.json:",
        "  added (declared by a route, not in the snapshot):",
        "    + GET /v2/bookings/export BOOKING_READ",
        "  removed (in the snapshot, declared by no route):",
        "    - GET /v2/slots public",
        "  changed (scope or role):",
        "    ~ GET /v2/me: PROFILE_READ -> PROFILE_WRITE",
        "    ~ POST /v2/teams/{teamId}/schedules: TEAM_SCHEDULE_WRITE ADMIN -> TEAM_SCHEDULE_WRITE",
        "If the change of access is intended, run `npm run api:routes` and commit the snapshot with it.",
      ].join("\n"),
    );
  });

  it("is empty, and reports nothing, when the routes declare the snapshot's rows", () => {
    const changes = policyChanges(snapshot, [...snapshot].reverse());
    expect(changes).toEqual({ added: [], removed: [], changed: [] });
    expect(describePolicyChanges(changes)).toBe("");
  });
});
