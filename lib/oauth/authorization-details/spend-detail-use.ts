// A call of a token with authorization details (RFC 9396), at the API: allowed only when a detail
// covers it; a detail with max_uses is spent first, atomically (one conditional write shared by
// every instance). A use counts only for an operation that succeeded: the guard spends before the
// operation (so two concurrent calls cannot both take the last use) and gives the use back when the
// operation fails. A process that dies between the two loses that use: never more uses than granted.
import type { DetailCall } from "./detail-coverage";
import { coveringDetails } from "./detail-coverage";
import type { DetailUsePort } from "./detail-use-storage";
import type { SchedulingDetail } from "./scheduling-detail";

export type DetailSpending =
  /** `spent`: the index of the limited detail whose use was counted; null when an unlimited one covers. */
  | { ok: true; spent: number | null }
  | { ok: false; code: "not_covered" }
  /** Every covering detail has a limit, and all its uses are spent; `index` names the first. */
  | { ok: false; code: "uses_spent"; index: number; detail: SchedulingDetail };

export async function spendCoveringDetail(
  store: Pick<DetailUsePort, "spendDetailUse">,
  grantId: string,
  details: readonly SchedulingDetail[],
  call: DetailCall,
): Promise<DetailSpending> {
  const covering = coveringDetails(details, call);
  const [first] = covering;
  if (first === undefined) return { ok: false, code: "not_covered" };
  for (const index of covering) {
    const max = details[index]?.max_uses;
    if (max === undefined) return { ok: true, spent: null };
    if (await store.spendDetailUse(grantId, index, max)) return { ok: true, spent: index };
  }
  return { ok: false, code: "uses_spent", index: first, detail: details[first]! };
}
