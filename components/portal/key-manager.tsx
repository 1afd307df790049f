"use client";

import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import { addClientKeysAction, deleteClientKeyAction, setClientJwksUriAction } from "@/lib/actions/portal";
import { formatDateTime } from "@/lib/format-time";
import {
  MAX_CLIENT_KEYS,
  MAX_JWKS_URI_LENGTH,
  checkCanAddKey,
  checkCanDeleteKey,
} from "@/lib/clients/rules/client-keys";
import { MAX_SECRET_LABEL_LENGTH } from "@/lib/clients/rules/client-secrets";
import type { KeyView } from "@/lib/clients/views/client-views";
import { Button } from "@/components/shared/button";
import { useAction } from "@/components/shared/use-action";
import { Field } from "@/components/ui/field";
import { TableHead } from "@/components/ui/table-head";
import { TextAreaField } from "@/components/ui/text-area-field";
import { FormMessage } from "./form-message";
import { failureWords } from "@/lib/ui-words/client-failures";
import { KEY_WORDS as W } from "@/lib/ui-words/client-keys";

type Props = {
  clientId: string;
  keys: readonly KeyView[];
  jwksUri: string | null;
  /** Secrets that do not expire: while there is one, the last key may go. */
  lastingSecrets: number;
  canEdit: boolean;
  timeZone?: string;
};

/**
 * Lists the client's public keys by kid, alg and thumbprint with their last use; adds keys (one
 * JWK or a set) and deletes them, keeping the client at least one way to authenticate.
 */
