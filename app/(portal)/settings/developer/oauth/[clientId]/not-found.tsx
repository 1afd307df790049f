import Link from "@/components/ui/link";
import { CLIENT_NOT_FOUND_WORDS as W } from "@/lib/ui-words/portal";

export default function ClientNotFound() {
  return (
    <section className="mx-auto max-w-lg text-center">
      <h1 className="text-2xl font-bold">{W.title}</h1>
      <p className="mt-2 text-sm text-slate-600">{W.text}</p>
      <Link
        href="/settings/developer/oauth"
        className="mt-4 inline-block text-sm font-medium text-brand-700 hover:underline"
      >
        {W.back}
      </Link>
    </section>
  );
}
