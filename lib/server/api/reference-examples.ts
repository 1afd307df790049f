// Examples for the API reference, generated from the OpenAPI document (itself generated from the
// zod schemas the routes validate with): per operation a request in curl, JavaScript and Python
// (and, for the OAuth steps, the same with openid-client and Authlib), and one success and one
// error answer, shaped like the real ones. Values come from the seeded demo data where a name is
// known (example-values.ts), else are placeholders chosen by type, format and field name, so the
// examples follow the schemas as they change.
import { type ExampleRequest, curlExample, fetchExample, requestsExample } from "./example-code";
import { type ExampleValues, PLACEHOLDER_VALUES } from "./example-values";
import { BROWSER_STEPS, type OAuthStep } from "./oauth-paths";
import { type OAuthPlaces, authlibSnippet, hasAuthlibSnippet, openIdClientSnippet } from "./oauth-snippets";

type Schema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  examples?: unknown[];
  minimum?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  $ref?: string;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};

export const EXAMPLE_LANGUAGES = ["curl", "javascript", "python"] as const;
export type ExampleLanguage = (typeof EXAMPLE_LANGUAGES)[number];

export type ExampleOperation = {
  method: string;
  path: string;
  /** Where it is served: the operation's own server, else the document's. */
  serverUrl: string;
  /** How the caller proves who it is: an access token, the client's credentials, or not at all. */
  auth: "bearer" | "client" | "none";
  parameters: readonly { name: string; in: string; required?: boolean; schema?: Schema }[];
  body: Schema | undefined;
  /** The body's media type: JSON for the API, a form for the OAuth endpoints. */
  bodyType?: "json" | "form";
  responses: Record<string, { content?: Record<string, { schema?: Schema }> } | undefined>;
  /** The steps of an OAuth flow it serves (oauth-openapi.ts); none for the /v2 API. */
  steps?: readonly OAuthStep[];
};

export type OperationExample = {
  request: Record<ExampleLanguage, string>;
  success: { status: number; body: string | null };
  /** null where no refusal is worth showing (a public document, a browser redirect). */
  error: { status: number; body: string } | null;
};

export type ExampleContext = {
  components: Components;
  values?: ExampleValues;
  /** The authorization server (AUTH_URL) and the API (BASE_URL), for the client libraries' examples. */
  issuer?: string;
  apiUrl?: string;
};

const MAX_DEPTH = 6;

type Components = Record<string, Schema>;

/** A placeholder by field name; `known` (the seeded demo data) first. */
function stringFor(name: string, schema: Schema, known: Readonly<Record<string, string>> = {}): string {
  const value = known[name];
  if (value !== undefined) return value;
  if (schema.format === "date-time") return "2026-01-15T09:00:00Z";
  if (schema.format === "date") return "2026-01-15";
  const key = name.toLowerCase();
  if (key.includes("email")) return "user@example.com";
  if (key.includes("timezone")) return "Europe/Berlin";
  if (key.endsWith("token")) return "…";
  if (schema.format === "uri" || key.endsWith("url")) return "https://app.example.com/hooks/bookings";
  if (key === "id" || key.endsWith("id")) return `${name.replace(/Id$/, "") || "id"}_123`;
  if (key.includes("cursor")) return "PASTE_NEXT_CURSOR";
  if (key === "slug" || key === "username") return "acme";
  if (key.includes("name") || key === "title") return "Acme";
  return name || "text";
}

type ValueOptions = {
  name?: string;
  /** A request: only the required fields (and, with `withKnown`, those the demo data fills). */
  requiredOnly?: boolean;
  /** Values by field name: the seeded demo data (example-values.ts). */
  known?: Readonly<Record<string, string>>;
  /** Also send the optional fields `known` has a value for (the OAuth requests' state, scope...). */
  withKnown?: boolean;
  depth?: number;
};

/** Client credentials travel as HTTP Basic in the examples, never also in the body (RFC 6749 s2.3). */
const sentOptional = (key: string, options: ValueOptions) =>
  options.withKnown === true && options.known?.[key] !== undefined && !key.startsWith("client_");

