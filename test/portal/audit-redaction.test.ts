// The client's audit log as its developer reads it: an end user who revoked access is "a user",
// never a name or an email; an administrator reading the same log sees the person.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AuditLogList } from "@/components/portal/audit-log-list";
import { actorForAdministrator, actorForDeveloper } from "@/lib/clients/rules/audit-actor";
import { listClientAudit } from "@/lib/db/audit-log";
import { revokeAppAccess } from "@/lib/db/grants/revoke-app-access";
import { withTestDatabase } from "../test-database";
import { internalIdOf, makeClient, makeGrant, makeUser } from "./portal-fixtures";

const ctx = withTestDatabase();

describe("audit entries shown to the client's developer", () => {
  it("say a user revoked access, without the user's name or email", async () => {
    const owner = await makeUser(ctx.db.prisma);
    const endUser = await makeUser(ctx.db.prisma);
    const { clientId } = await makeClient(owner);
    await makeGrant(ctx.db.prisma, clientId, endUser);
    expect(await revokeAppAccess({ userId: endUser.id, clientId })).toBe(1);
    const person = await ctx.db.prisma.user.findUniqueOrThrow({ where: { id: endUser.id } });
    const id = await internalIdOf(ctx.db.prisma, clientId);

    const forDeveloper = await listClientAudit(id, (actor) => actorForDeveloper(actor, owner.id));
    const html = renderToStaticMarkup(createElement(AuditLogList, { entries: forDeveloper }));
    expect(html).toContain("A user revoked this app&#x27;s access");
    expect(html).toContain("by a user");
    expect(html).toContain("by you");
    expect(html).not.toContain(person.email);
    expect(html).not.toContain(person.name);

    const forAdmin = await listClientAudit(id, actorForAdministrator);
    expect(renderToStaticMarkup(createElement(AuditLogList, { entries: forAdmin }))).toContain(person.email);
  });
});
