/** Lines of text as a bulleted list; a long address or id breaks anywhere rather than overflow. */
export function BulletList({ items, className = "" }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={`list-inside list-disc ${className}`.trim()}>
      {items.map((item) => (
        <li key={item} className="break-all">
          {item}
        </li>
      ))}
    </ul>
  );
}
