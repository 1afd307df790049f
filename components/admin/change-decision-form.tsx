"use client";

// Approve or reject one pending change request: approving applies it to the live
// configuration, rejecting discards it; both only if it is still the pending one. A decided change
// leaves the page (and this form with it), so success is reported by the page from the address.
import { zodResolver } from "@hookform/resolvers/zod";
import { usePathname, useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/shared/button";
import type { ButtonTone } from "@/components/shared/button-styles";
import { decideClientChangeAction } from "@/lib/actions/admin-review";
import { changeDecisionFormSchema, type ChangeDecisionForm } from "@/lib/actions/schemas/decision-forms";
import type { ChangeDecision } from "@/lib/clients/rules/lifecycle";
import { DecisionMessage, ReasonField } from "./reason-field";
import { REVIEW_FORM_WORDS as W } from "@/lib/ui-words/review-forms";

const DECISIONS: ReadonlyArray<{ action: ChangeDecision; tone: ButtonTone; label: string }> = [
  { action: "approve", tone: "approve", label: W.approveChange },
  { action: "reject", tone: "danger", label: W.rejectChange },
];

export function ChangeDecisionForm({ changeId }: { changeId: string }) {
  const router = useRouter();
  const pathname = usePathname();
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  // The buttons stay off until the page shows the decision (the navigation is a transition).
  const [refreshing, startRefresh] = useTransition();
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
        startRefresh(() => {
          reset({ action: values.action, reason: "" });
          router.replace(`${pathname}?decided=${action}`);
        });
        return;
      }
      if (result.fieldErrors?.reason) setError("reason", { message: result.fieldErrors.reason });
      startRefresh(() => {
        setMessage({ tone: "error", text: result.message });
        router.refresh();
      });
    })();
  };
  const busy = formState.isSubmitting || refreshing;

  return (
    <form className="space-y-3" noValidate onSubmit={(e) => e.preventDefault()} aria-label={W.changeDecisionForm}>
      <DecisionMessage message={message} />
      <ReasonField
        id="change-reason"
        label={W.changeReason}
        hint={W.changeReasonHint}
        error={formState.errors.reason?.message}
        {...register("reason")}
      />
      <div className="flex gap-2">
        {DECISIONS.map(({ action, tone, label }) => (
          <Button key={action} tone={tone} size="sm" disabled={busy} onClick={() => decide(action)}>
            {label}
          </Button>
        ))}
      </div>
    </form>
  );
}
