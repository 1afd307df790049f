"use client";

// Adds a trusted-host rule: the host or suffix, allow or deny, the scopes an allow rule approves
// without review, and the reason the decision history records. The core judges the input.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/shared/button";
import { Field } from "@/components/ui/field";
import { TextAreaField } from "@/components/ui/text-area-field";
import type { ActionResult } from "@/lib/action-result";
import { addHostRuleAction } from "@/lib/actions/host-rules";
import { METADATA_HOST_WORDS as W } from "@/lib/ui-words/metadata-hosts";

type Effect = "ALLOW" | "DENY";

export function HostRuleForm({ scopes }: { scopes: readonly string[] }) {
  const router = useRouter();
  const [effect, setEffect] = useState<Effect>("ALLOW");
  const [chosen, setChosen] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ActionResult<{ pattern: string }> | null>(null);
  const errors = result && !result.ok ? (result.fieldErrors ?? {}) : {};

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const form = new FormData(element);
    setBusy(true);
    const outcome = await addHostRuleAction({
      pattern: String(form.get("pattern") ?? ""),
      effect,
      scopes: effect === "ALLOW" ? chosen : [],
      reason: String(form.get("reason") ?? ""),
    });
    setBusy(false);
    setResult(outcome);
    if (outcome.ok) {
      element.reset();
      setChosen([]);
      router.refresh();
    }
  };

  return (
    <form
      onSubmit={submit}
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
      aria-label={W.addHeading}
    >
      <h2 className="text-lg font-semibold">{W.addHeading}</h2>
      <p className="text-sm text-slate-700">{W.forms}</p>
      <Field name="pattern" label={W.pattern} required maxLength={255} autoComplete="off" error={errors.pattern} />
      <fieldset className="space-y-1 text-sm">
        <legend className="font-medium">{W.effect}</legend>
        {(["ALLOW", "DENY"] as const).map((value) => (
          <label key={value} className="mr-4 inline-flex min-h-10 items-center gap-2">
            <input
              type="radio"
              name="effect"
              value={value}
              checked={effect === value}
              onChange={() => setEffect(value)}
            />
            {value === "ALLOW" ? W.allow : W.deny}
          </label>
        ))}
      </fieldset>
      {effect === "ALLOW" ? (
        <fieldset className="space-y-1 text-sm" aria-describedby="host-rule-scopes-hint">
          <legend className="font-medium">{W.scopes}</legend>
          <p id="host-rule-scopes-hint" className="text-slate-600">
            {W.scopesHint}
          </p>
          <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2">
            {scopes.map((scope) => (
              <label key={scope} className="flex min-h-9 items-center gap-2 break-all font-mono text-xs">
                <input
                  type="checkbox"
                  checked={chosen.includes(scope)}
                  onChange={(e) =>
                    setChosen((now) => (e.target.checked ? [...now, scope] : now.filter((s) => s !== scope)))
                  }
                />
                {scope}
              </label>
            ))}
          </div>
          {errors.scopes ? (
            <p className="text-red-700" role="alert">
              {errors.scopes}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      <TextAreaField
        id="reason"
        name="reason"
        label={W.reason}
        hint={W.reasonHint}
        required
        maxLength={500}
        error={errors.reason}
      />
      <Button type="submit" disabled={busy}>
        {W.add}
      </Button>
      {result && !result.ok && !result.fieldErrors ? (
        <p className="text-sm text-red-700" role="alert">
          {result.message}
        </p>
      ) : null}
      {result?.ok ? (
        <p className="text-sm text-green-800" role="status">
          {W.added(result.data.pattern)}
        </p>
      ) : null}
    </form>
  );
}
