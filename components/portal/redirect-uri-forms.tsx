"use client";

// The two forms of the redirect URI manager: add a URI, and replace one in place. Each validates
// with the schema the server action uses and shows the server's field error under its field.
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { Button } from "@/components/shared/button";
import { SubmitButton } from "@/components/shared/submit-button";
import { Field } from "@/components/ui/field";
import { fieldBinder } from "@/components/ui/field-binder";
import { useActionSubmit } from "@/components/ui/use-action-submit";
import { addRedirectUriAction, replaceRedirectUriAction } from "@/lib/actions/portal";
import {
  addRedirectUriSchema,
  replaceRedirectUriSchema,
  type AddRedirectUri,
  type ReplaceRedirectUri,
} from "@/lib/actions/schemas/client-forms";
import type { RedirectUriUpdate } from "@/lib/clients/use-cases/edit-client";
import { REDIRECT_URI_WORDS as W } from "@/lib/ui-words/redirect-uris";
import { FormMessage } from "./form-message";

export function AddRedirectUri({
  clientId,
  full,
  onSaved,
}: {
  clientId: string;
  full: boolean;
  onSaved: (result: RedirectUriUpdate) => void;
}) {
  const router = useRouter();
  const form = useForm<AddRedirectUri>({
    resolver: zodResolver(addRedirectUriSchema),
    defaultValues: { clientId, uri: "" },
  });
  const { onSubmit, failure } = useActionSubmit(
    form,
    addRedirectUriAction,
    (saved) => {
      form.reset({ clientId, uri: "" });
      onSaved(saved);
      router.refresh();
    },
    { fieldsFirst: true },
  );
  const { formState } = form;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-2">
      <div className="flex items-end gap-2">
        <div className="flex-1">
          <Field
            label={W.newUri}
            id="new-redirect-uri"
            type="url"
            placeholder="https://app.example.com/oauth/callback"
            disabled={full}
            hint={full ? W.full : W.rules}
            {...fieldBinder(form)("uri")}
          />
        </div>
        <SubmitButton pending={formState.isSubmitting} pendingLabel={W.adding} disabled={full} className="mb-[1px]">
          {W.add}
        </SubmitButton>
      </div>
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
    </form>
  );
}

export function EditRedirectUri({
  clientId,
  from,
  onDone,
  onSaved,
}: {
  clientId: string;
  from: string;
  onDone: () => void;
  onSaved: (result: RedirectUriUpdate) => void;
}) {
  const router = useRouter();
  const form = useForm<ReplaceRedirectUri>({
    resolver: zodResolver(replaceRedirectUriSchema),
    defaultValues: { clientId, from, uri: from },
  });
  const { onSubmit, failure } = useActionSubmit(
    form,
    replaceRedirectUriAction,
    (saved) => {
      onSaved(saved);
      onDone();
      router.refresh();
    },
    { fieldsFirst: true },
  );
  const { formState } = form;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-2">
      <Field label={W.editUri} id="edit-redirect-uri" type="url" {...fieldBinder(form)("uri")} />
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      <div className="flex gap-2">
        <SubmitButton size="sm" pending={formState.isSubmitting}>
          {W.save}
        </SubmitButton>
        <Button tone="secondary" size="sm" onClick={onDone}>
          {W.cancel}
        </Button>
      </div>
    </form>
  );
}