export function KeyManager({ clientId, keys, jwksUri, lastingSecrets, canEdit, timeZone }: Props) {
  const router = useRouter();
  const { busy, failure, run } = useAction();
  const [jwks, setJwks] = useState("");
  const [label, setLabel] = useState("");
  const [added, setAdded] = useState<number | null>(null);
  const [uri, setUri] = useState(jwksUri ?? "");
  const [uriSaved, setUriSaved] = useState(false);
  const [confirming, setConfirming] = useState<string | null>(null);
  const id = useId();
  const resultRef = useRef<HTMLDivElement>(null);
  const [focusResult, setFocusResult] = useState(0);
  useEffect(() => {
    if (focusResult > 0) resultRef.current?.focus();
  }, [focusResult]);
  const canAdd = checkCanAddKey({ kind: "CONFIDENTIAL", keyCount: keys.length });
  const sources = keys.length + (jwksUri === null ? 0 : 1);
  const canDelete = checkCanDeleteKey({ sources, lastingSecrets });

  async function add() {
    setAdded(null);
    const result = await run(() => addClientKeysAction({ clientId, jwks, label }), { field: "jwks" });
    setFocusResult((n) => n + 1);
    if (!result.ok) return;
    setJwks("");
    setLabel("");
    setAdded(result.data.length);
    router.refresh();
  }

  async function saveUri() {
    setAdded(null);
    setUriSaved(false);
    const result = await run(() => setClientJwksUriAction({ clientId, jwksUri: uri }), { field: "jwksUri" });
    setFocusResult((n) => n + 1);
    if (!result.ok) return;
    setUriSaved(true);
    router.refresh();
  }

  async function remove(keyId: string) {
    setAdded(null);
    const result = await run(() => deleteClientKeyAction({ clientId, keyId }));
    setConfirming(null);
    setFocusResult((n) => n + 1);
    if (result.ok) router.refresh();
  }

  return (
    <div className="space-y-4">
      <div ref={resultRef} tabIndex={-1} className="space-y-4 focus:outline-none" data-testid="key-result">
        {added !== null ? <FormMessage tone="success">{W.added(added)}</FormMessage> : null}
        {uriSaved ? <FormMessage tone="success">{W.jwksUriSaved}</FormMessage> : null}
        {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      </div>
      {keys.length === 0 ? (
        <p className="text-sm text-slate-600">{W.noKeys}</p>
      ) : (
        <table className="w-full table-fixed text-left text-sm">
          <TableHead
            className="text-xs uppercase text-slate-600"
            cellClassName="py-2 font-medium"
            columns={[W.kid, W.alg, W.lastUsed, canEdit ? { label: W.actions, srOnly: true } : null]}
          />
          <tbody className="divide-y divide-slate-200">
            {keys.map((key) => (
              <tr key={key.id} data-testid="key-row">
                <td className="py-2 pr-2 align-top">
                  <span className="block break-all font-mono">{key.kid}</span>
                  <span className="block break-words text-xs text-slate-600">{key.label ?? W.noLabel}</span>
                  <span className="block break-all text-xs text-slate-600" data-testid="key-thumbprint">
                    {W.thumbprint}: <span className="font-mono">{key.thumbprint}</span>
                  </span>
                  <span className="block text-xs text-slate-600">
                    {W.created} {formatDateTime(key.createdAt, timeZone)}
                  </span>
                </td>
                <td className="py-2 align-top">{key.alg ?? W.anyAlg}</td>
                <td className="py-2 align-top" data-testid="key-last-used">
                  {key.lastUsedAt ? formatDateTime(key.lastUsedAt, timeZone) : W.neverUsed}
                </td>
                {canEdit ? (
                  <td className="py-2 text-right align-top">
                    {confirming === key.id ? (
                      <span className="inline-flex flex-wrap items-center justify-end gap-2">
                        <span className="text-xs text-red-700">{W.deleteWarning}</span>
                        <Button tone="danger" size="xs" disabled={busy} onClick={() => remove(key.id)}>
                          {W.confirmDelete(key.kid)}
                        </Button>
                        <Button tone="secondary" size="xs" onClick={() => setConfirming(null)}>
                          {W.cancel}
                        </Button>
                      </span>
                    ) : (
                      <Button
                        tone="dangerOutline"
                        size="xs"
                        disabled={!canDelete.ok || busy}
                        onClick={() => setConfirming(key.id)}
                        aria-label={W.deleteLabel(key.kid)}
                        aria-describedby={canDelete.ok ? undefined : `${id}-delete-reason`}
                      >
                        {W.delete}
                      </Button>
                    )}
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {canEdit && keys.length > 0 && !canDelete.ok ? (
        <p id={`${id}-delete-reason`} className="text-xs text-slate-600">
          {failureWords(canDelete).message}
        </p>
      ) : null}
      {canEdit ? (
        <div className="space-y-2">
          {canAdd.ok ? (
            <>
              <TextAreaField
                id={`${id}-jwks`}
                label={W.jwks}
                hint={W.jwksHint}
                rows={6}
                value={jwks}
                spellCheck={false}
                onChange={(e) => setJwks(e.target.value)}
              />
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
            </>
          ) : null}
          <Button
            size="sm"
            onClick={add}
            disabled={!canAdd.ok || busy || jwks.trim() === ""}
            aria-describedby={`${id}-add-reason`}
          >
            {busy ? W.working : W.add}
          </Button>
          <p id={`${id}-add-reason`} className="text-xs text-slate-600">
            {canAdd.ok ? W.count(keys.length, MAX_CLIENT_KEYS) : failureWords(canAdd).message}
          </p>
        </div>
      ) : null}
      {canEdit ? (
        <div className="space-y-2 border-t border-slate-200 pt-4">
          <Field
            id={`${id}-jwks-uri`}
            label={W.jwksUri}
            hint={W.jwksUriHint}
            value={uri}
            type="url"
            maxLength={MAX_JWKS_URI_LENGTH}
            onChange={(e) => setUri(e.target.value)}
            className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 font-mono text-sm"
          />
          <Button size="sm" tone="secondary" onClick={saveUri} disabled={busy || uri.trim() === (jwksUri ?? "")}>
            {busy ? W.working : uri.trim() === "" ? W.clearJwksUri : W.saveJwksUri}
          </Button>
        </div>
      ) : jwksUri !== null ? (
        <p className="break-all text-sm">
          {W.jwksUri}: <span className="font-mono">{jwksUri}</span>
        </p>
      ) : null}
    </div>
  );
}
