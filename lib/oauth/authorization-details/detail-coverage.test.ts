import { describe, expect, it } from "vitest";
import { MemoryOAuthStore } from "../testing/memory-store";
import { type DetailCall, coveringDetails, detailCovers, narrowDetailsToClientScopes } from "./detail-coverage";
import type { SchedulingDetail } from "./scheduling-detail";
import { type DetailSpending, spendCoveringDetail } from "./spend-detail-use";

const API = "https://cal.example.com/v2";
const oneBooking: SchedulingDetail = {
  type: "scheduling",
  actions: ["book"],
  locations: [API],
  event_types: ["intro"],
  time_window: { start: "2026-12-02T15:00:00.000Z", end: "2026-12-02T17:00:00.000Z" },
  max_uses: 1,
};
const call = (over: Partial<DetailCall> = {}): DetailCall => ({
  action: "book",
  location: API,
  eventTypeId: "intro",
  at: new Date("2026-12-02T15:30:00Z"),
  ...over,
});

describe("detailCovers: every restriction of the detail holds for the call", () => {
  it("covers the call it names", () => {
    expect(detailCovers(oneBooking, call())).toBe(true);
  });

  it.each<[string, Partial<DetailCall>]>([
    ["another action", { action: "cancel" }],
    ["another API", { location: "https://other.example.com/v2" }],
    ["another event type", { eventTypeId: "consult" }],
    ["no event type", { eventTypeId: undefined }],
    ["before the window", { at: new Date("2026-12-02T14:59:59Z") }],
    ["at the window's end (exclusive)", { at: new Date("2026-12-02T17:00:00Z") }],
    ["no instant to judge the window by", { at: undefined }],
  ])("does not cover %s", (_, over) => {
    expect(detailCovers(oneBooking, call(over))).toBe(false);
  });

  it("judges bookings by id, and a detail without restrictions covers its action anywhere", () => {
    const cancelOne: SchedulingDetail = { type: "scheduling", actions: ["cancel"], bookings: ["b1"] };
    expect(detailCovers(cancelOne, call({ action: "cancel", bookingUid: "b1" }))).toBe(true);
    expect(detailCovers(cancelOne, call({ action: "cancel", bookingUid: "b2" }))).toBe(false);
    expect(detailCovers({ type: "scheduling", actions: ["read_bookings"] }, call({ action: "read_bookings" }))).toBe(
      true,
    );
  });

  it("prefers details without a use limit, then the limited ones in order", () => {
    const unlimited: SchedulingDetail = { type: "scheduling", actions: ["book"] };
    expect(coveringDetails([oneBooking, unlimited, oneBooking], call())).toEqual([1, 0, 2]);
  });

  it("drops, in place, the actions whose scope the client no longer holds", () => {
    const both: SchedulingDetail = { type: "scheduling", actions: ["book", "read_bookings"] };
    expect(narrowDetailsToClientScopes([both, oneBooking], ["BOOKING_READ"])).toEqual([
      { ...both, actions: ["read_bookings"] },
      { ...oneBooking, actions: [] },
    ]);
  });
});

describe("spendCoveringDetail: a limited detail's uses, counted atomically in the store", () => {
  it("allows a max_uses 1 detail once, then names it", async () => {
    const store = new MemoryOAuthStore();
    expect(await spendCoveringDetail(store, "g1", [oneBooking], call())).toEqual({ ok: true, spent: 0 });
    expect(await spendCoveringDetail(store, "g1", [oneBooking], call())).toEqual({
      ok: false,
      code: "uses_spent",
      index: 0,
      detail: oneBooking,
    });
    // Another grant counts its own uses.
    expect(await spendCoveringDetail(store, "g2", [oneBooking], call())).toEqual({ ok: true, spent: 0 });
  });

  it("spends the next covering detail when the first is used up, and nothing for an unlimited one", async () => {
    const store = new MemoryOAuthStore();
    const details = [oneBooking, { ...oneBooking, max_uses: 2 }];
    const spent: DetailSpending[] = [];
    for (let i = 0; i < 4; i++) spent.push(await spendCoveringDetail(store, "g", details, call()));
    expect(spent.map((s) => (s.ok ? s.spent : s.code))).toEqual([0, 1, 1, "uses_spent"]);
    const unlimited = await spendCoveringDetail(store, "g", [{ type: "scheduling", actions: ["book"] }], call());
    expect(unlimited).toEqual({ ok: true, spent: null });
  });

  it("gives a use back (an operation that failed), so it can be spent again", async () => {
    const store = new MemoryOAuthStore();
    await spendCoveringDetail(store, "g", [oneBooking], call());
    await store.returnDetailUse("g", 0);
    expect(await spendCoveringDetail(store, "g", [oneBooking], call())).toEqual({ ok: true, spent: 0 });
  });

  it("refuses a call no detail covers, spending nothing", async () => {
    const store = new MemoryOAuthStore();
    expect(await spendCoveringDetail(store, "g", [oneBooking], call({ action: "cancel" }))).toEqual({
      ok: false,
      code: "not_covered",
    });
    expect(store.detailUses.size).toBe(0);
  });
});
