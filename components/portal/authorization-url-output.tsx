import { CopyButton } from "./copy-button";
import { URL_BUILDER_WORDS as W } from "@/lib/ui-words/authorization-url";

/** A finished authorization URL, selectable and copyable. */
export function AuthorizationUrlOutput({ url, label = W.output }: { url: string; label?: string }) {
  const id = `url-${label.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="mt-1 flex items-start gap-2">
        <textarea
          id={id}
          readOnly
          value={url}
          rows={4}
          className="block w-full min-w-0 resize-y rounded-md border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-xs"
        />
        <CopyButton value={url} label={label.toLowerCase()} />
      </div>
    </div>
  );
}
