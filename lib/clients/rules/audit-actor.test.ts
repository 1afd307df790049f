import { describe, expect, it } from "vitest";
import { actorForAdministrator, actorForDeveloper } from "./audit-actor";

const owner = { id: "owner", name: "Dev", email: "dev@example.com", role: "USER" as const };
const endUser = { id: "u1", name: "Uma", email: "user@example.com", role: "USER" as const };
const admin = { id: "a1", name: "Ada", email: "admin@example.com", role: "ADMIN" as const };

describe("who acted, as the client's developer sees it", () => {
  it("names the developer as you, and nobody else by name or email", () => {
    expect(actorForDeveloper(owner, "owner")).toEqual({ kind: "you" });
    expect(actorForDeveloper(endUser, "owner")).toEqual({ kind: "user" });
    expect(actorForDeveloper(admin, "owner")).toEqual({ kind: "administrator" });
    expect(actorForDeveloper(null, "owner")).toEqual({ kind: "system" });
    for (const actor of [endUser, admin])
      expect(JSON.stringify(actorForDeveloper(actor, "owner"))).not.toMatch(/Uma|Ada|@example/);
  });

  it("shows an administrator the person", () => {
    expect(actorForAdministrator(endUser)).toEqual({ kind: "person", name: "Uma", email: "user@example.com" });
  });
});
