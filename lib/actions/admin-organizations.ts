"use server";
// Creating an organization with its first OWNER (admins only; Next.js checks the Origin of every
// server action, which is the CSRF defence). The outcome travels in the address, so the page
// reports it after it re-renders.
import { securityEvent } from "@/lib/observability/security-event";
import { createOrganization } from "@/lib/scheduling/use-cases/create-organization";
import { organizationDeps } from "@/lib/server/roots/organizations";
import { formAction } from "./plumbing/form-action";
import { createOrganizationSchema } from "./schemas/organization-forms";

const PAGE = "/admin/organizations";

export const createOrganizationAction = formAction(
  createOrganizationSchema,
  async (admin, input) => {
    const result = await createOrganization(await organizationDeps(), input);
    if (!result.ok) return result;
    securityEvent("admin_decision", {
      decision: "organization_created",
      organizationId: result.data.organization.id,
      ownerId: result.data.ownerId,
      adminId: admin.id,
    });
    return { ok: true as const, data: result.data.organization.id };
  },
  {
    who: "admin",
    returnTo: PAGE,
    redirectTo: (outcome) => {
      if (outcome.ok) return `${PAGE}?${new URLSearchParams({ outcome: "created", organization: outcome.data })}`;
      return `${PAGE}?${new URLSearchParams({ outcome: outcome.code === "invalid_input" ? "invalid" : outcome.code })}`;
    },
  },
);
