import type { ReactNode } from "react";

// Sign-in and sign-up: one narrow column, the page's card in the middle.
export default function AuthLayout({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-md">{children}</div>;
}
