import Link from "next/link";

export default function ClientNotFound() {
  return (
    <section className="mx-auto max-w-lg text-center">
      <h1 className="text-2xl font-bold">Client not found</h1>
      <p className="mt-2 text-sm text-slate-600">This OAuth client does not exist, or it belongs to someone else.</p>
      <Link href="/settings/developer/oauth" className="mt-4 inline-block text-sm font-medium text-brand-700 hover:underline">
        Back to your OAuth clients
      </Link>
    </section>
  );
}
