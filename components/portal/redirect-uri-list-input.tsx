"use client";

import { Button } from "@/components/shared/button";
import { FieldError } from "@/components/ui/field-frame";
import { MAX_REDIRECT_URIS } from "@/lib/clients/rules/redirect-uris";
import { REDIRECT_URI_WORDS as W } from "@/lib/ui-words/redirect-uris";

type Props = {
  value: readonly string[];
  onChange: (next: string[]) => void;
  listError?: string;
  entryErrors: ReadonlyArray<string | undefined>;
};

/** The create form's 1 to 10 redirect URI inputs, with how many remain. */
export function RedirectUriListInput({ value, onChange, listError, entryErrors }: Props) {
  const remaining = MAX_REDIRECT_URIS - value.length;
  const set = (index: number, uri: string) => onChange(value.map((v, i) => (i === index ? uri : v)));
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-700">{W.legend}</legend>
      <p className="mt-1 text-xs text-slate-500">{W.rules}</p>
      <ul className="mt-2 space-y-2">
        {value.map((uri, index) => {
          const error = entryErrors[index];
          const id = `redirect-uri-${index}`;
          return (
            <li key={index}>
              <div className="flex items-center gap-2">
                <label htmlFor={id} className="sr-only">
                  {W.entryLabel(index)}
                </label>
                <input
                  id={id}
                  type="url"
                  inputMode="url"
                  value={uri}
                  placeholder="https://app.example.com/oauth/callback"
                  onChange={(e) => set(index, e.target.value)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                  className="block w-full rounded-md border border-slate-300 px-3 py-2 font-mono text-sm aria-[invalid]:border-red-500"
                />
                <Button
                  tone="secondary"
                  size="xs"
                  onClick={() => onChange(value.filter((_, i) => i !== index))}
                  disabled={value.length <= 1}
                  title={value.length <= 1 ? W.needsOne : undefined}
                  aria-label={W.removeEntry(index)}
                >
                  {W.remove}
                </Button>
              </div>
              <FieldError id={`${id}-error`} message={error} />
            </li>
          );
        })}
      </ul>
      <FieldError message={listError} className="mt-2 text-xs" />
      <div className="mt-2 flex items-center gap-3">
        <Button tone="secondary" size="sm" onClick={() => onChange([...value, ""])} disabled={remaining <= 0}>
          {W.addAnother}
        </Button>
        <span className="text-xs text-slate-500">{W.listCount(value.length, remaining)}</span>
      </div>
    </fieldset>
  );
}
