import type { Metadata } from "next";
import { CreateClientForm } from "@/components/portal/create-client-form";
import { PageHeader } from "@/components/ui/page-header";
import { requireUser } from "@/lib/auth/current-user";
import { NEW_CLIENT_PAGE_WORDS as W } from "@/lib/ui-words/portal";

export const metadata: Metadata = { title: W.title };

export default async function NewOAuthClientPage() {
  await requireUser("/settings/developer/oauth/new");
  return (
    <section className="space-y-6">
      <PageHeader title={W.title} intro={W.intro} back={{ href: "/settings/developer/oauth", label: W.back }} />
      <div className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <CreateClientForm />
      </div>
    </section>
  );
}
