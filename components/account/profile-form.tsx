// The account page's name and time zone, as a plain form (works without scripts).
import { Field } from "@/components/ui/field";
import { SubmitButton } from "@/components/shared/submit-button";
import { saveProfileAction } from "@/lib/actions/accounts";
import { ACCOUNT_WORDS as W } from "@/lib/ui-words/account";

type Props = { name: string; timeZone: string; timeZones: readonly string[] };

export function ProfileForm({ name, timeZone, timeZones }: Props) {
  return (
    <form action={saveProfileAction} className="mt-3 space-y-4 rounded-lg border border-slate-200 bg-white p-5">
      <Field label={W.name} name="name" defaultValue={name} required maxLength={100} autoComplete="name" />
      <div>
        <label htmlFor="timeZone" className="block text-sm font-medium text-slate-700">
          {W.timeZone}
        </label>
        <select
          id="timeZone"
          name="timeZone"
          defaultValue={timeZone}
          aria-describedby="timeZone-hint"
          className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm"
        >
          {timeZones.map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </select>
        <p id="timeZone-hint" className="mt-1 text-xs text-slate-600">
          {W.timeZoneHint}
        </p>
      </div>
      <SubmitButton pendingLabel={W.saving}>{W.save}</SubmitButton>
    </form>
  );
}
