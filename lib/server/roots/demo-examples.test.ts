import { describe, expect, it } from "vitest";
import { DEMO_CLIENTS, DEMO_SCHEDULING, DEMO_TEAM } from "@/lib/db/demo-data";
import { exampleValues } from "./demo-examples";

describe("the API reference's example values", () => {
  it("are the seeded demo's where there is one, so an example runs as printed", () => {
    const values = exampleValues("development");
    expect(values.client).toMatchObject({ id: "demo-confidential-app", secret: DEMO_CLIENTS.confidential.secret });
    expect(values.byName.teamId).toBe(DEMO_TEAM.id);
  });

  it("are placeholders in production, which has no demo data: never the demo client's secret", () => {
    const printed = JSON.stringify(exampleValues("production"));
    for (const demo of [
      ...Object.values(DEMO_CLIENTS).flatMap((c) => [c.clientId, "secret" in c ? c.secret : ""]),
      DEMO_TEAM.id,
      DEMO_SCHEDULING.upcomingBooking,
    ].filter(Boolean))
      expect(printed).not.toContain(demo);
    expect(exampleValues("production").client).toMatchObject({ id: "YOUR_CLIENT_ID", secret: "YOUR_CLIENT_SECRET" });
  });
});
