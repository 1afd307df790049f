"use server";

// The administrators' resource-server actions.
import { adminAction } from "./plumbing/user-action";
import { registerResourceServerCommand, revokeResourceServerCommand } from "./resource-server-commands";

const PAGE = "/admin/resource-servers";

export const registerResourceServerAction = adminAction(registerResourceServerCommand, { revalidate: () => [PAGE] });
export const revokeResourceServerAction = adminAction(revokeResourceServerCommand, { revalidate: () => [PAGE] });
