"use client";

// The owner's form for what users see about the app. On an approved or suspended client a save
// sends the changed fields for review (the consent screen keeps the current ones meanwhile);
// editing back to the current values withdraws them. Starts from the details the owner is
// working towards: the current ones with the waiting proposal applied.
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { TextAreaField } from "@/components/ui/text-area-field";
import { editClientDetailsAction } from "@/lib/actions/portal";
import { clientDetailsSchema, type ClientDetailsForm as Values } from "@/lib/actions/schemas/client-forms";
import { DETAIL_FIELDS, type DetailChange, type DetailField } from "@/lib/clients/rules/client-details";
import { DETAIL_FIELD_LABELS as L, DETAILS_FORM_WORDS as W } from "@/lib/ui-words/client-details";
import { FocusedMessage, type Message } from "./focused-message";
import { PendingDetails } from "./pending-details";
import { SaveBar } from "./save-bar";

type Details = { readonly [K in DetailField]: string | null };

type Props = {
  clientId: string;
  /** What the consent screen shows now. */
  live: Details;
  /** Fields waiting for review, with their current and proposed values. */
  pending: readonly DetailChange[];
  /** An approved or suspended client: saves wait for review. */
  reviewed: boolean;
};

const OUTCOME_WORDS = {
  saved: W.saved,
  sent_for_review: W.sentForReview,
  withdrawn: W.withdrawn,
  unchanged: W.unchanged,
} as const;

function formValues(clientId: string, live: Details, pending: readonly DetailChange[]): Values {
  const working: Record<string, string | null> = { ...live };
  for (const change of pending) working[change.field] = change.after;
  return {
    clientId,
    ...(Object.fromEntries(DETAIL_FIELDS.map((f) => [f, working[f] ?? ""])) as Record<DetailField, string>),
  };
}

export function ClientDetailsForm({ clientId, live, pending, reviewed }: Props) {
  const router = useRouter();
  const [message, setMessage] = useState<Message | null>(null);
  const { register, handleSubmit, formState, setError, reset } = useForm<Values>({
    resolver: zodResolver(clientDetailsSchema),
    defaultValues: formValues(clientId, live, pending),
  });
  const errors = formState.errors;

  const onSubmit = handleSubmit(async (values) => {
    setMessage(null);
    const result = await editClientDetailsAction(values);
    if (!result.ok) {
      const fields = DETAIL_FIELDS.filter((f) => result.fieldErrors?.[f]);
      fields.forEach((f, i) => setError(f, { message: result.fieldErrors?.[f] }, { shouldFocus: i === 0 }));
      setMessage({ tone: "error", text: result.message });
      return;
    }
    reset(values);
    setMessage({ tone: "success", text: OUTCOME_WORDS[result.data.outcome] });
    router.refresh();
  });

  const id = (field: DetailField) => `details-${field}`;
  const url = (field: Exclude<DetailField, "name" | "description">, hint?: string) => (
    <Field
      id={id(field)}
      label={L[field]}
      type="url"
      inputMode="url"
      autoComplete="url"
      placeholder="https://"
      hint={hint}
      error={errors[field]?.message}
      {...register(field)}
    />
  );

  return (
    <div className="space-y-6">
      {pending.length > 0 ? <PendingDetails changes={pending} /> : null}
      <form onSubmit={onSubmit} className="space-y-4" noValidate aria-label={W.legend} data-testid="details-form">
        {reviewed ? <p className="text-sm text-slate-600">{W.reviewedHint}</p> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            id={id("name")}
            label={L.name}
            hint={W.nameHint}
            autoComplete="off"
            error={errors.name?.message}
            {...register("name")}
          />
          {url("websiteUrl")}
          <TextAreaField
            id={id("description")}
            label={L.description}
            frameClassName="sm:col-span-2"
            error={errors.description?.message}
            {...register("description")}
          />
          {url("logoUrl", W.httpsHint)}
          {url("privacyPolicyUrl", W.httpsHint)}
          {url("termsOfServiceUrl", W.httpsHint)}
        </div>
        <FocusedMessage message={message} focusErrors={false} testId="details-message" />
        <SaveBar formState={formState} words={W} />
      </form>
    </div>
  );
}
