// The columns of what users see about an app (DETAIL_FIELDS of lib/clients/rules/client-details):
// every query that reads or compares a client's details selects them through this one object.
import type { DetailField } from "@/lib/clients/rules/client-details";
import type { Prisma } from "../generated/client";

export const clientDetailsSelect = {
  name: true,
  description: true,
  websiteUrl: true,
  logoUrl: true,
  privacyPolicyUrl: true,
  termsOfServiceUrl: true,
} as const satisfies Record<DetailField, true> & Prisma.OAuthClientSelect;
