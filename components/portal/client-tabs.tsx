"use client";

import Link from "@/components/ui/link";
import { useSelectedLayoutSegment } from "next/navigation";
import { clientTabPath, namedClientTab, tabsFor } from "@/lib/clients/views/client-tabs";
import { CLIENT_TAB_WORDS as W } from "@/lib/ui-words/portal";
import { TabPending } from "./tab-pending";

/**
 * The settings page's sections as links (one page each, so the page stays short and a keyboard
 * user passes seven links, not every checkbox); the current one, read from the address, is marked
 * for assistive technology, and a clicked one shows that its page is on the way. Rendered by the
 * client's layout, it stays across the tabs, so the clicked link keeps the focus.
 */
export function ClientTabs({ clientId, kind }: { clientId: string; kind: "CONFIDENTIAL" | "PUBLIC" }) {
  const current = namedClientTab(useSelectedLayoutSegment()) ?? "overview";
  return (
    <nav aria-label={W.nav} className="-mx-1 overflow-x-auto">
      <ul className="flex flex-wrap gap-1 border-b border-slate-200 px-1">
        {tabsFor(kind).map((tab) => {
          const active = tab === current;
          return (
            <li key={tab}>
              <Link
                href={clientTabPath(clientId, tab)}
                aria-current={active ? "page" : undefined}
                className={`inline-flex min-h-6 items-center rounded-t-md border-b-2 px-3 py-2 text-sm font-medium ${active ? "border-brand-600 text-brand-700" : "border-transparent text-slate-700 hover:border-slate-300"}`}
              >
                {W[tab]}
                <TabPending />
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
