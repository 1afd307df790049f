// The authorization details (RFC 9396) of a request or grant, one plain sentence each: on the
// consent screen, the authorized-apps page and the admin's grant view. Server component.
import type { SchedulingDetail } from "@/lib/oauth/authorization-details/scheduling-detail";
import { DETAIL_WORDS, type DetailWordsFacts, detailSentence } from "@/lib/ui-words/authorization-details";

export function ConsentDetailList({
  details,
  facts,
  uses,
  heading = DETAIL_WORDS.heading,
  intro = DETAIL_WORDS.intro,
}: {
  details: readonly SchedulingDetail[];
  facts: DetailWordsFacts;
  /** Uses counted per detail index (a grant's), to show what is left of a max_uses; absent: none shown. */
  uses?: ReadonlyMap<number, number>;
  heading?: string | null;
  intro?: string | null;
}) {
  return (
    <div className="space-y-2" data-testid="authorization-details">
      {heading ? <h2 className="text-sm font-medium text-slate-700">{heading}</h2> : null}
      {intro ? <p className="text-xs text-slate-600">{intro}</p> : null}
      <ul className="space-y-1">
        {details.map((detail, index) => {
          const max = detail.max_uses;
          const used = uses?.get(index) ?? 0;
          return (
            <li
              // A grant's details never change order: the index is the detail's identity.
              key={index}
              className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-900"
              data-testid="authorization-detail"
            >
              {detailSentence(detail, facts)}
              {uses && max !== undefined ? (
                <span className="block text-xs text-slate-600">
                  {used >= max ? DETAIL_WORDS.allUsed : DETAIL_WORDS.usesLeft(max - used, max)}
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
