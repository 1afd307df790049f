import type { ClientActivity } from "@/lib/clients/views/client-usage";
import { ACTIVITY_WORDS as W } from "@/lib/ui-words/client-activity";

/** Active users and, per day, authorizations and token requests: for every client, legacy or not. */
export function ClientActivityFigures({ activity }: { activity: ClientActivity }) {
  const total = activity.days.reduce((t, d) => ({ a: t.a + d.authorizations, r: t.r + d.tokenRequests }), {
    a: 0,
    r: 0,
  });
  return (
    <div className="space-y-3">
      <p className="text-sm">
        {W.activeUsers}: <strong data-testid="active-users">{activity.activeUsers}</strong>
      </p>
      <p className="text-xs text-slate-600">{W.intro(activity.days.length)}</p>
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={W.tableLabel}>
        <table className="w-full max-w-md text-left text-sm">
          <thead className="text-xs uppercase text-slate-600">
            <tr>
              <th scope="col" className="py-1 font-medium">
                {W.day}
              </th>
              <th scope="col" className="py-1 font-medium">
                {W.authorizations}
              </th>
              <th scope="col" className="py-1 font-medium">
                {W.tokenRequests}
              </th>
            </tr>
          </thead>
          <tbody>
            {activity.days.map((d) => (
              <tr key={d.day} className="border-t border-slate-100">
                <th scope="row" className="py-1 font-normal">
                  {d.day}
                </th>
                <td className="py-1">{d.authorizations}</td>
                <td className="py-1">{d.tokenRequests}</td>
              </tr>
            ))}
            <tr className="border-t border-slate-300 font-medium">
              <th scope="row" className="py-1">
                {W.totals}
              </th>
              <td className="py-1" data-testid="authorizations-total">
                {total.a}
              </td>
              <td className="py-1" data-testid="token-requests-total">
                {total.r}
              </td>
            </tr>
          </tbody>
        </table>
      </div>
    </div>
  );
}
