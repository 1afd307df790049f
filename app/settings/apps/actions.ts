"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import type { ActionResult } from "@/lib/action-result";
import { requireUser } from "@/lib/auth/current-user";
import { revokeAppAccess } from "@/lib/db/grants/revoke-app-access";

const revokeSchema = z.object({ clientId: z.string().min(1).max(255) });

export async function revokeAppAccessAction(input: unknown): Promise<ActionResult<{ revoked: number }>> {
  const user = await requireUser("/settings/apps");
  const parsed = revokeSchema.safeParse(input);
  if (!parsed.success) return { ok: false, code: "invalid_input", message: "Unknown application." };
  const revoked = await revokeAppAccess({ userId: user.id, clientId: parsed.data.clientId });
  if (revoked === 0) return { ok: false, code: "not_found", message: "This application no longer has access." };
  revalidatePath("/settings/apps");
  return { ok: true, data: { revoked } };
}
