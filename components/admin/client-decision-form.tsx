"use client";

// Approve / reject / suspend / reinstate one client. The buttons offered come from the lifecycle
// table for the status the admin is looking at, and that status travels with the decision, so a
// decision taken on a stale page is refused with a message naming who decided first.
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { decideClientAction } from "@/app/admin/oauth-clients/actions";
import type { ClientStatus } from "@/lib/oauth/ports";
import { clientDecisionFormSchema, type ClientDecisionForm } from "@/lib/review/decision-schemas";
import { allowedActions, reasonRule, revokesGrants, type ClientReviewAction } from "@/lib/review/lifecycle";
import { ACTION_DONE, ACTION_LABELS } from "@/lib/review/wording";
import { DecisionMessage, ReasonField } from "./reason-field";

const BUTTON_TONES: Record<ClientReviewAction, string> = {
  approve: "bg-green-700 hover:bg-green-800 text-white",
  reinstate: "bg-green-700 hover:bg-green-800 text-white",
  suspend: "bg-slate-800 hover:bg-slate-900 text-white",
  reject: "bg-red-700 hover:bg-red-800 text-white",
};

type Props = { clientId: string; status: ClientStatus; version: string; activeGrants: number };

export function ClientDecisionForm({ clientId, status, version, activeGrants }: Props) {
  const router = useRouter();
  const actions = allowedActions(status, "admin") as ClientReviewAction[];
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const { register, handleSubmit, setValue, setError, reset, formState } = useForm<ClientDecisionForm>({
    resolver: zodResolver(clientDecisionFormSchema),
    defaultValues: { action: actions[0] ?? "approve", reason: "" },
  });

  const decide = (action: ClientReviewAction) => {
    setValue("action", action);
    void handleSubmit(async (values) => {
      setMessage(null);
      const result = await decideClientAction({ ...values, clientId, expectedStatus: status, expectedVersion: version });
      if (result.ok) {
        reset({ action: values.action, reason: "" });
        setMessage({ tone: "success", text: `Client ${ACTION_DONE[action]}.` });
      } else {
        for (const [field, text] of Object.entries(result.fieldErrors ?? {})) {
          if (field === "reason") setError("reason", { message: text });
        }
        setMessage({ tone: "error", text: result.message });
      }
      // Either way the page should show the client as it is now (a lost race included).
      router.refresh();
    })();
  };

  if (actions.length === 0) {
    return (
      <div className="space-y-2">
        <DecisionMessage message={message} />
        <p className="text-sm text-slate-600">No decision is open: a rejected client comes back to the queue when its owner resubmits it.</p>
      </div>
    );
  }
  const needsReason = actions.filter((a) => reasonRule(a) === "required").map((a) => ACTION_LABELS[a].toLowerCase());
  return (
    <form className="space-y-3" noValidate onSubmit={(e) => e.preventDefault()} aria-label="Decision">
      <DecisionMessage message={message} />
      <ReasonField
        id="decision-reason"
        label="Reason"
        hint={`Shown to the owner and kept in the audit log.${needsReason.length > 0 ? ` Required to ${needsReason.join(" or ")}.` : " Optional."}`}
        error={formState.errors.reason?.message}
        {...register("reason")}
      />
      <div className="flex flex-wrap items-center gap-2">
        {actions.map((action) => (
          <button
            key={action}
            type="button"
            disabled={formState.isSubmitting}
            onClick={() => decide(action)}
            className={`rounded-md px-3 py-1.5 text-sm font-medium disabled:opacity-60 ${BUTTON_TONES[action]}`}
          >
            {ACTION_LABELS[action]}
          </button>
        ))}
      </div>
      {actions.some((a) => revokesGrants(status, a)) ? (
        <p className="text-xs text-slate-600">
          Suspending is reversible and keeps users&apos; grants. Rejecting an approved client also revokes its {activeGrants} active grant
          {activeGrants === 1 ? "" : "s"}: users must authorize it again if it is ever approved again.
        </p>
      ) : null}
    </form>
  );
}
