"use client";

import { useEffect, useId, useState } from "react";
import { Button } from "@/components/shared/button";
import { Field } from "@/components/ui/field";
import { SelectField } from "@/components/ui/select-field";
import type { ClientKind, ClientStatus } from "@/lib/oauth/ports";
import type { Scope } from "@/lib/oauth/scope-catalogue";
import { buildAuthorizationUrl } from "@/lib/clients/rules/authorization-url";
import { generateCodeVerifier, generateState, s256CodeChallenge } from "@/lib/clients/rules/pkce-browser";
import { AuthorizationUrlOutput } from "./authorization-url-output";
import { CopyButton } from "./copy-button";
import { URL_BUILDER_WORDS as W } from "@/lib/ui-words/authorization-url";

type Props = {
  authUrl: string;
  clientId: string;
  kind: ClientKind;
  status: ClientStatus;
  /** The client's enabled scopes; empty for a legacy client. */
  scopes: readonly Scope[];
  redirectUris: readonly string[];
};

type Pkce = { verifier: string; challenge: string };

async function freshRandoms(): Promise<{ state: string; pkce: Pkce }> {
  const verifier = generateCodeVerifier();
  return { state: generateState(), pkce: { verifier, challenge: await s256CodeChallenge(verifier) } };
}

/** Assembles a correct /auth/oauth2/authorize URL for a chosen redirect URI and scopes. */
export function AuthorizationUrlBuilder({ authUrl, clientId, kind, status, scopes, redirectUris }: Props) {
  const id = useId();
  const [redirectUri, setRedirectUri] = useState(redirectUris[0] ?? "");
  const [chosen, setChosen] = useState<Scope[]>([...scopes]);
  const [state, setState] = useState("");
  const [pkce, setPkce] = useState<Pkce | null>(null);

  function renew() {
    void freshRandoms().then((fresh) => {
      setState(fresh.state);
      setPkce(fresh.pkce);
    });
  }

  // Random values are made in the browser after hydration (the server cannot know them).
  useEffect(() => {
    let live = true;
    void freshRandoms().then((fresh) => {
      if (!live) return;
      setState(fresh.state);
      setPkce(fresh.pkce);
    });
    return () => {
      live = false;
    };
  }, []);

  const legacy = scopes.length === 0;
  const needsPkce = kind === "PUBLIC";
  const url = buildAuthorizationUrl({
    authUrl,
    clientId,
    redirectUri: redirectUris.includes(redirectUri) ? redirectUri : (redirectUris[0] ?? ""),
    scopes: chosen.filter((s) => scopes.includes(s)),
    state: state || undefined,
    codeChallenge: needsPkce ? pkce?.challenge : undefined,
  });

  return (
    <div className="space-y-4">
      {status !== "APPROVED" ? (
        <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">{W.notApproved}</p>
      ) : null}
      <SelectField
        id={`${id}-redirect`}
        label={W.redirectUri}
        value={redirectUri}
        onChange={(e) => setRedirectUri(e.target.value)}
        options={redirectUris}
        className="mt-1 block w-full min-w-0 max-w-full truncate rounded-md border border-slate-300 px-3 py-2 font-mono text-sm"
      />
      {legacy ? (
        <p className="text-sm text-slate-600">{W.legacyNoScopes}</p>
      ) : (
        <fieldset>
          <legend className="text-sm font-medium text-slate-700">{W.scopesLegend}</legend>
          <p className="text-xs text-slate-500">{W.scopesHint}</p>
          <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
            {scopes.map((scope) => (
              <li key={scope} className="flex min-h-6 items-center gap-1.5">
                <input
                  id={`${id}-${scope}`}
                  type="checkbox"
                  className="size-5"
                  checked={chosen.includes(scope)}
                  onChange={(e) =>
                    setChosen(
                      e.target.checked
                        ? scopes.filter((s) => s === scope || chosen.includes(s))
                        : chosen.filter((s) => s !== scope),
                    )
                  }
                />
                <label htmlFor={`${id}-${scope}`} className="font-mono text-xs">
                  {scope}
                </label>
              </li>
            ))}
          </ul>
          {chosen.length === 0 ? <p className="mt-1 text-xs text-red-600">{W.chooseOne}</p> : null}
        </fieldset>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id={`${id}-state`}
          label={W.state}
          hint={W.stateHint}
          frameClassName="min-w-0"
          value={state}
          onChange={(e) => setState(e.target.value)}
          className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 font-mono text-sm"
        />
        {needsPkce ? (
          <div className="min-w-0">
            <p className="block text-sm font-medium text-slate-700">{W.verifier}</p>
            <div className="mt-1 flex items-center gap-2">
              <code
                className="block min-w-0 flex-1 break-all rounded bg-slate-100 px-3 py-2 font-mono text-xs"
                data-testid="code-verifier"
              >
                {pkce?.verifier ?? "…"}
              </code>
              {pkce ? <CopyButton value={pkce.verifier} label={W.copyVerifier} /> : null}
            </div>
            <p className="mt-1 text-xs text-slate-500">{W.verifierHint}</p>
          </div>
        ) : null}
      </div>
      <Button tone="secondary" size="sm" onClick={renew}>
        {W.renew(needsPkce)}
      </Button>
      <AuthorizationUrlOutput url={url} />
    </div>
  );
}
