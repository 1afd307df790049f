import type { Metadata } from "next";
import { requireUser } from "@/lib/auth/current-user";

export const metadata: Metadata = { title: "Your account" };

export default async function AccountPage() {
  const user = await requireUser("/settings");
  const rows: Array<[string, string]> = [
    ["Name", user.name],
    ["Email", user.email],
    ["Username", user.username],
    ["Time zone", user.timeZone],
    ["Role", user.role === "ADMIN" ? "Administrator" : "User"],
  ];
  return (
    <section>
      <h1 className="text-2xl font-bold">Your account</h1>
      <p className="mt-1 text-sm text-slate-600">This is the profile applications see through GET /v2/me when you grant them PROFILE_READ.</p>
      <dl className="mt-6 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {rows.map(([k, v]) => (
          <div key={k} className="grid grid-cols-3 gap-4 px-5 py-3 text-sm">
            <dt className="font-medium text-slate-500">{k}</dt>
            <dd className="col-span-2">{v}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
