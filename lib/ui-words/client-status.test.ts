import { describe, expect, it } from "vitest";
import { describeClientStatus } from "./client-status";

describe("describeClientStatus", () => {
  it("explains that a pending client cannot be used until an administrator reviews it", () => {
    expect(describeClientStatus("PENDING")).toMatchObject({ label: "Pending review", tone: "amber" });
    expect(describeClientStatus("PENDING").explanation).toMatch(/administrator has to review/);
  });

  it("shows the reviewer's note for rejected and suspended clients", () => {
    expect(describeClientStatus("REJECTED", "Logo missing").explanation).toContain("Reviewer's note: Logo missing");
    expect(describeClientStatus("SUSPENDED", "Abuse").explanation).toContain("Reviewer's note: Abuse");
    expect(describeClientStatus("REJECTED", null).explanation).not.toContain("note");
  });

  it("labels an approved client", () => {
    expect(describeClientStatus("APPROVED").label).toBe("Approved");
  });
});
