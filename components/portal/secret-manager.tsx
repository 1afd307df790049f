"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { deleteClientSecretAction, generateClientSecretAction } from "@/app/settings/developer/oauth/actions";
import { formatDateTime } from "@/lib/format-time";
import { MAX_ACTIVE_SECRETS, checkCanDeleteSecret, checkCanGenerateSecret } from "@/lib/portal/secret-policy";
import { FormMessage } from "./form-message";
import { SecretReveal } from "./secret-reveal";

type Secret = { id: string; hint: string; createdAt: Date; lastUsedAt: Date | null };

type Props = { clientId: string; secrets: readonly Secret[]; canEdit: boolean };

/** Lists secrets by hint; generates (shown once) and deletes them within the 1-to-2 rule. */
export function SecretManager({ clientId, secrets, canEdit }: Props) {
  const router = useRouter();
  const [revealed, setRevealed] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const canGenerate = checkCanGenerateSecret({ kind: "CONFIDENTIAL", activeSecrets: secrets.length });
  const canDelete = checkCanDeleteSecret({ activeSecrets: secrets.length });

  async function generate() {
    setFailure(null);
    setRevealed(null);
    setBusy(true);
    const result = await generateClientSecretAction({ clientId });
    setBusy(false);
    if (!result.ok) return setFailure(result.message);
    setRevealed(result.data.secret);
    router.refresh();
  }

  async function remove(secretId: string) {
    setFailure(null);
    setBusy(true);
    const result = await deleteClientSecretAction({ clientId, secretId });
    setBusy(false);
    setConfirming(null);
    if (!result.ok) return setFailure(result.message);
    router.refresh();
  }

  return (
    <div className="space-y-4">
      {revealed ? <SecretReveal secret={revealed} /> : null}
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      <table className="w-full text-left text-sm">
        <thead className="text-xs uppercase text-slate-500">
          <tr>
            <th className="py-2 font-medium">Secret</th>
            <th className="py-2 font-medium">Created</th>
            <th className="py-2 font-medium">Last used</th>
            {canEdit ? <th className="py-2 font-medium"><span className="sr-only">Actions</span></th> : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {secrets.map((secret) => (
            <tr key={secret.id} data-testid="secret-row">
              <td className="py-2 font-mono">…{secret.hint}</td>
              <td className="py-2">{formatDateTime(secret.createdAt)}</td>
              <td className="py-2">{secret.lastUsedAt ? formatDateTime(secret.lastUsedAt) : "Never used"}</td>
              {canEdit ? (
                <td className="py-2 text-right">
                  {confirming === secret.id ? (
                    <span className="inline-flex flex-wrap items-center justify-end gap-2">
                      <span className="text-xs text-red-700">Requests using this secret will fail immediately.</span>
                      <button type="button" disabled={busy} onClick={() => remove(secret.id)} className="rounded-md bg-red-600 px-2 py-1 text-xs font-medium text-white hover:bg-red-700 disabled:opacity-50">
                        Yes, delete secret …{secret.hint}
                      </button>
                      <button type="button" onClick={() => setConfirming(null)} className="rounded-md border border-slate-300 px-2 py-1 text-xs hover:bg-slate-50">
                        Cancel
                      </button>
                    </span>
                  ) : (
                    <button
                      type="button"
                      disabled={!canDelete.ok || busy}
                      onClick={() => setConfirming(secret.id)}
                      aria-label={`Delete secret ending in ${secret.hint}`}
                      aria-describedby={canDelete.ok ? undefined : "secret-delete-reason"}
                      className="rounded-md border border-slate-300 px-2 py-1 text-xs text-red-700 hover:bg-red-50 disabled:opacity-50"
                    >
                      Delete
                    </button>
                  )}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
      {canEdit && !canDelete.ok ? (
        <p id="secret-delete-reason" className="text-xs text-slate-500">
          {canDelete.message}
        </p>
      ) : null}
      {canEdit ? (
        <div className="space-y-1">
          <button
            type="button"
            onClick={generate}
            disabled={!canGenerate.ok || busy}
            aria-describedby={canGenerate.ok ? undefined : "secret-generate-reason"}
            className="rounded-md bg-brand-600 px-3 py-2 text-sm font-medium text-white hover:bg-brand-700 disabled:opacity-50"
          >
            {busy ? "Working…" : "Generate new secret"}
          </button>
          <p id="secret-generate-reason" className="text-xs text-slate-500">
            {canGenerate.ok ? `${secrets.length} of ${MAX_ACTIVE_SECRETS} secrets active.` : canGenerate.message}
          </p>
        </div>
      ) : null}
    </div>
  );
}
