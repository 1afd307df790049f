import type { Metadata } from "next";
import Link from "next/link";
import { CreateClientForm } from "@/components/portal/create-client-form";
import { requireUser } from "@/lib/auth/current-user";
import { NEW_CLIENT_PAGE_WORDS as W } from "@/lib/ui-words/portal";

export const metadata: Metadata = { title: W.title };

export default async function NewOAuthClientPage() {
  await requireUser("/settings/developer/oauth/new");
  return (
    <section className="space-y-6">
      <div>
        <Link href="/settings/developer/oauth" className="text-sm text-brand-700 hover:underline">
          {W.back}
        </Link>
        <h1 className="mt-2 text-2xl font-bold">{W.title}</h1>
        <p className="mt-1 text-sm text-slate-600">{W.intro}</p>
      </div>
      <div className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <CreateClientForm />
      </div>
    </section>
  );
}
