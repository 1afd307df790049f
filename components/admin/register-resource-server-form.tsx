"use client";

// Registers a resource server and shows its credential once (the secret is not kept).
import { useState } from "react";
import { Button } from "@/components/shared/button";
import { useAction } from "@/components/shared/use-action";
import { FactList } from "@/components/ui/fact-list";
import { registerResourceServerAction } from "@/lib/actions/resource-servers";
import { RESOURCE_SERVER_WORDS as W } from "@/lib/ui-words/resource-servers";

type Issued = { name: string; credentialId: string; secret: string };

export function RegisterResourceServerForm() {
  const [name, setName] = useState("");
  const [issued, setIssued] = useState<Issued | null>(null);
  const { busy, failure: error, run } = useAction();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const result = await run(() => registerResourceServerAction({ name }), { field: "name" });
    if (!result.ok) return;
    setIssued(result.data);
    setName("");
  };

  return (
    <div className="space-y-3">
      <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col text-sm">
          <span className="font-medium">{W.name}</span>
          <input
            className="min-h-10 rounded-md border border-slate-300 px-2"
            value={name}
            onChange={(e) => setName(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "resource-server-error" : undefined}
          />
        </label>
        <Button type="submit" disabled={busy}>
          {W.register}
        </Button>
      </form>
      {error ? (
        <p id="resource-server-error" className="text-sm text-red-700" role="alert">
          {error}
        </p>
      ) : null}
      {issued ? (
        <div className="rounded-md border border-green-300 bg-green-50 p-3 text-sm" role="status">
          <p className="font-medium">{W.registered(issued.name)}</p>
          <FactList
            classes={{
              list: "mt-2 grid grid-cols-1 gap-1 sm:grid-cols-3",
              row: "contents",
              value: "break-all font-mono sm:col-span-2",
            }}
            facts={[
              { term: W.credentialId, value: issued.credentialId, testId: "resource-server-id" },
              { term: W.secret, value: issued.secret, testId: "resource-server-secret" },
            ]}
          />
        </div>
      ) : null}
    </div>
  );
}
