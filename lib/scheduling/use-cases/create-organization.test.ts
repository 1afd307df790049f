import { describe, expect, it } from "vitest";
import { createMemoryOrganizations } from "../testing/memory-organizations";
import { createOrganization } from "./create-organization";

const accounts = new Map([
  ["ada@example.com", { id: "u-ada", disabled: false }],
  ["gone@example.com", { id: "u-gone", disabled: true }],
]);

describe("creating an organization", () => {
  it("makes the account named by its email the first OWNER, whatever the email's case and spacing", async () => {
    const organizations = createMemoryOrganizations(accounts);
    const result = await createOrganization(
      { organizations },
      { name: "Globex", slug: "globex", ownerEmail: "  Ada@Example.COM " },
    );
    expect(result).toEqual({
      ok: true,
      data: { organization: { id: "org-1", name: "Globex", slug: "globex" }, ownerId: "u-ada" },
    });
    expect(organizations.organizations).toEqual([{ id: "org-1", name: "Globex", slug: "globex", ownerId: "u-ada" }]);
  });

  it("refuses an owner without an account, or whose account is disabled, and writes nothing", async () => {
    const organizations = createMemoryOrganizations(accounts);
    for (const ownerEmail of ["nobody@example.com", "gone@example.com"])
      expect(await createOrganization({ organizations }, { name: "X", slug: "x", ownerEmail }), ownerEmail).toEqual({
        ok: false,
        code: "unknown_owner",
      });
    expect(organizations.organizations).toEqual([]);
  });

  it("refuses a slug another organization has", async () => {
    const organizations = createMemoryOrganizations(accounts);
    const input = { name: "Globex", slug: "globex", ownerEmail: "ada@example.com" };
    await createOrganization({ organizations }, input);
    expect(await createOrganization({ organizations }, { ...input, name: "Other" })).toEqual({
      ok: false,
      code: "slug_taken",
    });
    expect(organizations.organizations).toHaveLength(1);
  });
});
