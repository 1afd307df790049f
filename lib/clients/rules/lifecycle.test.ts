import { describe, expect, it } from "vitest";
import {
  CLIENT_STATUSES,
  allowedActions,
  canTransition,
  changesNeedReview,
  reasonProblemFor,
  reasonRule,
  revokesGrants,
  stopsTokens,
  type ClientLifecycleAction,
} from "./lifecycle";

describe("client lifecycle table", () => {
  const allowed: Array<[string, ClientLifecycleAction, string]> = [
    ["PENDING", "approve", "APPROVED"],
    ["PENDING", "reject", "REJECTED"],
    ["APPROVED", "suspend", "SUSPENDED"],
    ["SUSPENDED", "reinstate", "APPROVED"],
    ["REJECTED", "resubmit", "PENDING"],
    ["APPROVED", "reject", "REJECTED"],
    ["SUSPENDED", "reject", "REJECTED"],
  ];

  it.each(allowed)("allows %s --%s--> %s", (from, action, to) => {
    expect(canTransition(from as never, action)).toBe(to);
  });

  it("refuses every other pair", () => {
    const actions: ClientLifecycleAction[] = ["approve", "reject", "suspend", "reinstate", "resubmit"];
    for (const from of CLIENT_STATUSES) {
      for (const action of actions) {
        if (allowed.some(([f, a]) => f === from && a === action)) continue;
        expect(canTransition(from, action), `${from} ${action}`).toBeNull();
      }
    }
  });

  it("gives admins and owners separate actions", () => {
    expect(allowedActions("PENDING", "admin")).toEqual(["approve", "reject"]);
    expect(allowedActions("APPROVED", "admin")).toEqual(["suspend", "reject"]);
    expect(allowedActions("SUSPENDED", "admin")).toEqual(["reinstate", "reject"]);
    expect(allowedActions("REJECTED", "admin")).toEqual([]);
    expect(allowedActions("REJECTED", "owner")).toEqual(["resubmit"]);
    expect(allowedActions("PENDING", "owner")).toEqual([]);
  });

  it("requires a reason to reject or suspend, not to approve or reinstate", () => {
    expect(reasonRule("reject")).toBe("required");
    expect(reasonRule("suspend")).toBe("required");
    expect(reasonRule("approve")).toBe("optional");
    expect(reasonRule("reinstate")).toBe("optional");
  });

  it("checks a reason against its rule and length", () => {
    expect(reasonProblemFor(null, "required")).toEqual({ code: "reason_required" });
    expect(reasonProblemFor("Spam", "required")).toBeNull();
    expect(reasonProblemFor(null, "optional")).toBeNull();
    expect(reasonProblemFor("x".repeat(1001), "optional")).toEqual({ code: "reason_too_long" });
  });

  it("revokes grants only when rejecting a client users could already authorize", () => {
    expect(revokesGrants("APPROVED", "reject")).toBe(true);
    expect(revokesGrants("SUSPENDED", "reject")).toBe(true);
    expect(revokesGrants("PENDING", "reject")).toBe(false);
    expect(revokesGrants("APPROVED", "suspend")).toBe(false);
  });

  it("needs a confirmation (stops tokens) for suspending an approved client and rejecting a live one", () => {
    expect(stopsTokens("APPROVED", "suspend")).toBe(true);
    expect(stopsTokens("APPROVED", "reject")).toBe(true);
    expect(stopsTokens("SUSPENDED", "reject")).toBe(true);
    expect(stopsTokens("PENDING", "reject")).toBe(false);
    expect(stopsTokens("PENDING", "approve")).toBe(false);
    expect(stopsTokens("SUSPENDED", "reinstate")).toBe(false);
  });

  it("reviews changes of approved and suspended clients only", () => {
    expect(CLIENT_STATUSES.filter(changesNeedReview)).toEqual(["APPROVED", "SUSPENDED"]);
  });
});
