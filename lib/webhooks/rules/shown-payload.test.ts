import { describe, expect, it } from "vitest";
import { shownRequestBody } from "./shown-payload";

const body = JSON.stringify({ payload: { attendee: { name: "Ann", email: "ann@example.com" } } });

describe("the payload shown for an attempt", () => {
  it("is the body sent when the receiver answered, whatever the status", () => {
    for (const statusCode of [200, 302, 410, 500]) expect(shownRequestBody({ statusCode, body })).toBe(body);
  });

  it("is withheld when the attempt never reached the receiver", () => {
    expect(shownRequestBody({ statusCode: null, body })).toBeNull();
  });
});
