// Reads OAuth request parameters already decoded by the HTTP edge (query, form or JSON).
// RFC 6749 s3.1: a parameter sent without a value is treated as omitted, and a parameter must
// not be sent more than once.

export type RequestParams = URLSearchParams | Readonly<Record<string, string | readonly string[] | undefined>>;

export type ParamValues<Name extends string> = {
  /** Present, single and non-empty values only. */
  values: Partial<Record<Name, string>>;
  /** Recognised names that appeared more than once (unknown parameters are ignored). */
  duplicates: Name[];
  /** Recognised names whose value was not a string (a JSON body can carry anything). */
  malformed: Name[];
};

export function readParams<Name extends string>(params: RequestParams, names: readonly Name[]): ParamValues<Name> {
  const result: ParamValues<Name> = { values: {}, duplicates: [], malformed: [] };
  for (const name of names) {
    const all: readonly unknown[] = occurrences(params, name);
    if (all.length > 1) result.duplicates.push(name);
    else if (all.length === 1) {
      const value = all[0];
      if (typeof value !== "string") result.malformed.push(name);
      else if (value !== "") result.values[name] = value;
    }
  }
  return result;
}

function occurrences(params: RequestParams, name: string): readonly unknown[] {
  if (params instanceof URLSearchParams) return params.getAll(name);
  if (!Object.hasOwn(params, name)) return [];
  const value: unknown = params[name];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}
