"use client";

// Approve / reject / suspend / reinstate one client. The buttons offered come from the lifecycle
// table for the status the admin is looking at, and that status travels with the decision, so a
// decision taken on a stale page is refused with a message naming who decided first. A decision
// that stops the client's tokens (suspending, or rejecting a live client) asks for confirmation
// first, saying how many users and grants it affects. Every button is off from the click until the
// page shows the client as it is now: the outcome's message is set in the same transition as the
// refresh, so the badge, the message and the buttons offered change in one render.
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, useTransition } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/shared/button";
import type { ButtonTone } from "@/components/shared/button-styles";
import { ConfirmAction } from "@/components/shared/confirm-action";
import { decideClientAction } from "@/lib/actions/admin-review";
import type { ClientStatus } from "@/lib/oauth/ports";
import {
  clientDecisionFormSchema,
  type ClientDecisionForm as DecisionValues,
} from "@/lib/actions/schemas/decision-forms";
import { allowedActions, reasonRule, stopsTokens, type ClientReviewAction } from "@/lib/clients/rules/lifecycle";
import { ACTION_LABELS } from "@/lib/ui-words/review";
import { REVIEW_FORM_WORDS as W } from "@/lib/ui-words/review-forms";
import { DecisionMessage, ReasonField } from "./reason-field";
import { ScopeChoice } from "./scope-choice";

const BUTTON_TONES: Record<ClientReviewAction, ButtonTone> = {
  approve: "approve",
  reinstate: "approve",
  suspend: "dark",
  reject: "danger",
};

type Props = {
  clientId: string;
  status: ClientStatus;
  version: string;
  activeGrants: number;
  activeUsers: number;
  /** The next request in the queue, for "Approve and next"; null when this is the last one. */
  nextHref: string | null;
  /** A self-registered client's requested scopes: the admin picks those it may use when approving. */
  grantableScopes?: readonly string[];
};

export function ClientDecisionForm({
  clientId,
  status,
  version,
  activeGrants,
  activeUsers,
  nextHref,
  grantableScopes,
}: Props) {
  const [chosenScopes, setChosenScopes] = useState<readonly string[]>(grantableScopes ?? []);
  const router = useRouter();
  const actions = allowedActions(status, "admin") as ClientReviewAction[];
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [refreshing, startRefresh] = useTransition();
  const messageRef = useRef<HTMLDivElement>(null);
  const { register, handleSubmit, setValue, setError, reset, formState } = useForm<DecisionValues>({
    resolver: zodResolver(clientDecisionFormSchema),
    defaultValues: { action: actions[0] ?? "approve", reason: "" },
  });

  // The buttons change once a decision is taken: focus goes to what happened, not to the page's top.
  useEffect(() => {
    if (message) messageRef.current?.focus();
  }, [message]);

  const decide = (action: ClientReviewAction, then?: string) => {
    setValue("action", action);
    return handleSubmit(async (values) => {
      setMessage(null);
      const result = await decideClientAction({
        ...values,
        clientId,
        expectedStatus: status,
        expectedVersion: version,
        ...(grantableScopes && action === "approve" ? { scopes: [...chosenScopes] } : {}),
      });
      if (result.ok && then) return startRefresh(() => router.push(then));
      if (!result.ok) {
        for (const [field, text] of Object.entries(result.fieldErrors ?? {})) {
          if (field === "reason") setError("reason", { message: text });
        }
      }
      // Either way the page should show the client as it is now (a lost race included), and the
      // message with it, not before.
      startRefresh(() => {
        if (result.ok) reset({ action: values.action, reason: "" });
        setMessage(
          result.ok ? { tone: "success", text: W.clientDecided(action) } : { tone: "error", text: result.message },
        );
        router.refresh();
      });
    })();
  };
  const busy = formState.isSubmitting || refreshing;

  const outcome = (
    <div ref={messageRef} tabIndex={-1} className="focus:outline-none">
      <DecisionMessage message={message} />
    </div>
  );
  if (actions.length === 0) {
    return (
      <div className="space-y-2">
        {outcome}
        <p className="text-sm text-slate-600">{W.noDecisionOpen}</p>
      </div>
    );
  }
  const needsReason = actions.filter((a) => reasonRule(a) === "required").map((a) => ACTION_LABELS[a].toLowerCase());
  return (
    <div className="space-y-3" data-testid="client-decision" aria-busy={busy}>
      {outcome}
      {grantableScopes ? (
        <ScopeChoice scopes={grantableScopes} chosen={chosenScopes} onChange={setChosenScopes} />
      ) : null}
      <ReasonField
        id="decision-reason"
        label={W.reason}
        hint={W.reasonHint(needsReason)}
        error={formState.errors.reason?.message}
        {...register("reason")}
      />
      <div className="flex flex-wrap items-start gap-2">
        {actions.map((action) =>
          stopsTokens(status, action) && (action === "reject" || action === "suspend") ? (
            <ConfirmAction
              key={action}
              trigger={ACTION_LABELS[action]}
              triggerTone={action === "reject" ? "danger" : "secondary"}
              consequence={W.confirmStop(action, activeUsers, activeGrants)}
              confirmLabel={W.confirmLabel(action)}
              cancelLabel={W.cancel}
              disabled={busy}
              action={() => decide(action)}
            />
          ) : (
            <Button key={action} tone={BUTTON_TONES[action]} disabled={busy} onClick={() => void decide(action)}>
              {ACTION_LABELS[action]}
            </Button>
          ),
        )}
        {actions.includes("approve") && nextHref ? (
          <Button tone="approve" disabled={busy} onClick={() => void decide("approve", nextHref)}>
            {W.approveAndNext}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
