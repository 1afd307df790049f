// The review page's two sections as tabs (links, so each has its own URL and works without
// JavaScript): the decision on the client, and the decision on its pending change.
import Link from "@/components/ui/link";
import { REVIEW_TABS_WORDS as W } from "@/lib/ui-words/review-page";

export type ReviewTab = "client" | "change";

export function ReviewTabs({ clientId, current }: { clientId: string; current: ReviewTab }) {
  const base = `/admin/oauth-clients/${encodeURIComponent(clientId)}`;
  const tabs: Array<[ReviewTab, string, string]> = [
    ["change", W.change, `${base}?section=change`],
    ["client", W.client, `${base}?section=client`],
  ];
  return (
    <nav aria-label={W.label} className="border-b border-slate-200">
      <ul className="-mb-px flex flex-wrap gap-1">
        {tabs.map(([tab, label, href]) => (
          <li key={tab}>
            <Link
              href={href}
              aria-current={tab === current ? "page" : undefined}
              className={`inline-flex min-h-10 items-center border-b-2 px-3 text-sm font-medium ${tab === current ? "border-brand-600 text-slate-900" : "border-transparent text-slate-700 hover:border-slate-300"}`}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
