import { describe, expect, it } from "vitest";
import { cursorBinding, openCursor, sealCursor } from "./list-cursor";

const key = Buffer.alloc(32, 7);
const teamList = cursorBinding("GET /v2/teams/{teamId}/bookings", {
  kind: "team",
  teamId: "t1",
  organizationId: null,
  role: "MEMBER",
});

describe("list cursors", () => {
  it("open to the row id in the list that sealed them", () => {
    const cursor = sealCursor(key, teamList, "row-1");
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(openCursor(key, teamList, cursor)).toBe("row-1");
  });

  it("open to nothing in another realm, another list, or under another key", () => {
    const cursor = sealCursor(key, teamList, "row-1");
    const otherTeam = cursorBinding("GET /v2/teams/{teamId}/bookings", {
      kind: "team",
      teamId: "t2",
      organizationId: null,
      role: "OWNER",
    });
    expect(openCursor(key, otherTeam, cursor)).toBeNull();
    expect(openCursor(key, cursorBinding("GET /v2/teams/{teamId}/schedules", null), cursor)).toBeNull();
    expect(openCursor(key, cursorBinding("GET /v2/bookings", { kind: "user", userId: "t1" }), cursor)).toBeNull();
    expect(openCursor(Buffer.alloc(32, 8), teamList, cursor)).toBeNull();
  });

  it("refuses row ids, tampered and malformed cursors", () => {
    const cursor = sealCursor(key, teamList, "row-1");
    const [id, mac] = cursor.split(".") as [string, string];
    for (const bad of [
      "row-1",
      "",
      ".",
      `${id}.`,
      `.${mac}`,
      `${id}.${mac}.x`,
      `${id}.${mac.slice(0, -1)}${mac.endsWith("A") ? "B" : "A"}`,
      `${Buffer.from("row-2").toString("base64url")}.${mac}`,
      `${id}=.${mac}`,
      `${id}.${mac}=`,
      `${id} .${mac}`,
    ])
      expect(openCursor(key, teamList, bad), bad).toBeNull();
  });
});
