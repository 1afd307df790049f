// Redirect URIs with a short reason beside any that deserve a second look (non-https, IP
// literals, custom schemes, look-alike hosts).
import { redirectUriHighlights } from "@/lib/clients/rules/highlights";
import { highlightLabel } from "@/lib/ui-words/highlights";

export function RedirectUriReviewList({ uris, emptyText = "None" }: { uris: readonly string[]; emptyText?: string }) {
  if (uris.length === 0) return <p className="text-xs text-slate-500">{emptyText}</p>;
  return (
    <ul className="space-y-1 text-xs">
      {uris.map((uri) => {
        const flags = redirectUriHighlights(uri);
        return (
          <li
            key={uri}
            className={
              flags.length > 0 ? "rounded bg-amber-50 px-1.5 py-0.5 ring-1 ring-inset ring-amber-300" : "px-1.5 py-0.5"
            }
            data-flagged={flags.length > 0 ? "true" : undefined}
          >
            <code className="break-all">{uri}</code>
            {flags.map((f) => (
              <span key={f.code} className="block text-[11px] font-semibold text-amber-800">
                <span aria-hidden>▲ </span>
                {highlightLabel(f)}
              </span>
            ))}
          </li>
        );
      })}
    </ul>
  );
}
