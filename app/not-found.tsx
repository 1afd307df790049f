import type { Metadata } from "next";
import { HomeLink, StatusPage } from "@/components/layout/status-page";
import { NOT_FOUND_WORDS as W, SHELL_WORDS } from "@/lib/ui-words/shell";

export const metadata: Metadata = { title: W.title, robots: { index: false } };

export default function NotFound() {
  return (
    <StatusPage code="404" title={W.title} actions={<HomeLink primary>{SHELL_WORDS.home}</HomeLink>}>
      <p>{W.body}</p>
      <p className="text-sm text-slate-600">{W.hint}</p>
    </StatusPage>
  );
}
