// Who acted in a client's audit log, as each viewer may learn it. The client's developer sees
// themself, "an administrator", "a user" or "the system": never an end user's name or email, which
// the developer has no claim to (a user who revoked access is just "a user"). Administrators, who
// manage accounts anyway, see the name and email.
export type AuditActorRecord = { id: string; name: string; email: string; role: "USER" | "ADMIN" } | null;

export type AuditActorView =
  | { kind: "person"; name: string; email: string }
  | { kind: "you" }
  | { kind: "administrator" }
  | { kind: "user" }
  | { kind: "system" };

export function actorForDeveloper(actor: AuditActorRecord, ownerId: string): AuditActorView {
  if (actor === null) return { kind: "system" };
  if (actor.id === ownerId) return { kind: "you" };
  return actor.role === "ADMIN" ? { kind: "administrator" } : { kind: "user" };
}

export function actorForAdministrator(actor: AuditActorRecord): AuditActorView {
  return actor === null ? { kind: "system" } : { kind: "person", name: actor.name, email: actor.email };
}
