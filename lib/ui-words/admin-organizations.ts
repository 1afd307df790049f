// Words of the admin's organizations page.
export const ADMIN_ORGANIZATIONS_WORDS = {
  title: "Organizations",
  intro:
    "Create an organization and name its first owner, an existing account. The owner invites everyone else; nobody joins without accepting.",
  createHeading: "New organization",
  name: "Organization name",
  slug: "Slug",
  slugHint: "Lowercase letters, digits and dashes, e.g. acme-sales.",
  ownerEmail: "First owner's email",
  ownerHint: "The email of an existing, active account. It becomes the organization's OWNER.",
  create: "Create organization",
  tableLabel: "Organizations",
  id: "Id",
  members: "Members",
  teams: "Teams",
  created: "Created",
  none: "No organizations yet.",
  outcomes: {
    created: (name: string) => `Organization ${name} created.`,
    invalid: "Check the fields: a name, a slug of lowercase letters, digits and dashes, and an email.",
    unknown_owner: "No active account has that email. The first owner must already have an account.",
    slug_taken: "An organization with this slug exists. Choose another slug.",
  },
  limitNote: (shown: number) => `Showing the ${shown} newest organizations.`,
} as const;

export type OrganizationOutcome = keyof typeof ADMIN_ORGANIZATIONS_WORDS.outcomes;
