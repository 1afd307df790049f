"use client";

// Approve or reject one pending change request (issue 5): approving applies it to the live
// configuration, rejecting discards it; both only if it is still the pending one.
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { decideClientChangeAction } from "@/app/admin/oauth-clients/actions";
import { changeDecisionFormSchema, type ChangeDecisionForm } from "@/lib/review/decision-schemas";
import type { ChangeDecision } from "@/lib/review/lifecycle";
import { DecisionMessage, ReasonField } from "./reason-field";

export function ChangeDecisionForm({ changeId }: { changeId: string }) {
  const router = useRouter();
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const { register, handleSubmit, setValue, setError, reset, formState } = useForm<ChangeDecisionForm>({
    resolver: zodResolver(changeDecisionFormSchema),
    defaultValues: { action: "approve", reason: "" },
  });

  const decide = (action: ChangeDecision) => {
    setValue("action", action);
    void handleSubmit(async (values) => {
      setMessage(null);
      const result = await decideClientChangeAction({ ...values, changeId });
      if (result.ok) {
        reset({ action: values.action, reason: "" });
        setMessage({ tone: "success", text: action === "approve" ? "Change approved and applied." : "Change rejected." });
      } else {
        if (result.fieldErrors?.reason) setError("reason", { message: result.fieldErrors.reason });
        setMessage({ tone: "error", text: result.message });
      }
      router.refresh();
    })();
  };

  return (
    <form className="space-y-3" noValidate onSubmit={(e) => e.preventDefault()} aria-label="Change decision">
      <DecisionMessage message={message} />
      <ReasonField
        id="change-reason"
        label="Reason for the change decision"
        hint="Shown to the owner. Required to reject the change."
        error={formState.errors.reason?.message}
        {...register("reason")}
      />
      <div className="flex gap-2">
        <button type="button" disabled={formState.isSubmitting} onClick={() => decide("approve")} className="rounded-md bg-green-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-green-800 disabled:opacity-60">
          Approve change
        </button>
        <button type="button" disabled={formState.isSubmitting} onClick={() => decide("reject")} className="rounded-md bg-red-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-red-800 disabled:opacity-60">
          Reject change
        </button>
      </div>
    </form>
  );
}
