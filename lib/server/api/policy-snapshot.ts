// The live policy table of this deployment: the checked-in rows of lib/scheduling/api-policy.snapshot.json.
import { API_POLICY, type PolicyEntry } from "@/lib/scheduling/api-policy-rows";

export function livePolicyRows(): readonly PolicyEntry[] {
  return API_POLICY;
}
