const HINTS: Record<string, string> = {
  unknown_client: "Check the link you followed, or contact the application's developer.",
  client_not_approved: "The application is waiting for review by the platform, or has been suspended. Nothing was shared with it.",
  invalid_redirect_uri: "For your safety you were not sent back to the application. Its developer needs to fix the link.",
  missing_redirect_uri: "The link you followed is incomplete. Its developer needs to fix it.",
  scope_required: "The application must say which permissions it needs (the scope parameter). Its developer needs to update the link.",
  missing_client_id: "The link you followed is incomplete.",
  invalid_parameter: "The link you followed is malformed.",
};

export function AuthorizeErrorPanel({ reason, message, clientName }: { reason: string; message: string; clientName: string | null }) {
  return (
    <section className="mx-auto max-w-lg rounded-lg border border-red-200 bg-white p-6 shadow-sm" aria-labelledby="authorize-error">
      <h1 id="authorize-error" className="text-xl font-semibold text-red-700">
        {clientName ? `${clientName} can't connect to your account` : "This authorization request can't be completed"}
      </h1>
      <p className="mt-3 text-slate-800" data-testid="authorize-error-message">
        {message}
      </p>
      {HINTS[reason] ? <p className="mt-2 text-sm text-slate-600">{HINTS[reason]}</p> : null}
      <p className="mt-4 text-xs text-slate-400">Error: {reason}</p>
    </section>
  );
}