/** A value that fits `schema`: every property for an answer, only the required ones for a request. */
export function exampleValue(schema: Schema | undefined, components: Components, options: ValueOptions = {}): unknown {
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
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  if (schema.examples?.length) return schema.examples[0];
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const type = types.find((t) => t !== "null") ?? (schema.properties ? "object" : undefined);
  switch (type) {
    case "string":
      return stringFor(name, schema, options.known);
    case "integer":
    case "number":
      return Math.max(schema.minimum ?? 1, 1);
    case "boolean":
      return true;
    case "array":
      return [exampleValue(schema.items, components, { ...options, name: name.replace(/s$/, ""), depth: depth + 1 })];
    case "object": {
      const entries = Object.entries(schema.properties ?? {}).filter(
        ([key]) => !options.requiredOnly || (schema.required ?? []).includes(key) || sentOptional(key, options),
      );
      return Object.fromEntries(
        entries.map(([key, s]) => [key, exampleValue(s, components, { ...options, name: key, depth: depth + 1 })]),
      );
    }
    default:
      return null;
  }
}

function resolved(schema: Schema | undefined, components: Components): Schema | undefined {
  return schema?.$ref ? components[schema.$ref.replace("#/components/schemas/", "")] : schema;
}

/** The variants of a form body (a token request per grant), each named by its fixed field. */
function formVariants(body: Schema, components: Components): { schema: Schema; label?: string }[] {
  const top = resolved(body, components) ?? {};
  const variants = (top.oneOf ?? top.anyOf ?? []).map((v) => resolved(v, components) ?? {});
  if (variants.length < 2) return [{ schema: top }];
  return variants.map((schema) => {
    const fixed = Object.entries(schema.properties ?? {}).find(
      ([, s]) => s.const !== undefined || s.enum?.length === 1,
    );
    return { schema, ...(fixed ? { label: `${fixed[0]}=${String(fixed[1].const ?? fixed[1].enum![0])}` } : {}) };
  });
}

function requestUrl(op: ExampleOperation, context: ExampleContext): string {
  const known = context.values?.byName ?? {};
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(stringFor(name, {}, known)));
  const query = new URLSearchParams();
  const options: ValueOptions = { requiredOnly: true, known, withKnown: (op.steps ?? []).length > 0 };
  for (const p of op.parameters) {
    if (p.in !== "query" || !(p.required || sentOptional(p.name, options))) continue;
    query.set(p.name, String(exampleValue(p.schema, context.components, { ...options, name: p.name })));
  }
  const search = query.toString().replace(/\+/g, "%20");
  return `${op.serverUrl}${path}${search ? `?${search}` : ""}`;
}

function answersJson(op: ExampleOperation): boolean {
  const status = Object.keys(op.responses).find((s) => s.startsWith("2"));
  return Boolean(status && op.responses[status]?.content?.["application/json"]);
}

/** The requests of an example: one, or one per variant of a form body. */
function exampleRequests(op: ExampleOperation, context: ExampleContext): ExampleRequest[] {
  const values = context.values ?? PLACEHOLDER_VALUES;
  const { client } = values;
  const options: ValueOptions = { requiredOnly: true, known: values.byName, withKnown: (op.steps ?? []).length > 0 };
  const base = {
    method: op.method,
    url: requestUrl(op, context),
    bearer: op.auth === "bearer",
    // A public client names itself in the body instead.
    ...(op.auth === "client" && client.secret !== null ? { basic: { id: client.id, secret: client.secret } } : {}),
    browser: (op.steps ?? []).some((s) => BROWSER_STEPS.has(s)),
    answersJson: answersJson(op),
  };
  if (!op.body) return [base];
  if (op.bodyType !== "form") return [{ ...base, json: exampleValue(op.body, context.components, options) }];
  const publicClient: Record<string, string> =
    op.auth === "client" && client.secret === null ? { client_id: client.id } : {};
  return formVariants(op.body, context.components).map(({ schema, label }) => ({
    ...base,
    ...(label ? { label } : {}),
    form: {
      ...(Object.fromEntries(
        Object.entries(exampleValue(schema, context.components, options) as Record<string, unknown>).map(([k, v]) => [
          k,
          String(v),
        ]),
      ) as Record<string, string>),
      ...publicClient,
    },
  }));
}

