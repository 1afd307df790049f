"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "@/components/ui/link";
import { useEffect, useRef, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { createClientAction } from "@/lib/actions/portal";
import { SubmitButton } from "@/components/shared/submit-button";
import { Field } from "@/components/ui/field";
import { fieldBinder } from "@/components/ui/field-binder";
import { FieldError } from "@/components/ui/field-frame";
import { useActionSubmit } from "@/components/ui/use-action-submit";
import { CLIENT_KIND_LABELS } from "@/lib/ui-words/client-status";
import { createClientSchema, type CreateClient, type CreateClientInput } from "@/lib/actions/schemas/client-forms";
import { CopyButton } from "./copy-button";
import { FormMessage } from "./form-message";
import { RedirectUriListInput } from "./redirect-uri-list-input";
import { ScopesField } from "./scopes-field";
import { SecretReveal } from "./secret-reveal";
import { CREATE_CLIENT_WORDS as W } from "@/lib/ui-words/client-forms";

type Created = { clientId: string; secret: string | null; name: string };

const defaults: CreateClientInput = {
  name: "",
  description: "",
  websiteUrl: "",
  logoUrl: "",
  privacyPolicyUrl: "",
  termsOfServiceUrl: "",
  kind: "CONFIDENTIAL",
  redirectUris: [""],
  scopes: [],
};

export function CreateClientForm() {
  const [created, setCreated] = useState<Created | null>(null);
  const form = useForm<CreateClientInput, unknown, CreateClient>({
    resolver: zodResolver(createClientSchema),
    defaultValues: defaults,
  });
  const { register, control, formState } = form;
  const bind = fieldBinder(form);
  const { onSubmit, failure } = useActionSubmit(form, createClientAction, (data, values) =>
    setCreated({ clientId: data.clientId, secret: data.secret, name: values.name }),
  );

  if (created) return <ClientCreated created={created} />;

  const errors = formState.errors;
  const uriErrors = errors.redirectUris;
  return (
    <form onSubmit={onSubmit} className="space-y-6" noValidate>
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={W.name} hint={W.nameHint} {...bind("name")} />
        <Field label={W.website} type="url" placeholder="https://example.com" {...bind("websiteUrl")} />
        <Field label={W.logo} type="url" placeholder="https://example.com/logo.png" {...bind("logoUrl")} />
        <Field label={W.description} {...bind("description")} />
        <Field
          label={W.privacyPolicy}
          hint={W.linksHint}
          type="url"
          placeholder="https://example.com/privacy"
          {...bind("privacyPolicyUrl")}
        />
        <Field
          label={W.termsOfService}
          type="url"
          placeholder="https://example.com/terms"
          {...bind("termsOfServiceUrl")}
        />
      </div>

      <fieldset>
        <legend className="text-sm font-medium text-slate-700">{W.kind}</legend>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          {(["CONFIDENTIAL", "PUBLIC"] as const).map((kind) => (
            <label
              key={kind}
              className="flex cursor-pointer gap-3 rounded-md border border-slate-200 p-3 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
            >
              <input type="radio" value={kind} className="mt-1" {...register("kind")} />
              <span>
                <span className="block text-sm font-medium">{CLIENT_KIND_LABELS[kind].label}</span>
                <span className="block text-xs text-slate-600">{CLIENT_KIND_LABELS[kind].explanation}</span>
              </span>
            </label>
          ))}
        </div>
        <FieldError message={errors.kind?.message} />
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

      <ScopesField control={control} legend={W.scopes} />

      <div className="flex items-center gap-3">
        <SubmitButton pending={formState.isSubmitting} pendingLabel={W.registering}>
          {W.register}
        </SubmitButton>
        <p className="text-xs text-slate-500">{W.waitsForReview}</p>
      </div>
    </form>
  );
}

function ClientCreated({ created }: { created: Created }) {
  // The form that had focus is gone: focus moves to the result, so keyboard and screen-reader
  // users land on the sentence and then the client id and the secret, in reading order.
  const resultRef = useRef<HTMLDivElement>(null);
  useEffect(() => resultRef.current?.focus(), []);
  return (
    <div
      ref={resultRef}
      tabIndex={-1}
      data-testid="client-created"
      className="space-y-4 rounded-lg border border-green-200 bg-white p-6 shadow-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
    >
      <FormMessage tone="success">{W.registered(created.name)}</FormMessage>
      <div>
        <p className="text-sm font-medium text-slate-700">{W.clientId}</p>
        <div className="mt-1 flex items-center gap-2">
          <code
            className="min-w-0 flex-1 break-all rounded bg-slate-100 px-3 py-2 font-mono text-sm"
            data-testid="new-client-id"
          >
            {created.clientId}
          </code>
          <CopyButton value={created.clientId} label={W.copyClientId} />
        </div>
      </div>
      {created.secret ? (
        <SecretReveal secret={created.secret} />
      ) : (
        <p className="text-sm text-slate-600">{W.publicNoSecret}</p>
      )}
      <Link
        href={`/settings/developer/oauth/${encodeURIComponent(created.clientId)}`}
        className="inline-block rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700"
      >
        {W.toSettings}
      </Link>
    </div>
  );
}
