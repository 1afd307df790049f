import Link from "@/components/ui/link";
import { getCurrentUser } from "@/lib/auth/current-user";

export const dynamic = "force-dynamic";

type Area = { href: string; title: string; text: string };

const userAreas: Area[] = [
  {
    href: "/settings/apps",
    title: "Authorized apps",
    text: "See which applications can reach your account and revoke their access.",
  },
  {
    href: "/settings/developer/oauth",
    title: "Developer settings",
    text: "Register OAuth clients, choose their scopes, manage redirect URIs and secrets.",
  },
  { href: "/settings", title: "Your account", text: "Your profile as applications see it through the API." },
];

const adminAreas: Area[] = [
  {
    href: "/admin/oauth-clients",
    title: "Admin: client review",
    text: "Review pending OAuth clients and changes; approve, reject, suspend.",
  },
  {
    href: "/admin/decisions",
    title: "Admin: decision history",
    text: "Every administrator's decision on clients and changes, with the reason given.",
  },
];

function AreaCard({ area }: { area: Area }) {
  return (
    <Link
      href={area.href}
      className="block rounded-lg border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-500"
    >
      <h2 className="font-semibold">{area.title}</h2>
      <p className="mt-1 text-sm text-slate-600">{area.text}</p>
    </Link>
  );
}

export default async function HomePage() {
  const user = await getCurrentUser();
  if (!user) {
    return (
      <section className="mx-auto max-w-xl text-center">
        <h1 className="text-3xl font-bold">Build on the scheduling API</h1>
        <p className="mt-3 text-slate-600">
          Register an application, let people connect their accounts with OAuth 2.0, and call the v2 API with the scopes
          they grant.
        </p>
        <div className="mt-6 flex justify-center gap-3">
          <Link
            href="/auth/signin"
            className="rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700"
          >
            Sign in
          </Link>
          <Link href="/auth/signup" className="rounded-md border border-slate-300 px-4 py-2 font-medium hover:bg-white">
            Create an account
          </Link>
        </div>
        <p className="mt-6 text-sm">
          {/* A plain link: the reference is a static document, not an App Router page. */}
          <a href="/docs/api" className="font-medium text-brand-700 underline">
            Read the API reference
          </a>
        </p>
      </section>
    );
  }
  const areas = user.role === "ADMIN" ? [...adminAreas, ...userAreas] : userAreas;
  return (
    <section>
      <h1 className="text-2xl font-bold">Welcome, {user.name}</h1>
      <p className="mt-1 text-slate-600">
        {user.role === "ADMIN"
          ? "You are a platform administrator."
          : "Manage your connected apps and your own integrations."}
      </p>
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        {areas.map((a) => (
          <AreaCard key={a.href} area={a} />
        ))}
      </div>
    </section>
  );
}
