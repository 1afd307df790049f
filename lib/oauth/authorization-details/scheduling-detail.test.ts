import { describe, expect, it } from "vitest";
import { apiResourceAt } from "../resource/api-resource";
import { judgeAuthorizationDetails, namesOnlyGrantedDetails } from "./judge-authorization-details";
import {
  MAX_AUTHORIZATION_DETAILS_LENGTH,
  parseAuthorizationDetails,
  type SchedulingDetail,
  readStoredDetails,
} from "./scheduling-detail";

const API = apiResourceAt("https://cal.example.com");
const book = { type: "scheduling", actions: ["book"], event_types: ["intro"], max_uses: 1 };
const read = (value: unknown) => parseAuthorizationDetails(JSON.stringify(value));

describe("parseAuthorizationDetails (RFC 9396 s2, our scheduling type)", () => {
  it("reads every field and normalises: instants in UTC, fixed key order, duplicates of ids dropped", () => {
    const reading = read([
      {
        max_uses: 2,
        time_window: { end: "2026-12-02T18:00:00+01:00", start: "2026-12-02T15:00:00Z" },
        bookings: ["b1", "b1"],
        event_types: ["intro"],
        locations: ["https://cal.example.com/v2"],
        actions: ["book", "cancel"],
        type: "scheduling",
      },
    ]);
    expect(reading).toEqual({
      ok: true,
      details: [
        {
          type: "scheduling",
          actions: ["book", "cancel"],
          locations: ["https://cal.example.com/v2"],
          event_types: ["intro"],
          bookings: ["b1"],
          time_window: { start: "2026-12-02T15:00:00.000Z", end: "2026-12-02T17:00:00.000Z" },
          max_uses: 2,
        },
      ],
    });
  });

  it.each([
    ["not JSON", "nope"],
    ["not an array", JSON.stringify(book)],
    ["an empty array", "[]"],
    ["eleven details", JSON.stringify(Array.from({ length: 11 }, () => book))],
    ["an unknown type", JSON.stringify([{ ...book, type: "payment_initiation" }])],
    ["an entry that is no object", JSON.stringify(["scheduling"])],
    ["an unknown field", JSON.stringify([{ ...book, colour: "red" }])],
    ["an unknown action", JSON.stringify([{ ...book, actions: ["delete_everything"] }])],
    ["no action", JSON.stringify([{ ...book, actions: [] }])],
    ["an action twice", JSON.stringify([{ ...book, actions: ["book", "book"] }])],
    ["51 ids", JSON.stringify([{ ...book, event_types: Array.from({ length: 51 }, (_, i) => `e${i}`) }])],
    ["an id with a slash", JSON.stringify([{ ...book, bookings: ["../x"] }])],
    ["max_uses 0", JSON.stringify([{ ...book, max_uses: 0 }])],
    ["max_uses 1.5", JSON.stringify([{ ...book, max_uses: 1.5 }])],
    ["max_uses as text", JSON.stringify([{ ...book, max_uses: "1" }])],
    [
      "a window ending before it starts",
      JSON.stringify([{ ...book, time_window: { start: "2026-12-02T17:00:00Z", end: "2026-12-02T15:00:00Z" } }]),
    ],
    [
      "a window of two years",
      JSON.stringify([{ ...book, time_window: { start: "2026-01-01T00:00:00Z", end: "2028-01-01T00:00:00Z" } }]),
    ],
    [
      "a window without a zone",
      JSON.stringify([{ ...book, time_window: { start: "2026-12-02T15:00:00", end: "2026-12-02T17:00:00" } }]),
    ],
    [
      "a window with an extra field",
      JSON.stringify([
        { ...book, time_window: { start: "2026-12-02T15:00:00Z", end: "2026-12-02T17:00:00Z", tz: "UTC" } },
      ]),
    ],
    ["a location that is no URI", JSON.stringify([{ ...book, locations: ["cal"] }])],
    ["too long", `[${" ".repeat(MAX_AUTHORIZATION_DETAILS_LENGTH)}]`],
  ])("refuses %s", (_, raw) => {
    const reading = parseAuthorizationDetails(raw);
    expect(reading.ok).toBe(false);
  });

  it("names the entry and the field it refuses", () => {
    expect(read([book, { ...book, colour: "red" }])).toEqual({
      ok: false,
      description: "authorization_details[1]: unknown field colour",
    });
    expect(read([{ ...book, type: "x" }])).toMatchObject({ description: expect.stringMatching(/unknown type/) });
  });

  it("reads stored details again, failing closed (covering nothing) on anything unreadable", () => {
    expect(readStoredDetails(null)).toBeNull();
    expect(readStoredDetails([book])).toHaveLength(1);
    expect(readStoredDetails(JSON.stringify([book]))).toHaveLength(1);
    expect(readStoredDetails([{ ...book, colour: "red" }])).toEqual([]);
  });
});

describe("judgeAuthorizationDetails: inside the client's scopes, at this API only", () => {
  const scopes = ["PROFILE_READ", "BOOKING_WRITE"] as const;
  const judge = (value: unknown, clientScopes: readonly string[] = scopes) =>
    judgeAuthorizationDetails([JSON.stringify(value)], clientScopes as never, API);

  it("takes none when absent, and refuses the parameter sent twice", () => {
    expect(judgeAuthorizationDetails([], [...scopes], API)).toEqual({ ok: true, details: null });
    expect(judgeAuthorizationDetails(["[]", "[]"], [...scopes], API).ok).toBe(false);
  });

  it("refuses an action whose scope the client is not registered for, naming it", () => {
    expect(judge([{ type: "scheduling", actions: ["read_bookings"] }])).toEqual({
      ok: false,
      description:
        "authorization_details[0]: read_bookings needs a scope this client is not registered for (BOOKING_READ)",
    });
    expect(judge([book], [])).toMatchObject({ ok: false });
  });

  it("takes the API's identifier as a location, in any accepted spelling, and refuses another", () => {
    const spelled = judge([{ ...book, locations: ["https://cal.example.com/v2/"] }]);
    expect(spelled).toMatchObject({ ok: true, details: [{ locations: ["https://cal.example.com/v2"] }] });
    expect(judge([{ ...book, locations: ["https://evil.example.com/v2"] }])).toMatchObject({ ok: false });
  });

  it("lets a token request name granted details only", () => {
    const detailsOf = (reading: { ok: boolean; details?: SchedulingDetail[] | null }) => reading.details ?? [];
    const granted = detailsOf(judge([book]));
    const same = detailsOf(read([book]));
    const wider = detailsOf(read([{ ...book, max_uses: 5 }]));
    expect(namesOnlyGrantedDetails(same, granted, API)).toBe(true);
    expect(namesOnlyGrantedDetails(wider, granted, API)).toBe(false);
    expect(namesOnlyGrantedDetails(same, null, API)).toBe(false);
  });
});
