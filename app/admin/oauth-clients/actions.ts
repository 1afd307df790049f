"use server";

// The admin review decisions. Each action validates with the form's schema, checks that the
// caller is an administrator (anyone else gets the same `not_found` as for a missing page),
// calls lib/db, and returns an ActionResult the form turns into words.
import { revalidatePath } from "next/cache";
import { fieldErrorsOf, type ActionResult } from "@/lib/action-result";
import { getCurrentUser } from "@/lib/auth/current-user";
import { decideClient, type ClientDecision } from "@/lib/db/review/decide-client";
import { decideClientChange, type ClientChangeDecision } from "@/lib/db/review/decide-client-change";
import type { UserRecord } from "@/lib/db/users";
import { changeDecisionSchema, clientDecisionSchema } from "@/lib/review/decision-schemas";

const NOT_FOUND = { ok: false, code: "not_found", message: "Not found." } as const;
const INVALID = "Please correct the highlighted fields.";
const INTERNAL = { ok: false, code: "internal", message: "Something went wrong on our side. Nothing was decided; please try again." } as const;

/** Like requireAdmin, but an action answers with a result instead of rendering a 404 page. */
async function currentAdmin(): Promise<UserRecord | null> {
  const user = await getCurrentUser();
  return user?.role === "ADMIN" ? user : null;
}

async function guarded<T>(work: () => Promise<ActionResult<T>>): Promise<ActionResult<T>> {
  try {
    return await work();
  } catch (err) {
    console.error("admin review action failed", err);
    return INTERNAL;
  }
}

export async function decideClientAction(input: unknown): Promise<ActionResult<ClientDecision>> {
  return guarded(async () => {
    const admin = await currentAdmin();
    if (!admin) return NOT_FOUND;
    const parsed = clientDecisionSchema.safeParse(input);
    if (!parsed.success) return { ok: false, code: "invalid_input", message: INVALID, fieldErrors: fieldErrorsOf(parsed.error.issues) };
    const result = await decideClient({ ...parsed.data, actorId: admin.id });
    // Both outcomes change what the pages should show: a lost race means someone else decided.
    revalidatePath("/admin/oauth-clients");
    revalidatePath(`/admin/oauth-clients/${encodeURIComponent(parsed.data.clientId)}`);
    return result;
  });
}

export async function decideClientChangeAction(input: unknown): Promise<ActionResult<ClientChangeDecision>> {
  return guarded(async () => {
    const admin = await currentAdmin();
    if (!admin) return NOT_FOUND;
    const parsed = changeDecisionSchema.safeParse(input);
    if (!parsed.success) return { ok: false, code: "invalid_input", message: INVALID, fieldErrors: fieldErrorsOf(parsed.error.issues) };
    const result = await decideClientChange({ ...parsed.data, actorId: admin.id });
    revalidatePath("/admin/oauth-clients");
    if (result.ok) revalidatePath(`/admin/oauth-clients/${encodeURIComponent(result.data.clientId)}`);
    return result;
  });
}
