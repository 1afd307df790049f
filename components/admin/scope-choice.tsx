// The scopes a self-registered client may use once approved: every one it asked for, ticked; the
// administrator unticks what it should not get.
import { METADATA_REVIEW_WORDS as W } from "@/lib/ui-words/client-metadata";

type Props = {
  scopes: readonly string[];
  chosen: readonly string[];
  onChange: (chosen: readonly string[]) => void;
};

export function ScopeChoice({ scopes, chosen, onChange }: Props) {
  return (
    <fieldset className="space-y-1 text-sm" data-testid="scope-choice">
      <legend className="font-medium text-slate-800">{W.scopesToGrant}</legend>
      {scopes.map((scope) => (
        <label key={scope} className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={chosen.includes(scope)}
            onChange={(e) => onChange(e.target.checked ? [...chosen, scope] : chosen.filter((s) => s !== scope))}
          />
          <code>{scope}</code>
        </label>
      ))}
    </fieldset>
  );
}
