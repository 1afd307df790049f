"use client";

import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import { deleteClientSecretAction, generateClientSecretAction, rollClientSecretAction } from "@/lib/actions/portal";
import { formatDateTime } from "@/lib/format-time";
import {
  MAX_ACTIVE_SECRETS,
  MAX_SECRET_LABEL_LENGTH,
  SECRET_ROLL_DELAYS,
  type SecretRollDelay,
  checkCanDeleteSecret,
  checkCanGenerateSecret,
  checkCanRollSecret,
  liveSecretCount,
  waitingForExpiry,
} from "@/lib/clients/rules/client-secrets";
import type { SecretView } from "@/lib/clients/views/client-views";
import { Button } from "@/components/shared/button";
import { useAction } from "@/components/shared/use-action";
import { Field } from "@/components/ui/field";
import type { ActionResult } from "@/lib/action-result";
import { SelectField } from "@/components/ui/select-field";
import { TableHead } from "@/components/ui/table-head";
import { FormMessage } from "./form-message";
import { SecretReveal } from "./secret-reveal";
import { failureWords } from "@/lib/ui-words/client-failures";
import { SECRET_WORDS as W } from "@/lib/ui-words/secrets";

/** `now` is the server's time of the page, so expired and expiring read the same on both sides. */
type Props = {
  clientId: string;
  secrets: readonly SecretView[];
  /** Registered keys: with one, the last lasting secret may go (the switch to private_key_jwt). */
  keyCount?: number;
  canEdit: boolean;
  now: Date;
  timeZone?: string;
};

/**
 * Lists secrets by hint with their expiry; generates (shown once), rolls (a new secret and the
 * old one's expiry in one step) and deletes them within the 1-to-2 rule.
 */
