import type { Metadata } from "next";
import Link from "next/link";
import { requireUser } from "@/lib/auth/current-user";
import { ACCOUNT_WORDS as W } from "@/lib/ui-words/account";

export const metadata: Metadata = { title: W.title };

export default async function AccountPage() {
  const user = await requireUser("/settings");
  const rows: Array<[string, string]> = [
    [W.name, user.name],
    [W.email, user.email],
    [W.username, user.username],
    [W.timeZone, user.timeZone],
    [W.role, W.roles[user.role]],
  ];
  return (
    <section>
      <h1 className="text-2xl font-bold">{W.title}</h1>
      <p className="mt-1 text-sm text-slate-600">{W.intro}</p>
      <dl className="mt-6 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {rows.map(([k, v]) => (
          <div key={k} className="grid grid-cols-3 gap-4 px-5 py-3 text-sm">
            <dt className="font-medium text-slate-500">{k}</dt>
            <dd className="col-span-2">{v}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm">
        <Link href="/settings/password" className="font-medium text-brand-700 underline">
          {W.changePassword}
        </Link>
      </p>
    </section>
  );
}
