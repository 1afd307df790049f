import { describe, expect, it } from "vitest";
import { changeDecisionSchema, clientDecisionFormSchema, clientDecisionSchema } from "./decision-forms";

const issuesOf = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  result.error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`) ?? [];

describe("decision schemas", () => {
  it("requires a reason to reject or suspend, as a field error on reason", () => {
    for (const action of ["reject", "suspend"] as const) {
      const result = clientDecisionFormSchema.safeParse({ action, reason: "   " });
      expect(result.success).toBe(false);
      expect(issuesOf(result)[0]).toMatch(/^reason: Give a reason for/);
    }
    expect(changeDecisionSchema.safeParse({ action: "reject", reason: "", changeId: "c1" }).success).toBe(false);
  });

  it("lets approve and reinstate go without a note, and trims the note", () => {
    expect(clientDecisionFormSchema.parse({ action: "approve", reason: "" })).toEqual({
      action: "approve",
      reason: "",
    });
    expect(clientDecisionFormSchema.parse({ action: "reinstate", reason: "  fixed  " }).reason).toBe("fixed");
    expect(changeDecisionSchema.safeParse({ action: "approve", reason: "", changeId: "c1" }).success).toBe(true);
  });

  it("bounds the reason and refuses unknown actions and statuses", () => {
    expect(issuesOf(clientDecisionFormSchema.safeParse({ action: "reject", reason: "x".repeat(1001) }))).toEqual([
      "reason: At most 1000 characters",
    ]);
    expect(
      clientDecisionSchema.safeParse({ action: "delete", reason: "", clientId: "a", expectedStatus: "PENDING" })
        .success,
    ).toBe(false);
    expect(
      clientDecisionSchema.safeParse({ action: "approve", reason: "", clientId: "a", expectedStatus: "GONE" }).success,
    ).toBe(false);
    expect(
      clientDecisionSchema.safeParse({ action: "approve", reason: "", clientId: "a", expectedStatus: "PENDING" })
        .success,
    ).toBe(true);
  });
});
