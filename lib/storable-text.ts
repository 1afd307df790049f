// Not every JavaScript string can be stored: PostgreSQL text refuses U+0000 (22021), and jsonb
// also refuses an unpaired UTF-16 surrogate (22P02), which a text column would silently turn into
// U+FFFD. No field of ours needs either, so input is checked once where it enters - the API's
// body, query and path reader and the server actions' plumbing - and such a string never
// reaches a write: the caller is told which field holds it.

/** Whether PostgreSQL stores `text` as it is. */
export function isStorableText(text: string): boolean {
  return !text.includes("\u0000") && text.isWellFormed();
}

/** A value still to look at, and where it sits (a chain of keys up to the input). */
type Pending = { readonly value: unknown; readonly key: string; readonly parent: Pending | null };

/** Named as zod names an issue's path ("attendee.name"), so a refusal reads like any other field error. */
function fieldName(at: Pending): string {
  const keys: string[] = [];
  for (let node: Pending | null = at; node?.parent; node = node.parent) keys.push(node.key);
  return keys.length === 0 ? "_" : keys.reverse().join(".");
}

/** The entries of a container a request can carry (JSON, form data, a server action's arguments). */
function entriesOf(value: object): Iterable<readonly [string, unknown]> {
  if (value instanceof FormData || value instanceof Map) return value.entries() as Iterable<[string, unknown]>;
  if (value instanceof Set) return [...value].map((item, i) => [String(i), item] as const);
  return Object.entries(value);
}

/**
 * The field ("attendee.name", "redirectUris.0"; "_" for the value itself) of the first string in
 * `input` that PostgreSQL would refuse or alter - a value, or a key (then the object holding it
 * is named) - or null when every string can be stored. Walks without recursion, however deep.
 */
export function unstorableField(input: unknown): string | null {
  const pending: Pending[] = [{ value: input, key: "", parent: null }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value } = next;
    if (typeof value === "string") {
      if (!isStorableText(value)) return fieldName(next);
      continue;
    }
    if (typeof value !== "object" || value === null || value instanceof Date) continue;
    const children: Pending[] = [];
    for (const [key, child] of entriesOf(value)) {
      if (!isStorableText(key)) return fieldName(next);
      children.push({ value: child, key, parent: next });
    }
    // Last in first, so the first field in reading order is the one named.
    for (let i = children.length - 1; i >= 0; i--) pending.push(children[i]!);
  }
  return null;
}
