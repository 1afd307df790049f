"use client";

// The client's OpenID Connect post-logout redirect URIs: add and remove, each saved at once or, on
// a reviewed client, an addition waiting for review like a new redirect URI.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/shared/button";
import { useAction } from "@/components/shared/use-action";
import { Field } from "@/components/ui/field";
import type { ActionResult } from "@/lib/action-result";
import { addPostLogoutRedirectUriAction, removePostLogoutRedirectUriAction } from "@/lib/actions/portal";
import { CLIENT_PAGE_WORDS as W } from "@/lib/ui-words/portal";
import { ReviewMark } from "./client-status-badge";
import { FormMessage } from "./form-message";

type Props = { clientId: string; uris: readonly string[]; waiting: readonly string[]; canEdit: boolean };

export function PostLogoutUriManager({ clientId, uris, waiting, canEdit }: Props) {
  const router = useRouter();
  const [draft, setDraft] = useState("");
  const { busy, failure, run: runAction } = useAction();

  async function run(action: () => Promise<ActionResult<unknown>>) {
    const result = await runAction(action);
    if (!result.ok) return;
    setDraft("");
    router.refresh();
  }

  return (
    <div className="space-y-3" data-testid="post-logout-uris">
      {uris.length === 0 ? <p className="text-sm text-slate-600">{W.postLogoutRedirectUrisNone}</p> : null}
      <ul className="space-y-1 text-sm">
        {uris.map((uri) => (
          <li key={uri} className="flex flex-wrap items-center gap-2">
            <code className="break-all text-xs">{uri}</code>
            {waiting.includes(uri) ? <ReviewMark kind="waiting" /> : null}
            {canEdit ? (
              <button
                type="button"
                disabled={busy}
                onClick={() => run(() => removePostLogoutRedirectUriAction({ clientId, uri }))}
                className="text-xs font-medium text-red-700 hover:underline disabled:opacity-50"
              >
                {W.removePostLogoutRedirectUri}
                <span className="sr-only"> {uri}</span>
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {canEdit ? (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void run(() => addPostLogoutRedirectUriAction({ clientId, uri: draft }));
          }}
        >
          <Field
            id="new-post-logout-uri"
            label={W.newPostLogoutRedirectUri}
            frameClassName="min-w-64 flex-1"
            type="url"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder="https://app.example.com/signed-out"
          />
          <Button type="submit" disabled={busy || draft.trim() === ""}>
            {W.addPostLogoutRedirectUri}
          </Button>
        </form>
      ) : null}
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
    </div>
  );
}
