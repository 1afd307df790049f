"use server";

// The administrators' trusted agent host actions.
import { addHostRuleCommand, removeHostRuleCommand } from "./host-rule-commands";
import { adminAction } from "./plumbing/user-action";

const PAGE = "/admin/metadata-hosts";

export const addHostRuleAction = adminAction(addHostRuleCommand, { revalidate: () => [PAGE] });
export const removeHostRuleAction = adminAction(removeHostRuleCommand, { revalidate: () => [PAGE] });
