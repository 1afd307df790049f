// Every in-app link: Next.js's client-side navigation, without prefetching. Our pages are rendered
// per person on every request, and Next.js prefetched every link in view: one page view asked the
// server for five to ten more renders nobody had asked for (the sign-in page nine), over half of
// what the server rendered in a browser session. A click fetches its page then.
import NextLink from "next/link";
import type { ComponentProps } from "react";

export default function Link(props: ComponentProps<typeof NextLink>) {
  return <NextLink {...props} prefetch={false} />;
}
