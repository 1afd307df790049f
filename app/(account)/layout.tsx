import type { ReactNode } from "react";

// The signed-in user's own pages (account, authorized apps, password), in the site's column.
export default function AccountLayout({ children }: { children: ReactNode }) {
  return (
    <div className="w-full min-w-0" data-area="account">
      {children}
    </div>
  );
}
