// The account page's name and time zone, as a plain form (works without scripts).
import { Field } from "@/components/ui/field";
import { SelectField } from "@/components/ui/select-field";
import { SubmitButton } from "@/components/shared/submit-button";
import { saveProfileAction } from "@/lib/actions/accounts";
import { ACCOUNT_WORDS as W } from "@/lib/ui-words/account";

type Props = { name: string; timeZone: string; timeZones: readonly string[] };

export function ProfileForm({ name, timeZone, timeZones }: Props) {
  return (
    <form action={saveProfileAction} className="mt-3 space-y-4 rounded-lg border border-slate-200 bg-white p-5">
      <Field label={W.name} name="name" defaultValue={name} required maxLength={100} autoComplete="name" />
      <SelectField
        id="timeZone"
        name="timeZone"
        label={W.timeZone}
        hint={W.timeZoneHint}
        defaultValue={timeZone}
        options={timeZones}
      />
      <SubmitButton pendingLabel={W.saving}>{W.save}</SubmitButton>
    </form>
  );
}
