import type { Metadata } from "next";
import Link from "next/link";
import { CreateClientForm } from "@/components/portal/create-client-form";
import { requireUser } from "@/lib/auth/current-user";

export const metadata: Metadata = { title: "Register an OAuth client" };

export default async function NewOAuthClientPage() {
  await requireUser("/settings/developer/oauth/new");
  return (
    <section className="space-y-6">
      <div>
        <Link href="/settings/developer/oauth" className="text-sm text-brand-700 hover:underline">
          ← OAuth clients
        </Link>
        <h1 className="mt-2 text-2xl font-bold">Register an OAuth client</h1>
        <p className="mt-1 text-sm text-slate-600">
          Tell users who you are, where they return after consenting, and which scopes your app needs. You can change redirect URIs and
          scopes later.
        </p>
      </div>
      <div className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <CreateClientForm />
      </div>
    </section>
  );
}
