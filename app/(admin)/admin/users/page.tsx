import type { Metadata } from "next";
import { setUserDisabledAction } from "@/lib/actions/admin-users";
import { requireAdmin } from "@/lib/auth/current-user";
import { listUsersForAdmin } from "@/lib/db/user-sessions";
import { ADMIN_USERS_WORDS as W } from "@/lib/ui-words/admin-users";

export const metadata: Metadata = { title: W.title };

export default async function AdminUsersPage() {
  const admin = await requireAdmin("/admin/users");
  const users = await listUsersForAdmin();
  return (
    <section>
      <h1 className="text-2xl font-bold">{W.title}</h1>
      <p className="mt-1 text-sm text-slate-600">{W.intro}</p>
      <table className="mt-6 w-full text-left text-sm">
        <thead>
          <tr>
            <th className="py-2">{W.name}</th>
            <th>{W.email}</th>
            <th>{W.role}</th>
            <th>{W.status}</th>
            <th><span className="sr-only">{W.actions}</span></th>
          </tr>
        </thead>
        <tbody>
          {users.map((u) => (
            <tr key={u.id} className="border-t border-slate-200">
              <td className="py-2">{u.name}</td>
              <td>{u.email}</td>
              <td>{u.role}</td>
              <td>{u.disabledAt ? W.disabled : W.active}</td>
              <td>
                {u.id !== admin.id && (
                  <form action={setUserDisabledAction}>
                    <input type="hidden" name="userId" value={u.id} />
                    <input type="hidden" name="disabled" value={u.disabledAt ? "false" : "true"} />
                    <button type="submit" className="rounded border border-slate-300 px-2 py-1" aria-label={`${u.disabledAt ? W.enable : W.disable} ${u.email}`}>
                      {u.disabledAt ? W.enable : W.disable}
                    </button>
                  </form>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
