// A client's webhook deliveries across its users: attempts and the failure rate per day, and the
// latest attempts with the request sent and the start of the response, each replayable by the owner.
import { TableHead } from "@/components/ui/table-head";
import { formatDateTime } from "@/lib/format-time";
import { WEBHOOK_ACTIVITY_WORDS as W } from "@/lib/ui-words/webhooks";
import { type ClientWebhookActivity, failureRate } from "@/lib/webhooks/views";
import { ReplayDeliveryButton } from "./replay-delivery-button";
import { SendTestEvent } from "./send-test-event";

const KEPT = 2048;
const clip = (text: string) => (text.length > KEPT ? `${text.slice(0, KEPT)}…` : text);

export function WebhookActivity({
  clientId,
  activity,
  canReplay,
  timeZone,
}: {
  clientId: string;
  activity: ClientWebhookActivity;
  canReplay: boolean;
  timeZone?: string;
}) {
  const busyDays = activity.days.filter((d) => d.attempts > 0);
  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-600" data-testid="webhook-summary">
        {W.intro(activity.subscriptions, activity.users, activity.days.length)}
      </p>
      {busyDays.length === 0 ? (
        <p className="rounded-md border border-dashed border-slate-300 p-4 text-sm" data-testid="webhook-days-empty">
          {W.noDeliveries(activity.days.length)}
        </p>
      ) : (
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={W.tableLabel}>
          <table className="w-full max-w-xl text-left text-sm">
            {busyDays.length < activity.days.length ? (
              <caption className="caption-bottom pt-1 text-left text-xs text-slate-600">{W.quietDaysLeftOut}</caption>
            ) : null}
            <TableHead
              className="text-xs uppercase text-slate-600"
              cellClassName="py-1 font-medium"
              columns={[W.day, W.attempts, W.failed, W.failureRate]}
            />
            <tbody>
              {busyDays.map((d) => {
                const rate = failureRate(d);
                return (
                  <tr key={d.day} className="border-t border-slate-100" data-testid="webhook-day">
                    <th scope="row" className="py-1 font-normal">
                      {d.day}
                    </th>
                    <td className="py-1">{d.attempts}</td>
                    <td className="py-1">{d.failedAttempts}</td>
                    <td className="py-1">
                      {rate === null ? (
                        W.noAttempts
                      ) : (
                        <span className="inline-flex items-center gap-2">
                          <span aria-hidden="true" className="inline-block h-2 w-16 rounded bg-slate-200">
                            <span className="block h-2 rounded bg-red-600" style={{ width: `${rate}%` }} />
                          </span>
                          {W.rate(rate)}
                        </span>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {canReplay ? (
        <div>
          <h3 className="font-medium">{W.testTitle}</h3>
          <p className="mt-1 text-xs text-slate-600">{W.testHint}</p>
          <div className="mt-2">
            <SendTestEvent clientId={clientId} subscriptions={activity.testable} />
          </div>
        </div>
      ) : null}
      {activity.stopped.length > 0 ? (
        <div>
          <h3 className="font-medium">{W.stoppedTitle}</h3>
          <p className="mt-1 text-xs text-slate-600">{W.stoppedHint}</p>
          <ul className="mt-2 space-y-1 text-sm">
            {activity.stopped.map((s) => (
              <li key={s.webhookId} className="break-all" data-testid="stopped-subscription">
                {W.stopped(s.host, s.reason)} ·{" "}
                <time dateTime={s.at.toISOString()}>{formatDateTime(s.at, timeZone)}</time>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div>
        <h3 className="font-medium">{W.recentTitle}</h3>
        <p className="mt-1 text-xs text-slate-600">{W.recentHint}</p>
        {activity.recent.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600" data-testid="no-webhook-attempts">
            {W.none}
          </p>
        ) : (
          <ul className="mt-3 space-y-3">
            {activity.recent.map((a) => (
              <li
                key={a.attemptId}
                className="rounded-md border border-slate-200 p-3 text-sm"
                data-testid="webhook-attempt"
              >
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="font-medium">
                      {a.triggerEvent} · {W.status(a.statusCode, a.error)} · {W.latency(a.latencyMs)}
                    </p>
                    <p className="break-all text-xs text-slate-600">
                      <time dateTime={a.startedAt.toISOString()}>{formatDateTime(a.startedAt, timeZone)}</time> ·{" "}
                      {a.host} · {W.attempt(a.number)} · {a.deliveryStatus} · {a.messageId}
                    </p>
                  </div>
                  {canReplay ? (
                    <ReplayDeliveryButton
                      clientId={clientId}
                      deliveryId={a.deliveryId}
                      label={`${W.replay} ${a.triggerEvent} ${a.messageId}`}
                    />
                  ) : null}
                </div>
                <details className="mt-2">
                  <summary className="cursor-pointer text-brand-700">{W.request}</summary>
                  <pre className="mt-1 max-h-64 overflow-auto whitespace-pre-wrap break-all rounded bg-slate-50 p-2 text-xs">
                    {Object.entries(a.requestHeaders)
                      .map(([k, v]) => `${k}: ${v}`)
                      .join("\n")}
                    {"\n\n"}
                    {a.requestBody === null ? W.payloadWithheld : clip(a.requestBody)}
                  </pre>
                </details>
                <details className="mt-1">
                  <summary className="cursor-pointer text-brand-700">{W.response}</summary>
                  <pre className="mt-1 max-h-64 overflow-auto whitespace-pre-wrap break-all rounded bg-slate-50 p-2 text-xs">
                    {a.responseBody ? clip(a.responseBody) : W.noResponse}
                  </pre>
                </details>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
