// What creating an organization needs from storage. Adapters: lib/db/organizations-admin.ts
// (Prisma) and testing/memory-organizations.ts.

export interface OrganizationRecord {
  readonly id: string;
  readonly name: string;
  readonly slug: string;
}

export interface OrganizationStore {
  /** The account with this (normalised) email, or null. */
  findAccountByEmail(email: string): Promise<{ readonly id: string; readonly disabled: boolean } | null>;
  /** The organization with `ownerId` as its OWNER, in one write; `slug_taken` when another has the slug. */
  insertOrganization(input: {
    readonly name: string;
    readonly slug: string;
    readonly ownerId: string;
  }): Promise<
    | { readonly ok: true; readonly organization: OrganizationRecord }
    | { readonly ok: false; readonly code: "slug_taken" }
  >;
}
