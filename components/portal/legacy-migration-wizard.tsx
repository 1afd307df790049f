"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { migrateLegacyClientAction } from "@/app/settings/developer/oauth/actions";
import type { ClientKind } from "@/lib/oauth/ports";
import { isScope } from "@/lib/oauth/scope-catalogue";
import { buildAuthorizationUrl } from "@/lib/portal/authorization-url";
import { migrateLegacyClientSchema, type MigrateLegacyClient, type MigrateLegacyClientInput } from "@/lib/portal/client-schemas";
import { type TrafficSummary, migrationReadiness } from "@/lib/portal/traffic-stats";
import { AuthorizationUrlOutput } from "./authorization-url-output";
import { FormMessage } from "./form-message";
import { ScopePicker } from "./scope-picker";
import { TrafficOverview } from "./traffic-overview";

type Props = { authUrl: string; clientId: string; kind: ClientKind; redirectUris: readonly string[]; traffic: TrafficSummary };

const STEPS = ["Add scope to your authorization URL", "Check your traffic", "Save scopes"] as const;

/**
 * Spec s3.2 as a guided flow: first the URL carries scope, then the traffic shows the old URL is
 * gone, and only then are the client's scopes saved.
 */
export function LegacyMigrationWizard({ authUrl, clientId, kind, redirectUris, traffic }: Props) {
  const router = useRouter();
  const [step, setStep] = useState(0);
  const [redirectUri, setRedirectUri] = useState(redirectUris[0] ?? "");
  const [failure, setFailure] = useState<string | null>(null);
  const readiness = migrationReadiness(traffic);
  const { control, register, handleSubmit, formState, setError } = useForm<MigrateLegacyClientInput, unknown, MigrateLegacyClient>({
    resolver: zodResolver(migrateLegacyClientSchema),
    defaultValues: { clientId, scopes: [], confirmed: false, acknowledgeUnscopedTraffic: false },
  });
  const scopes = useWatch({ control, name: "scopes" }).filter(isScope);
  const confirmed = useWatch({ control, name: "confirmed" });
  const acknowledged = useWatch({ control, name: "acknowledgeUnscopedTraffic" });
  const mustAcknowledge = readiness.level === "unscoped_traffic";
  const url = buildAuthorizationUrl({ authUrl, clientId, redirectUri, scopes });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const result = await migrateLegacyClientAction(values);
    if (!result.ok) {
      for (const [field, message] of Object.entries(result.fieldErrors ?? {})) setError(field as keyof MigrateLegacyClientInput, { message });
      setFailure(result.message);
      return;
    }
    router.replace(`/settings/developer/oauth/${encodeURIComponent(clientId)}?migrated=1`);
    router.refresh();
  });

  return (
    <div className="space-y-5">
      <ol className="flex flex-wrap gap-2 text-sm" aria-label="Migration steps">
        {STEPS.map((title, i) => (
          <li
            key={title}
            aria-current={i === step ? "step" : undefined}
            className={`rounded-full px-3 py-1 ${i === step ? "bg-brand-600 text-white" : i < step ? "bg-brand-100 text-brand-700" : "bg-slate-100 text-slate-600"}`}
          >
            {i + 1}. {title}
          </li>
        ))}
      </ol>

      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {step === 0 ? (
          <div className="space-y-4">
            <h3 className="font-semibold">Step 1 of 3: Add scope to your authorization URL</h3>
            <p className="text-sm text-slate-600">
              Pick the scopes your app needs, then deploy the URL below in your app. New tokens will carry only these scopes. Until you save in
              step 3, requests without scope keep working as before, so nobody is locked out while you deploy.
            </p>
            <Controller
              control={control}
              name="scopes"
              render={({ field }) => <ScopePicker value={field.value} onChange={field.onChange} error={formState.errors.scopes?.message} legend="Scopes your app needs" />}
            />
            {redirectUris.length > 1 ? (
              <div>
                <label htmlFor="wizard-redirect-uri" className="block text-sm font-medium text-slate-700">
                  Redirect URI for the example
                </label>
                <select id="wizard-redirect-uri" value={redirectUri} onChange={(e) => setRedirectUri(e.target.value)} className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 font-mono text-sm">
                  {redirectUris.map((uri) => (
                    <option key={uri}>{uri}</option>
                  ))}
                </select>
              </div>
            ) : null}
            {scopes.length > 0 ? (
              <>
                <AuthorizationUrlOutput url={url} label="New authorization URL" />
                <p className="text-xs text-slate-500">
                  Your app still adds its own state{kind === "PUBLIC" ? ", code_challenge and code_challenge_method=S256" : ""} to each request, as it does today.
                </p>
              </>
            ) : null}
            <StepButtons next={() => setStep(1)} nextDisabledReason={scopes.length === 0 ? "Choose at least one scope to continue." : null} nextLabel="Continue to step 2" />
          </div>
        ) : null}

        {step === 1 ? (
          <div className="space-y-4">
            <h3 className="font-semibold">Step 2 of 3: Check your traffic</h3>
            <TrafficOverview traffic={traffic} readiness={readiness} onRefresh={() => router.refresh()} />
            <StepButtons back={() => setStep(0)} next={() => setStep(2)} nextLabel="Continue to step 3" />
          </div>
        ) : null}

        {step === 2 ? (
          <div className="space-y-4">
            <h3 className="font-semibold">Step 3 of 3: Save scopes</h3>
            <p className="text-sm text-slate-600">
              Saving enables scope validation for every new authorization request: requests without scope, or asking for scopes outside this
              list, will be refused. Tokens issued before keep working until each user authorizes again; from then on that user&apos;s tokens
              carry only these scopes.
            </p>
            <p className="text-sm">
              Scopes to save: <span className="font-mono text-xs">{scopes.join(", ") || "none chosen"}</span>
            </p>
            {formState.errors.scopes?.message ? <p className="text-sm text-red-600" role="alert">{formState.errors.scopes.message}</p> : null}
            {mustAcknowledge ? (
              <div className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900" role="alert">
                <p className="font-semibold">Saving now will break users who still open the old URL.</p>
                <p className="mt-1">{readiness.detail}</p>
                <label className="mt-2 flex items-start gap-2">
                  <input type="checkbox" className="mt-1" {...register("acknowledgeUnscopedTraffic")} />
                  <span>I understand that users who open the old authorization URL without scope will get an error.</span>
                </label>
                {formState.errors.acknowledgeUnscopedTraffic?.message ? <p className="mt-1 text-xs">{formState.errors.acknowledgeUnscopedTraffic.message}</p> : null}
              </div>
            ) : null}
            <label className="flex items-start gap-2 text-sm">
              <input type="checkbox" className="mt-1" {...register("confirmed")} />
              <span>My app&apos;s authorization URL already sends these scopes.</span>
            </label>
            {formState.errors.confirmed?.message ? <p className="text-xs text-red-600" role="alert">{formState.errors.confirmed.message}</p> : null}
            {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
            <div className="flex flex-wrap items-center gap-3">
              <button type="button" onClick={() => setStep(1)} className="rounded-md border border-slate-300 px-3 py-2 text-sm hover:bg-slate-50">
                Back
              </button>
              <button
                type="submit"
                disabled={!confirmed || (mustAcknowledge && !acknowledged) || formState.isSubmitting}
                className="rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700 disabled:opacity-50"
              >
                {formState.isSubmitting ? "Saving…" : "Save scopes and finish migration"}
              </button>
              {!confirmed ? <span className="text-xs text-slate-500">Tick the confirmation first.</span> : null}
            </div>
          </div>
        ) : null}
      </form>
    </div>
  );
}

function StepButtons({ back, next, nextLabel, nextDisabledReason = null }: { back?: () => void; next: () => void; nextLabel: string; nextDisabledReason?: string | null }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      {back ? (
        <button type="button" onClick={back} className="rounded-md border border-slate-300 px-3 py-2 text-sm hover:bg-slate-50">
          Back
        </button>
      ) : null}
      <button type="button" onClick={next} disabled={nextDisabledReason !== null} className="rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700 disabled:opacity-50">
        {nextLabel}
      </button>
      {nextDisabledReason ? <span className="text-xs text-slate-500">{nextDisabledReason}</span> : null}
    </div>
  );
}
