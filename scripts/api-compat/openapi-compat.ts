// What a new OpenAPI document breaks for clients of the released one (docs/openapi/released.json):
// a removed operation, a new required input (parameter or body field), a removed or retyped output
// field (in a success answer), a narrowed enum (anywhere). A break is declared, and allowed, only
// where the released document announced it: the operation, or the field, was deprecated there
// (`x-deprecation`, lib/server/api/deprecation.ts) and its sunset has come. Field paths read as
// the answer's JSON: `data.name`, `data[].name` in a list; inputs as `query.take`, `body.name`.
type Json = Record<string, unknown>;
export type OpenApiDocument = Json & { paths?: Record<string, Record<string, Json>> };

export type BreakKind =
  | "removed_operation"
  | "new_required_input"
  | "removed_output_field"
  | "retyped_output_field"
  | "narrowed_enum";

export interface Break {
  readonly kind: BreakKind;
  /** `GET /v2/me`, then where in it: `200 data.timeZone`, `query.take`. */
  readonly where: string;
  readonly detail: string;
}

const METHODS = ["get", "put", "post", "delete", "patch"] as const;

const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

/** Follows `#/components/...` references (a loop or a dangling one reads as an empty schema). */
function resolver(doc: OpenApiDocument) {
  return function resolve(schema: unknown, seen: ReadonlySet<string> = new Set()): Json {
    if (!isObject(schema)) return {};
    const ref = schema.$ref;
    if (typeof ref !== "string") return schema;
    if (seen.has(ref) || !ref.startsWith("#/")) return {};
    let target: unknown = doc;
    for (const part of ref.slice(2).split("/")) target = isObject(target) ? target[part] : undefined;
    return resolve(target, new Set([...seen, ref]));
  };
}

type Resolve = ReturnType<typeof resolver>;

/** The JSON types a schema admits (`null` included), or null when it names none. */
function typesOf(schema: Json, resolve: Resolve): Set<string> | null {
  const variants = (schema.anyOf ?? schema.oneOf) as unknown[] | undefined;
  if (Array.isArray(variants)) {
    const all = new Set<string>();
    for (const v of variants) {
      const t = typesOf(resolve(v), resolve);
      if (t === null) return null;
      for (const x of t) all.add(x);
    }
    return all;
  }
  if (typeof schema.type === "string") return new Set([schema.type]);
  if (Array.isArray(schema.type)) return new Set(schema.type as string[]);
  if (Array.isArray(schema.enum)) return new Set(schema.enum.map((v) => (v === null ? "null" : typeof v)));
  return null;
}

/** The one non-null variant of `anyOf: [X, null]`, else the schema itself. */
function unwrapped(schema: Json, resolve: Resolve): Json {
  const variants = (schema.anyOf ?? schema.oneOf) as unknown[] | undefined;
  if (!Array.isArray(variants)) return schema;
  const real = variants.map((v) => resolve(v)).filter((v) => v.type !== "null");
  return real.length === 1 ? real[0]! : schema;
}

const sameSet = (a: Set<string>, b: Set<string>) => a.size === b.size && [...a].every((x) => b.has(x));

interface Walk {
  readonly where: string;
  readonly resolveReleased: Resolve;
  readonly resolveCurrent: Resolve;
  readonly declared: (field: string) => boolean;
  readonly breaks: Break[];
}

function narrowedEnum(walk: Walk, path: string, released: Json, current: Json): void {
  if (!Array.isArray(released.enum)) return;
  const now = Array.isArray(current.enum) ? current.enum : null;
  if (now === null) return;
  const lost = released.enum.filter((v) => !now.includes(v));
  if (lost.length > 0 && !walk.declared(path))
    walk.breaks.push({
      kind: "narrowed_enum",
      where: `${walk.where} ${path}`,
      detail: `no longer takes ${lost.map((v) => JSON.stringify(v)).join(", ")}`,
    });
}

/** A success answer's schema: every released field must still be there, with the same types. */
function compareOutput(walk: Walk, path: string, releasedRaw: unknown, currentRaw: unknown, depth = 0): void {
  if (depth > 32) return;
  const releasedFull = walk.resolveReleased(releasedRaw);
  const currentFull = walk.resolveCurrent(currentRaw);
  const [before, after] = [typesOf(releasedFull, walk.resolveReleased), typesOf(currentFull, walk.resolveCurrent)];
  if (before && after && !sameSet(before, after) && !walk.declared(path)) {
    walk.breaks.push({
      kind: "retyped_output_field",
      where: `${walk.where} ${path}`,
      detail: `was ${[...before].sort().join("|")}, is ${[...after].sort().join("|")}`,
    });
    return;
  }
  const released = unwrapped(releasedFull, walk.resolveReleased);
  const current = unwrapped(currentFull, walk.resolveCurrent);
  narrowedEnum(walk, path, released, current);
  const join = (name: string) => (path ? `${path}.${name}` : name);
  if (isObject(released.properties)) {
    const now = isObject(current.properties) ? current.properties : {};
    for (const [name, schema] of Object.entries(released.properties)) {
      if (!(name in now)) {
        if (!walk.declared(join(name)))
          walk.breaks.push({ kind: "removed_output_field", where: `${walk.where} ${join(name)}`, detail: "removed" });
        continue;
      }
      compareOutput(walk, join(name), schema, now[name], depth + 1);
    }
  }
  if (released.items !== undefined && current.items !== undefined)
    compareOutput(walk, `${path}[]`, released.items, current.items, depth + 1);
}

