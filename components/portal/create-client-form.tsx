"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useState } from "react";
import { Controller, useForm, type Path } from "react-hook-form";
import { createClientAction } from "@/app/settings/developer/oauth/actions";
import { Field } from "@/components/ui/field";
import { CLIENT_KIND_LABELS } from "@/lib/portal/client-status";
import { createClientSchema, type CreateClient, type CreateClientInput } from "@/lib/portal/client-schemas";
import { CopyButton } from "./copy-button";
import { FormMessage } from "./form-message";
import { RedirectUriListInput } from "./redirect-uri-list-input";
import { ScopePicker } from "./scope-picker";
import { SecretReveal } from "./secret-reveal";

type Created = { clientId: string; secret: string | null; name: string };

const defaults: CreateClientInput = { name: "", description: "", websiteUrl: "", logoUrl: "", kind: "CONFIDENTIAL", redirectUris: [""], scopes: [] };

export function CreateClientForm() {
  const [failure, setFailure] = useState<string | null>(null);
  const [created, setCreated] = useState<Created | null>(null);
  const { register, control, handleSubmit, formState, setError } = useForm<CreateClientInput, unknown, CreateClient>({
    resolver: zodResolver(createClientSchema),
    defaultValues: defaults,
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const result = await createClientAction(values);
    if (!result.ok) {
      for (const [field, message] of Object.entries(result.fieldErrors ?? {})) setError(field as Path<CreateClientInput>, { message });
      setFailure(result.message);
      return;
    }
    setCreated({ clientId: result.data.clientId, secret: result.data.secret, name: values.name });
  });

  if (created) return <ClientCreated created={created} />;

  const errors = formState.errors;
  const uriErrors = errors.redirectUris;
  return (
    <form onSubmit={onSubmit} className="space-y-6" noValidate>
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Application name" hint="Shown to users on the consent screen." error={errors.name?.message} {...register("name")} />
        <Field label="Website (optional)" type="url" placeholder="https://example.com" error={errors.websiteUrl?.message} {...register("websiteUrl")} />
        <Field label="Logo URL (optional)" type="url" placeholder="https://example.com/logo.png" error={errors.logoUrl?.message} {...register("logoUrl")} />
        <Field label="Description (optional)" error={errors.description?.message} {...register("description")} />
      </div>

      <fieldset>
        <legend className="text-sm font-medium text-slate-700">Kind of client</legend>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          {(["CONFIDENTIAL", "PUBLIC"] as const).map((kind) => (
            <label key={kind} className="flex cursor-pointer gap-3 rounded-md border border-slate-200 p-3 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50">
              <input type="radio" value={kind} className="mt-1" {...register("kind")} />
              <span>
                <span className="block text-sm font-medium">{CLIENT_KIND_LABELS[kind].label}</span>
                <span className="block text-xs text-slate-600">{CLIENT_KIND_LABELS[kind].explanation}</span>
              </span>
            </label>
          ))}
        </div>
        {errors.kind?.message ? <p className="mt-1 text-xs text-red-600" role="alert">{errors.kind.message}</p> : null}
      </fieldset>

      <Controller
        control={control}
        name="redirectUris"
        render={({ field }) => (
          <RedirectUriListInput
            value={field.value}
            onChange={field.onChange}
            listError={uriErrors?.message ?? uriErrors?.root?.message}
            entryErrors={field.value.map((_, i) => uriErrors?.[i]?.message)}
          />
        )}
      />

      <Controller
        control={control}
        name="scopes"
        render={({ field }) => (
          <ScopePicker value={field.value} onChange={field.onChange} error={errors.scopes?.message ?? errors.scopes?.root?.message} legend="Scopes (choose at least one)" />
        )}
      />

      <div className="flex items-center gap-3">
        <button type="submit" disabled={formState.isSubmitting} className="rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700 disabled:opacity-60">
          {formState.isSubmitting ? "Registering…" : "Register client"}
        </button>
        <p className="text-xs text-slate-500">New clients wait for an administrator&apos;s review before they can be used.</p>
      </div>
    </form>
  );
}

function ClientCreated({ created }: { created: Created }) {
  return (
    <div className="space-y-4 rounded-lg border border-green-200 bg-white p-6 shadow-sm">
      <FormMessage tone="success">
        {created.name} is registered and waiting for review. An administrator has to approve it before users can authorize it.
      </FormMessage>
      <div>
        <p className="text-sm font-medium text-slate-700">Client ID</p>
        <div className="mt-1 flex items-center gap-2">
          <code className="rounded bg-slate-100 px-3 py-2 font-mono text-sm" data-testid="new-client-id">
            {created.clientId}
          </code>
          <CopyButton value={created.clientId} label="client id" />
        </div>
      </div>
      {created.secret ? <SecretReveal secret={created.secret} /> : <p className="text-sm text-slate-600">Public clients have no secret: your app proves itself with PKCE (S256) at the token endpoint.</p>}
      <Link href={`/settings/developer/oauth/${encodeURIComponent(created.clientId)}`} className="inline-block rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700">
        Go to client settings
      </Link>
    </div>
  );
}
