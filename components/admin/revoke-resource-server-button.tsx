"use client";

// Revokes one resource server's credential at once.
import { useRouter } from "next/navigation";
import { revokeResourceServerAction } from "@/lib/actions/resource-servers";
import { RESOURCE_SERVER_WORDS as W } from "@/lib/ui-words/resource-servers";

export function RevokeResourceServerButton({ credentialId, name }: { credentialId: string; name: string }) {
  const router = useRouter();
  return (
    <button
      type="button"
      className="min-h-9 rounded-md border border-red-300 px-2 text-sm text-red-700"
      aria-label={`${W.revoke} ${name}`}
      onClick={async () => {
        await revokeResourceServerAction({ credentialId });
        router.refresh();
      }}
    >
      {W.revoke}
    </button>
  );
}
