// A web address the reviewer may open to check it: a new tab, without referrer, opener or
// endorsement (nofollow). Anything but http(s) stays text, so a javascript: URL is never a link.
export function OutboundLink({ href }: { href: string | null }) {
  if (!href) return <>—</>;
  if (!/^https?:\/\//i.test(href)) return <span className="break-all">{href}</span>;
  return (
    <a href={href} target="_blank" rel="noreferrer noopener nofollow" className="break-all text-brand-700 underline">
      {href}
    </a>
  );
}
