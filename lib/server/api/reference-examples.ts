// Examples for the API reference, generated from the OpenAPI document (itself generated from the
// zod schemas the routes validate with): per operation a curl request and one success and one
// error answer, shaped like the real envelope. Values are placeholders chosen by type, format and
// field name, so the examples follow the schemas as they change.

type Schema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  default?: unknown;
  minimum?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  $ref?: string;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};

export type ExampleOperation = {
  method: string;
  path: string;
  secured: boolean;
  parameters: readonly { name: string; in: string; required?: boolean; schema?: Schema }[];
  body: Schema | undefined;
  responses: Record<string, { content?: Record<string, { schema?: Schema }> } | undefined>;
};

export type OperationExample = {
  curl: string;
  success: { status: number; body: string | null };
  error: { status: number; body: string };
};

const MAX_DEPTH = 6;

type Components = Record<string, Schema>;

function stringFor(name: string, schema: Schema): string {
  if (schema.format === "date-time") return "2026-01-15T09:00:00Z";
  if (schema.format === "date") return "2026-01-15";
  const key = name.toLowerCase();
  if (key.includes("email")) return "ada@example.com";
  if (key.includes("timezone")) return "Europe/Berlin";
  if (schema.format === "uri" || key.endsWith("url")) return "https://app.example.com/hooks/bookings";
  if (key === "id" || key.endsWith("id")) return `${name.replace(/Id$/, "") || "id"}_123`;
  if (key.includes("cursor")) return "PASTE_NEXT_CURSOR";
  if (key === "slug" || key === "username") return "acme";
  if (key.includes("name") || key === "title") return "Acme";
  return name || "text";
}

/** A value that fits `schema`: every property for an answer, only the required ones for a request. */
export function exampleValue(
  schema: Schema | undefined,
  components: Components,
  options: { name?: string; requiredOnly?: boolean; depth?: number } = {},
): unknown {
  const depth = options.depth ?? 0;
  const name = options.name ?? "";
  if (!schema || depth > MAX_DEPTH) return null;
  if (schema.$ref) {
    const target = components[schema.$ref.replace("#/components/schemas/", "")];
    return exampleValue(target, components, { ...options, depth: depth + 1 });
  }
  const first = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (first) return exampleValue(first, components, { ...options, depth: depth + 1 });
  if (schema.allOf) {
    return Object.assign(
      {},
      ...schema.allOf.map((s) => exampleValue(s, components, { ...options, depth: depth + 1 }) ?? {}),
    );
  }
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const type = types.find((t) => t !== "null") ?? (schema.properties ? "object" : undefined);
  switch (type) {
    case "string":
      return stringFor(name, schema);
    case "integer":
    case "number":
      return Math.max(schema.minimum ?? 1, 1);
    case "boolean":
      return true;
    case "array":
      return [exampleValue(schema.items, components, { ...options, name: name.replace(/s$/, ""), depth: depth + 1 })];
    case "object": {
      const entries = Object.entries(schema.properties ?? {}).filter(
        ([key]) => !options.requiredOnly || (schema.required ?? []).includes(key),
      );
      return Object.fromEntries(
        entries.map(([key, s]) => [key, exampleValue(s, components, { ...options, name: key, depth: depth + 1 })]),
      );
    }
    default:
      return null;
  }
}

const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

function requestUrl(op: ExampleOperation, serverUrl: string, components: Components): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(stringFor(name, {})));
  const query = new URLSearchParams();
  for (const p of op.parameters) {
    if (p.in !== "query" || !p.required) continue;
    query.set(p.name, String(exampleValue(p.schema, components, { name: p.name })));
  }
  const search = query.toString();
  return `${serverUrl}${path}${search ? `?${search}` : ""}`;
}

function curlOf(op: ExampleOperation, serverUrl: string, components: Components): string {
  const lines = [
    `curl${op.method === "GET" ? "" : ` -X ${op.method}`} ${shellQuote(requestUrl(op, serverUrl, components))}`,
  ];
  if (op.secured) lines.push(`-H "Authorization: Bearer $ACCESS_TOKEN"`);
  if (op.body) {
    lines.push(`-H "Content-Type: application/json"`);
    lines.push(`-d ${shellQuote(JSON.stringify(exampleValue(op.body, components, { requiredOnly: true })))}`);
  }
  return lines.join(" \\\n  ");
}

function successOf(op: ExampleOperation, components: Components): OperationExample["success"] {
  const status = Object.keys(op.responses).find((s) => s.startsWith("2")) ?? "200";
  const schema = op.responses[status]?.content?.["application/json"]?.schema;
  return {
    status: Number(status),
    body: schema ? JSON.stringify(exampleValue(schema, components), null, 2) : null,
  };
}

/** The error a first call most likely meets: no valid token; for a public operation, bad input or an unknown id. */
function errorOf(op: ExampleOperation, components: Components): OperationExample["error"] {
  const envelope = (error: Record<string, unknown>) => JSON.stringify({ status: "error", error }, null, 2);
  if (op.secured) {
    return { status: 401, body: envelope({ code: "invalid_token", message: "the access token has expired" }) };
  }
  if (op.responses["400"]) {
    const body = op.body ? (exampleValue(op.body, components, { requiredOnly: true }) as Record<string, unknown>) : {};
    const field = Object.keys(body ?? {})[0] ?? op.parameters.find((p) => p.in === "query" && p.required)?.name;
    return {
      status: 400,
      body: envelope({
        code: "invalid_request",
        message: op.body ? "the body is invalid" : "the query parameters are invalid",
        ...(field ? { fieldErrors: { [field]: ["Invalid input"] } } : {}),
      }),
    };
  }
  return { status: 404, body: envelope({ code: "not_found", message: "resource not found" }) };
}

export function operationExample(op: ExampleOperation, serverUrl: string, components: Components): OperationExample {
  return {
    curl: curlOf(op, serverUrl, components),
    success: successOf(op, components),
    error: errorOf(op, components),
  };
}