/** An input's schema: nothing newly required, no enum narrowed. */
function compareInput(walk: Walk, path: string, releasedRaw: unknown, currentRaw: unknown, depth = 0): void {
  if (depth > 32) return;
  const released = unwrapped(walk.resolveReleased(releasedRaw), walk.resolveReleased);
  const current = unwrapped(walk.resolveCurrent(currentRaw), walk.resolveCurrent);
  narrowedEnum(walk, path, released, current);
  const before = new Set(Array.isArray(released.required) ? (released.required as string[]) : []);
  const props = isObject(current.properties) ? current.properties : {};
  const had = isObject(released.properties) ? released.properties : {};
  for (const name of Array.isArray(current.required) ? (current.required as string[]) : [])
    if (!before.has(name))
      walk.breaks.push({
        kind: "new_required_input",
        where: `${walk.where} ${path}.${name}`,
        detail: name in had ? "now required" : "new and required",
      });
  for (const [name, schema] of Object.entries(props))
    if (name in had) compareInput(walk, `${path}.${name}`, had[name], schema, depth + 1);
  if (released.items !== undefined && current.items !== undefined)
    compareInput(walk, `${path}[]`, released.items, current.items, depth + 1);
}

type Parameter = { name: string; in: string; required?: boolean; schema?: unknown };

function parameters(operation: Json, resolve: Resolve): Map<string, Parameter> {
  const list = Array.isArray(operation.parameters) ? operation.parameters : [];
  return new Map(list.map((p) => resolve(p) as unknown as Parameter).map((p) => [`${p.in}.${p.name}`, p] as const));
}

function bodySchema(operation: Json, resolve: Resolve): unknown {
  const body = resolve(operation.requestBody);
  const content = isObject(body.content) ? body.content["application/json"] : undefined;
  return isObject(content) ? content.schema : undefined;
}

function successSchemas(operation: Json): Map<string, unknown> {
  const responses = isObject(operation.responses) ? operation.responses : {};
  const found = new Map<string, unknown>();
  for (const [status, response] of Object.entries(responses)) {
    if (!/^2\d\d$/.test(status) || !isObject(response) || !isObject(response.content)) continue;
    const json = response.content["application/json"];
    if (isObject(json) && json.schema !== undefined) found.set(status, json.schema);
  }
  return found;
}

interface Declaration {
  readonly sunset: string;
  readonly fields?: readonly string[];
}

function declarationOf(operation: Json): Declaration | null {
  const d = operation["x-deprecation"];
  return isObject(d) && typeof d.sunset === "string" ? (d as unknown as Declaration) : null;
}

/** Every break `current` makes for clients of `released`, on `today` (`YYYY-MM-DD`, UTC). */
export function breakingChanges(released: OpenApiDocument, current: OpenApiDocument, today: string): Break[] {
  const breaks: Break[] = [];
  const resolveReleased = resolver(released);
  const resolveCurrent = resolver(current);
  for (const [path, item] of Object.entries(released.paths ?? {})) {
    for (const method of METHODS) {
      const before = item[method];
      if (!isObject(before)) continue;
      const where = `${method.toUpperCase()} ${path}`;
      const declaration = declarationOf(before);
      const sunsetCome = declaration !== null && declaration.sunset <= today;
      const after = current.paths?.[path]?.[method];
      if (!isObject(after)) {
        if (!(sunsetCome && !declaration.fields))
          breaks.push({
            kind: "removed_operation",
            where,
            detail: declaration ? `removed before its sunset (${declaration.sunset})` : "removed",
          });
        continue;
      }
      if (sunsetCome && !declaration.fields) continue;
      const fields = new Set(sunsetCome ? declaration.fields : []);
      const walk = (at: string): Walk => ({
        where: at,
        resolveReleased,
        resolveCurrent,
        declared: (field) => fields.has(field),
        breaks,
      });
      const had = parameters(before, resolveReleased);
      for (const [key, parameter] of parameters(after, resolveCurrent)) {
        const old = had.get(key);
        if (parameter.required && !old?.required)
          breaks.push({
            kind: "new_required_input",
            where: `${where} ${key}`,
            detail: old ? "now required" : "new and required",
          });
        if (old) narrowedEnum(walk(where), key, resolveReleased(old.schema), resolveCurrent(parameter.schema));
      }
      const bodyBefore = bodySchema(before, resolveReleased);
      const bodyAfter = bodySchema(after, resolveCurrent);
      if (bodyAfter !== undefined) compareInput(walk(where), "body", bodyBefore ?? {}, bodyAfter);
      const answersAfter = successSchemas(after);
      for (const [status, schema] of successSchemas(before)) {
        const now = answersAfter.get(status) ?? [...answersAfter.values()][0];
        if (now !== undefined) compareOutput(walk(`${where} ${status}`), "", schema, now);
      }
    }
  }
  return breaks;
}

/** One line per break, as CI prints them. */
export function describeBreaks(breaks: readonly Break[]): string {
  return breaks.map((b) => `  ${b.kind}: ${b.where}${b.detail ? ` - ${b.detail}` : ""}`).join("\n");
}
