// The API reference, rendered on the server from the OpenAPI document; public, no sign-in.
import type { Metadata } from "next";
import { OperationCard } from "@/components/api-docs/operation-card";
import { apiReference } from "@/lib/server/api-reference";
import { API_ROUTES } from "@/app/v2/api-routes";

export const metadata: Metadata = { title: "API reference" };
export const dynamic = "force-dynamic";

export default function ApiReferencePage() {
  const reference = apiReference(API_ROUTES);
  return (
    <section>
      <h1 className="text-2xl font-bold">{reference.title} reference</h1>
      <p className="mt-2 text-sm text-slate-600">
        Call the API with <code>Authorization: Bearer &lt;access token&gt;</code>. Each operation needs the scope shown
        (a TEAM_ scope is also satisfied by its ORG_ twin); team and organization paths also need membership, and writes
        the ADMIN or OWNER role. Lists take <code>take</code> (1-100) and <code>cursor</code>. The machine-readable
        document is at{" "}
        <a className="text-brand-700 underline" href="/v2/openapi.json">
          /v2/openapi.json
        </a>
        .
      </p>
      <nav className="mt-4 flex flex-wrap gap-2 text-sm" aria-label="Areas">
        {reference.groups.map((g) => (
          <a key={g.tag} href={`#area-${g.tag}`} className="rounded border border-slate-300 px-2 py-0.5 hover:bg-white">
            {g.tag}
          </a>
        ))}
      </nav>
      {reference.groups.map((group) => (
        <section key={group.tag} id={`area-${group.tag}`} className="mt-8">
          <h2 className="text-lg font-semibold">{group.tag}</h2>
          <div className="mt-3 space-y-3">
            {group.operations.map((op) => (
              <OperationCard key={op.id} operation={op} />
            ))}
          </div>
        </section>
      ))}
    </section>
  );
}
