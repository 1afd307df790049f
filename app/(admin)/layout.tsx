// The administrators' area. Each page checks the role itself (requireAdmin answers 404 to everyone
// else, so the area does not reveal that it exists); the frame adds nothing a non-admin could see.
import type { ReactNode } from "react";

export default function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <div className="space-y-5" data-area="admin">
      {children}
    </div>
  );
}