export function SecretManager({ clientId, secrets, keyCount = 0, canEdit, now, timeZone }: Props) {
  const router = useRouter();
  const [revealed, setRevealed] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const { busy, failure, run } = useAction();
  const [label, setLabel] = useState("");
  const [delay, setDelay] = useState<SecretRollDelay>("24h");
  const id = useId();
  // After generating, deleting or a failure, focus goes to what the owner must read next.
  const resultRef = useRef<HTMLDivElement>(null);
  const [focusResult, setFocusResult] = useState(0);
  useEffect(() => {
    if (focusResult > 0) resultRef.current?.focus();
  }, [focusResult]);
  const canGenerate = checkCanGenerateSecret({ kind: "CONFIDENTIAL", activeSecrets: liveSecretCount(secrets, now) });
  const canDelete = (secret: SecretView) => checkCanDeleteSecret(secret, secrets, keyCount);
  // The secret a roll replaces: the one that does not expire (two such secrets leave no room).
  const rollable = secrets.find((s) => s.expiresAt === null) ?? null;
  const canRoll = rollable ? checkCanRollSecret(rollable, secrets, now) : null;
  // After a roll: the old secret holds the second place until it expires, or is stopped now.
  const waiting = waitingForExpiry(secrets, now);
  const [confirmingStop, setConfirmingStop] = useState(false);

  /** Generating and rolling both make a secret that is shown once. */
  async function issue(action: () => Promise<ActionResult<{ secret: string }>>) {
    setRevealed(null);
    const result = await run(action);
    setFocusResult((n) => n + 1);
    if (!result.ok) return;
    setLabel("");
    setRevealed(result.data.secret);
    router.refresh();
  }
  const generate = () => issue(() => generateClientSecretAction({ clientId, label }));
  const roll = (secretId: string) => issue(() => rollClientSecretAction({ clientId, secretId, delay, label }));

  async function remove(secretId: string) {
    const result = await run(() => deleteClientSecretAction({ clientId, secretId }));
    setConfirming(null);
    setConfirmingStop(false);
    setFocusResult((n) => n + 1);
    if (result.ok) router.refresh();
  }

  return (
    <div className="space-y-4">
      <div ref={resultRef} tabIndex={-1} className="space-y-4 focus:outline-none" data-testid="secret-result">
        {revealed ? <SecretReveal key={revealed} secret={revealed} /> : null}
        {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
        {!revealed && !failure ? <p className="sr-only">{W.active(secrets.length, MAX_ACTIVE_SECRETS)}</p> : null}
      </div>
      <table className="cards-on-phone w-full text-left text-sm">
        <TableHead
          className="text-xs uppercase text-slate-600"
          cellClassName="py-2 font-medium"
          columns={[W.secret, W.created, W.lastUsed, W.expires, canEdit ? { label: W.actions, srOnly: true } : null]}
        />
        <tbody className="divide-y divide-slate-200">
          {secrets.map((secret) => (
            <tr key={secret.id} data-testid="secret-row">
              <td className="py-2" data-label={W.secret}>
                <span className="font-mono">…{secret.hint}</span>
                <span className="block break-words text-xs text-slate-600" data-testid="secret-label">
                  {secret.label ?? W.noLabel}
                </span>
              </td>
              <td className="py-2" data-label={W.created}>
                {formatDateTime(secret.createdAt, timeZone)}
              </td>
              <td className="py-2" data-label={W.lastUsed}>
                {secret.lastUsedAt ? formatDateTime(secret.lastUsedAt, timeZone) : W.neverUsed}
              </td>
              <td className="py-2" data-testid="secret-expiry" data-label={W.expires}>
                {secret.expiresAt === null
                  ? W.neverExpires
                  : secret.expiresAt.getTime() > now.getTime()
                    ? W.expiresAt(formatDateTime(secret.expiresAt, timeZone))
                    : W.expiredAt(formatDateTime(secret.expiresAt, timeZone))}
              </td>
              {canEdit ? (
                <td className="py-2 text-right">
                  {confirming === secret.id ? (
                    <span className="inline-flex flex-wrap items-center justify-end gap-2">
                      <span className="text-xs text-red-700">{W.deleteWarning}</span>
                      <Button tone="danger" size="xs" disabled={busy} onClick={() => remove(secret.id)}>
                        {W.confirmDelete(secret.hint)}
                      </Button>
                      <Button tone="secondary" size="xs" onClick={() => setConfirming(null)}>
                        {W.cancel}
                      </Button>
                    </span>
                  ) : (
                    <span className="inline-flex flex-wrap items-center justify-end gap-2">
                      {canDelete(secret).ok ? null : (
                        <span
                          id={`secret-delete-reason-${secret.id}`}
                          className="max-w-56 text-left text-xs text-slate-600"
                          data-testid="secret-delete-reason"
                        >
                          {W.keptLasting}
                        </span>
                      )}
                      <Button
                        tone="dangerOutline"
                        size="xs"
                        disabled={!canDelete(secret).ok || busy}
                        onClick={() => setConfirming(secret.id)}
                        aria-label={W.deleteLabel(secret.hint)}
                        aria-describedby={canDelete(secret).ok ? undefined : `secret-delete-reason-${secret.id}`}
                      >
                        {W.delete}
                      </Button>
                    </span>
                  )}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
      {canEdit ? (
        <div className="space-y-2">
          {canGenerate.ok || canRoll?.ok ? (
            <Field
              id={`${id}-label`}
              label={W.label}
              hint={W.labelHint}
              frameClassName="max-w-sm"
              value={label}
              maxLength={MAX_SECRET_LABEL_LENGTH}
              onChange={(e) => setLabel(e.target.value)}
              className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
            />
          ) : null}
          <Button
            size="sm"
            onClick={generate}
            disabled={!canGenerate.ok || busy}
            aria-describedby={canGenerate.ok ? undefined : "secret-generate-reason"}
          >
            {busy ? W.working : W.generate}
          </Button>
          <p id="secret-generate-reason" className="text-xs text-slate-600" data-testid="secret-generate-reason">
            {canGenerate.ok
              ? W.active(liveSecretCount(secrets, now), MAX_ACTIVE_SECRETS)
              : waiting?.expiresAt
                ? W.generateAfter(waiting.hint, formatDateTime(waiting.expiresAt, timeZone))
                : failureWords(canGenerate).message}
          </p>
          {waiting ? (
            <div className="flex flex-wrap items-center gap-2" data-testid="stop-old-secret">
              {confirmingStop ? (
                <>
                  <span className="text-xs text-red-700">{W.stopWarning}</span>
                  <Button tone="danger" size="xs" disabled={busy} onClick={() => remove(waiting.id)}>
                    {W.confirmStop(waiting.hint)}
                  </Button>
                  <Button tone="secondary" size="xs" onClick={() => setConfirmingStop(false)}>
                    {W.cancel}
                  </Button>
                </>
              ) : (
                <Button
                  tone="dangerOutline"
                  size="xs"
                  disabled={busy}
                  aria-label={W.stopNowLabel(waiting.hint)}
                  onClick={() => setConfirmingStop(true)}
                >
                  {W.stopNow}
                </Button>
              )}
            </div>
          ) : null}
          {rollable && canRoll?.ok ? (
            <fieldset className="space-y-2 rounded-md border border-slate-200 p-3" data-testid="roll-secret">
              <legend className="px-1 text-sm font-medium">{W.rollLegend(rollable.hint)}</legend>
              <p className="text-xs text-slate-600">{W.rollHint}</p>
              <SelectField
                id={`${id}-delay`}
                label={W.rollDelay(rollable.hint)}
                frameClassName="max-w-sm"
                value={delay}
                onChange={(e) => setDelay(e.target.value as SecretRollDelay)}
                options={(Object.keys(SECRET_ROLL_DELAYS) as SecretRollDelay[]).map((d) => ({
                  value: d,
                  label: W.delays[d],
                }))}
              />
              <Button size="sm" onClick={() => roll(rollable.id)} disabled={busy}>
                {busy ? W.working : W.roll}
              </Button>
            </fieldset>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
