// The portal shows every time in the viewer's time zone, named, as the rest of the product does.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AuditLogList } from "@/components/portal/audit-log-list";
import type { AuditEntry } from "@/lib/clients/views/review-views";

const entry: AuditEntry = {
  id: "a1",
  eventType: "client.created",
  details: {},
  createdAt: new Date("2026-01-15T18:05:00Z"),
  actor: { kind: "you" },
};

describe("portal times", () => {
  it("shows the audit log's times of day in the viewer's zone, and in UTC without one", () => {
    expect(
      renderToStaticMarkup(createElement(AuditLogList, { entries: [entry], timeZone: "Europe/Berlin" })),
    ).toContain("2026-01-15 19:05 CET");
    expect(renderToStaticMarkup(createElement(AuditLogList, { entries: [entry] }))).toContain("2026-01-15 18:05 UTC");
  });
});