function successOf(op: ExampleOperation, context: ExampleContext): OperationExample["success"] {
  const status = Object.keys(op.responses).find((s) => s.startsWith("2")) ?? "200";
  const schema = op.responses[status]?.content?.["application/json"]?.schema;
  const known = context.values?.answers?.[`${op.method} ${op.path}`];
  const answer = known ?? (schema ? exampleValue(schema, context.components, { known: answerValues(context) }) : null);
  return { status: Number(status), body: answer === null ? null : JSON.stringify(answer, null, 2) };
}

/** The demo data's values an answer may show: ids and names, never a placeholder to paste. */
function answerValues(context: ExampleContext): Record<string, string> {
  return Object.fromEntries(Object.entries(context.values?.byName ?? {}).filter(([, v]) => !v.startsWith("PASTE_")));
}

/** Where a browser step sends the user back to, as the Location of its redirect. */
function browserLanding(op: ExampleOperation, context: ExampleContext): OperationExample["success"] | null {
  const { client } = context.values ?? PLACEHOLDER_VALUES;
  const steps = op.steps ?? [];
  const status = Number(Object.keys(op.responses).find((s) => s.startsWith("3")) ?? 303);
  if (steps.includes("authorize")) {
    const iss = encodeURIComponent(context.issuer ?? op.serverUrl);
    return { status, body: `Location: ${client.redirectUri}?code=…&state=abc123&iss=${iss}` };
  }
  if (steps.includes("logout")) return { status, body: `Location: ${client.postLogoutRedirectUri}?state=abc123` };
  return null;
}

/** The error a first call most likely meets: no valid token or client; for a public operation, bad input or an unknown id. */
function errorOf(op: ExampleOperation, components: Components): OperationExample["error"] {
  const oauth = (op.steps ?? []).length > 0 || op.path.startsWith("/.well-known/");
  const rfc = (error: string, description: string) =>
    JSON.stringify({ error, error_description: description }, null, 2);
  if (oauth) {
    if (op.auth === "client") return { status: 401, body: rfc("invalid_client", "client authentication failed") };
    if (op.auth === "bearer") return { status: 401, body: rfc("invalid_token", "the access token has expired") };
    return null;
  }
  const envelope = (error: Record<string, unknown>) => JSON.stringify({ status: "error", error }, null, 2);
  if (op.auth === "bearer") {
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

/** The OAuth step with its client library, then the same without one. */
function libraryFirst(library: string, plain: string, comment: string): string {
  return `${library}\n\n${comment} Or without a library:\n\n${plain}`;
}

export function operationExample(op: ExampleOperation, context: ExampleContext): OperationExample {
  const requests = exampleRequests(op, context);
  const steps = op.steps ?? [];
  const places: OAuthPlaces = {
    issuer: context.issuer ?? op.serverUrl,
    apiUrl: context.apiUrl ?? op.serverUrl,
    client: (context.values ?? PLACEHOLDER_VALUES).client,
  };
  const plain = {
    curl: curlExample(requests),
    javascript: fetchExample(requests),
    python: requestsExample(requests),
  };
  return {
    request: {
      curl: plain.curl,
      javascript: steps.length
        ? libraryFirst(openIdClientSnippet(steps, places), plain.javascript, "//")
        : plain.javascript,
      python: hasAuthlibSnippet(steps) ? libraryFirst(authlibSnippet(steps, places), plain.python, "#") : plain.python,
    },
    success: browserLanding(op, context) ?? successOf(op, context),
    error: errorOf(op, context.components),
  };
}
