import type { ReactNode } from "react";

// The developer portal: a page column wide enough for the client settings' tabs, never wider than a phone allows.
export default function PortalLayout({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full min-w-0 max-w-5xl">{children}</div>;
}
