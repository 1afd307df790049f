// The administrator's resource-server forms, shared by the form and the server action.
import { z } from "zod";
import { RESOURCE_SERVER_WORDS } from "@/lib/ui-words/resource-servers";

export const registerResourceServerSchema = z.object({
  name: z.string().trim().min(1, RESOURCE_SERVER_WORDS.nameRequired).max(100, RESOURCE_SERVER_WORDS.nameTooLong),
});
export type RegisterResourceServerInput = z.infer<typeof registerResourceServerSchema>;

export const revokeResourceServerSchema = z.object({ credentialId: z.string().min(1).max(100) });
export type RevokeResourceServerInput = z.infer<typeof revokeResourceServerSchema>;
