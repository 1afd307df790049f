import { describe, expect, it } from "vitest";
import type { SchedulingDetail } from "@/lib/oauth/authorization-details/scheduling-detail";
import { detailSentence } from "./authorization-details";

const names = new Map([["intro", "Intro call"]]);
const window = { start: "2026-12-02T14:00:00.000Z", end: "2026-12-02T16:00:00.000Z" };

describe("detailSentence: one plain sentence per detail, times in the reader's zone", () => {
  it("words the issue's example", () => {
    const detail: SchedulingDetail = {
      type: "scheduling",
      actions: ["book"],
      event_types: ["intro"],
      time_window: window,
      max_uses: 1,
    };
    expect(detailSentence(detail, { eventTypeNames: names, timeZone: "Europe/Berlin" })).toBe(
      "Book one meeting of Intro call between Wed 2 Dec 15:00 and 17:00 (your time)",
    );
  });

  it("names a window across days in full, unknown event types by id, and counts", () => {
    const detail: SchedulingDetail = {
      type: "scheduling",
      actions: ["book", "cancel"],
      event_types: ["intro", "other"],
      time_window: { start: window.start, end: "2026-12-03T16:00:00.000Z" },
      max_uses: 3,
    };
    expect(detailSentence(detail, { eventTypeNames: names, timeZone: "UTC", zoneLabel: "UTC" })).toBe(
      "Book and cancel up to 3 meetings of Intro call or event type other between Wed 2 Dec 14:00 and Thu 3 Dec 16:00 (UTC)",
    );
  });

  it("words bookings, reading and availability", () => {
    const facts = { eventTypeNames: names, timeZone: "UTC" };
    expect(detailSentence({ type: "scheduling", actions: ["cancel"], bookings: ["b1"], max_uses: 1 }, facts)).toBe(
      "Cancel one meeting (only booking b1)",
    );
    expect(detailSentence({ type: "scheduling", actions: ["read_bookings"] }, facts)).toBe("See meetings");
    expect(detailSentence({ type: "scheduling", actions: ["read_availability"], max_uses: 1 }, facts)).toBe(
      "See your availability (once)",
    );
  });
});
