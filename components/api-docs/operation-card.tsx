import type { ReferenceOperation } from "@/lib/server/api-reference";

const METHOD_STYLE: Record<string, string> = {
  GET: "bg-sky-100 text-sky-800",
  POST: "bg-emerald-100 text-emerald-800",
  PATCH: "bg-amber-100 text-amber-800",
  DELETE: "bg-rose-100 text-rose-800",
};

export function OperationCard({ operation }: { operation: ReferenceOperation }) {
  return (
    <article id={operation.id} className="rounded-lg border border-slate-200 bg-white p-4" data-testid="api-operation">
      <h3 className="flex flex-wrap items-center gap-2 font-mono text-sm">
        <span className={`rounded px-2 py-0.5 font-semibold ${METHOD_STYLE[operation.method] ?? "bg-slate-100"}`}>
          {operation.method}
        </span>
        <span>{operation.path}</span>
      </h3>
      <p className="mt-1 text-sm text-slate-700">{operation.summary}</p>
      <p className="mt-1 text-xs text-slate-600">
        {operation.scopes.length === 0 ? (
          "Public: no token needed."
        ) : (
          <>
            Scope: <code>{operation.scopes.join(" or ")}</code>
          </>
        )}
      </p>
      {operation.fields.length > 0 && (
        <table className="mt-2 w-full text-left text-xs">
          <thead>
            <tr className="text-slate-500">
              <th className="py-1">Field</th>
              <th>In</th>
              <th>Type</th>
              <th>Required</th>
            </tr>
          </thead>
          <tbody>
            {operation.fields.map((f) => (
              <tr key={`${f.where}:${f.name}`} className="border-t border-slate-100">
                <td className="py-1 font-mono">{f.name}</td>
                <td>{f.where}</td>
                <td className="font-mono">{f.type}</td>
                <td>{f.required ? "yes" : "no"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </article>
  );
}
