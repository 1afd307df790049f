import { describe, expect, it } from "vitest";
import { createOrganizationSchema } from "./organization-forms";

describe("the new organization form", () => {
  it("takes a name, a slug and an email, trimmed", () => {
    expect(
      createOrganizationSchema.parse({ name: " Acme ", slug: "acme-sales", ownerEmail: " Owner@Example.com " }),
    ).toEqual({ name: "Acme", slug: "acme-sales", ownerEmail: "Owner@Example.com" });
  });

  it("refuses an empty name, a slug with capitals or spaces, control characters and a non-email", () => {
    const ok = { name: "Acme", slug: "acme", ownerEmail: "a@example.com" };
    for (const bad of [
      { ...ok, name: " " },
      { ...ok, name: "Ac\u0000me" },
      { ...ok, slug: "Acme" },
      { ...ok, slug: "ac me" },
      { ...ok, slug: "-acme" },
      { ...ok, ownerEmail: "nobody" },
      { ...ok, name: "x".repeat(101) },
    ])
      expect(createOrganizationSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });
});
