"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { type ReactNode, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Button } from "@/components/shared/button";
import { SubmitButton } from "@/components/shared/submit-button";
import { FieldError } from "@/components/ui/field-frame";
import { SelectField } from "@/components/ui/select-field";
import { useActionSubmit } from "@/components/ui/use-action-submit";
import { migrateLegacyClientAction } from "@/lib/actions/portal";
import type { ClientKind } from "@/lib/oauth/ports";
import { isScope } from "@/lib/oauth/scope-catalogue";
import { buildAuthorizationUrl } from "@/lib/clients/rules/authorization-url";
import {
  migrateLegacyClientSchema,
  type MigrateLegacyClient,
  type MigrateLegacyClientInput,
} from "@/lib/actions/schemas/client-forms";
import { type TrafficSummary, migrationReadiness } from "@/lib/clients/rules/traffic";
import { MIGRATION_WORDS as W, readinessWords } from "@/lib/ui-words/traffic";
import { AuthorizationUrlOutput } from "./authorization-url-output";
import { FormMessage } from "./form-message";
import { ScopesField } from "./scopes-field";
import { TrafficOverview } from "./traffic-overview";

type Props = {
  authUrl: string;
  clientId: string;
  kind: ClientKind;
  redirectUris: readonly string[];
  traffic: TrafficSummary;
  /** The viewer's, for the times the wizard shows. */
  timeZone?: string;
};

const STEPS = W.steps;

/**
 * Spec s3.2 as a guided flow: first the URL carries scope, then the traffic shows the old URL is
 * gone, and only then are the client's scopes saved.
 */
export function LegacyMigrationWizard({ authUrl, clientId, kind, redirectUris, traffic, timeZone }: Props) {
  const router = useRouter();
  const [step, setStep] = useState(0);
  const [redirectUri, setRedirectUri] = useState(redirectUris[0] ?? "");
  const readiness = migrationReadiness(traffic);
  const form = useForm<MigrateLegacyClientInput, unknown, MigrateLegacyClient>({
    resolver: zodResolver(migrateLegacyClientSchema),
    defaultValues: { clientId, scopes: [], confirmed: false, acknowledgeUnscopedTraffic: false },
  });
  const { control, register, formState } = form;
  const scopes = useWatch({ control, name: "scopes" }).filter(isScope);
  const confirmed = useWatch({ control, name: "confirmed" });
  const acknowledged = useWatch({ control, name: "acknowledgeUnscopedTraffic" });
  const mustAcknowledge = readiness.level === "unscoped_traffic";
  const url = buildAuthorizationUrl({ authUrl, clientId, redirectUri, scopes });

  const { onSubmit, failure } = useActionSubmit(form, migrateLegacyClientAction, () => {
    router.replace(`/settings/developer/oauth/${encodeURIComponent(clientId)}?migrated=1`);
    router.refresh();
  });

  return (
    <div className="space-y-5">
      <ol className="flex flex-wrap gap-2 text-sm" aria-label={W.stepsLabel}>
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
        <Step index={0} current={step}>
          <p className="text-sm text-slate-600">{W.stepOneIntro}</p>
          <ScopesField control={control} legend={W.scopesLegend} />
          {redirectUris.length > 1 ? (
            <SelectField
              id="wizard-redirect-uri"
              label={W.exampleRedirectUri}
              value={redirectUri}
              onChange={(e) => setRedirectUri(e.target.value)}
              options={redirectUris}
              className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 font-mono text-sm"
            />
          ) : null}
          {scopes.length > 0 ? (
            <>
              <AuthorizationUrlOutput url={url} label={W.newUrl} />
              <p className="text-xs text-slate-500">{W.appAddsItsOwn(kind === "PUBLIC")}</p>
            </>
          ) : null}
          <StepButtons
            next={() => setStep(1)}
            nextDisabledReason={scopes.length === 0 ? W.chooseScopeFirst : null}
            nextLabel={W.continueTo(2)}
          />
        </Step>

        <Step index={1} current={step}>
          <TrafficOverview
            traffic={traffic}
            readiness={readiness}
            onRefresh={() => router.refresh()}
            timeZone={timeZone}
          />
          <StepButtons back={() => setStep(0)} next={() => setStep(2)} nextLabel={W.continueTo(3)} />
        </Step>

        <Step index={2} current={step}>
          <p className="text-sm text-slate-600">{W.saveIntro}</p>
          <p className="text-sm">
            {W.scopesToSave} <span className="font-mono text-xs">{scopes.join(", ") || W.noneChosen}</span>
          </p>
          <FieldError message={formState.errors.scopes?.message} className="text-sm" />
          {mustAcknowledge ? (
            <div className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900" role="alert">
              <p className="font-semibold">{W.breaksUsers}</p>
              <p className="mt-1">{readinessWords(readiness, traffic).detail}</p>
              <label className="mt-2 flex items-start gap-2">
                <input type="checkbox" className="mt-1" {...register("acknowledgeUnscopedTraffic")} />
                <span>{W.acknowledge}</span>
              </label>
              {formState.errors.acknowledgeUnscopedTraffic?.message ? (
                <p className="mt-1 text-xs">{formState.errors.acknowledgeUnscopedTraffic.message}</p>
              ) : null}
            </div>
          ) : null}
          <label className="flex items-start gap-2 text-sm">
            <input type="checkbox" className="mt-1" {...register("confirmed")} />
            <span>{W.confirm}</span>
          </label>
          <FieldError message={formState.errors.confirmed?.message} className="text-xs" />
          {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
          <div className="flex flex-wrap items-center gap-3">
            <Button tone="secondary" onClick={() => setStep(1)}>
              {W.back}
            </Button>
            <SubmitButton
              pending={formState.isSubmitting}
              pendingLabel={W.saving}
              disabled={!confirmed || (mustAcknowledge && !acknowledged)}
            >
              {W.save}
            </SubmitButton>
            {!confirmed ? <span className="text-xs text-slate-500">{W.tickFirst}</span> : null}
          </div>
        </Step>
      </form>
    </div>
  );
}

/** One step of the wizard, shown while it is the current one, under its numbered heading. */
function Step({ index, current, children }: { index: number; current: number; children: ReactNode }) {
  if (index !== current) return null;
  return (
    <div className="space-y-4">
      <h3 className="font-semibold">{W.step(index + 1, STEPS[index] ?? "")}</h3>
      {children}
    </div>
  );
}

function StepButtons({
  back,
  next,
  nextLabel,
  nextDisabledReason = null,
}: {
  back?: () => void;
  next: () => void;
  nextLabel: string;
  nextDisabledReason?: string | null;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      {back ? (
        <Button tone="secondary" onClick={back}>
          {W.back}
        </Button>
      ) : null}
      <Button onClick={next} disabled={nextDisabledReason !== null}>
        {nextLabel}
      </Button>
      {nextDisabledReason ? <span className="text-xs text-slate-500">{nextDisabledReason}</span> : null}
    </div>
  );
}
