// The API reference as the docs page shows it: the OpenAPI document's operations grouped by area,
// each with its scope (or how the client authenticates), parameters, body fields and examples.
// Server-only; the page renders plain HTML.
import "server-only";
import { type ExampleClient, type ExampleValues, PLACEHOLDER_VALUES } from "./example-values";
import { DISCOVERY_TAG, OAUTH_STEPS, OAUTH_TAG } from "./oauth-openapi";
import { BROWSER_STEPS } from "./oauth-paths";
import { type ExampleOperation, type OperationExample, operationExample } from "./reference-examples";

export interface ReferenceField {
  readonly name: string;
  readonly where: string;
  readonly type: string;
  readonly required: boolean;
}
export interface ReferenceOperation {
  readonly id: string;
  readonly method: string;
  readonly path: string;
  readonly summary: string;
  readonly scopes: readonly string[];
  /** Who may call: an access token (with `scopes`), the client's credentials, a browser, or anyone. */
  readonly caller: "bearer" | "client" | "browser" | "anyone";
  /** The OAuth endpoints' own description (the RFCs they follow, what they need); the /v2 ones say it with the scope. */
  readonly notes: string;
  readonly fields: readonly ReferenceField[];
  readonly example: OperationExample;
}

type Schema = {
  type?: string | string[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  enum?: unknown[];
  const?: unknown;
  items?: Schema;
  $ref?: string;
};
type Operation = {
  operationId?: string;
  summary?: string;
  description?: string;
  servers?: { url: string }[];
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
};

function typeOf(schema: Schema | undefined): string {
  if (!schema) return "any";
  if (schema.const !== undefined) return String(schema.const);
  if (schema.enum) return schema.enum.map(String).join(" | ");
  if (schema.type === "array") return `${typeOf(schema.items)}[]`;
  return Array.isArray(schema.type) ? schema.type.join(" | ") : (schema.type ?? "object");
}

/** A body as its fields read: a referenced schema resolved, a union's variants merged (a token request's grants). */
function resolvedBody(schema: Schema | undefined, components: Record<string, Schema>): Schema | undefined {
  const top = schema?.$ref ? components[schema.$ref.replace("#/components/schemas/", "")] : schema;
  const variants = top?.oneOf ?? top?.anyOf;
  if (!variants) return top;
  const merged: Schema = { type: "object", properties: {}, required: [] };
  const all = variants.map((v) => resolvedBody(v, components) ?? {});
  for (const v of all) Object.assign(merged.properties!, v.properties);
  // Required only where every variant requires it.
  merged.required = Object.keys(merged.properties!).filter((k) => all.every((v) => v.required?.includes(k)));
  return merged;
}

function bodyFields(schema: Schema | undefined, prefix = ""): ReferenceField[] {
  if (!schema?.properties) return [];
  return Object.entries(schema.properties).flatMap(([name, s]) => [
    { name: `${prefix}${name}`, where: "body", type: typeOf(s), required: schema.required?.includes(name) ?? false },
    ...(s.type === "object" ? bodyFields(s, `${prefix}${name}.`) : []),
  ]);
}

const FORM = "application/x-www-form-urlencoded";
const OAUTH_TAGS: ReadonlySet<string> = new Set([OAUTH_TAG, DISCOVERY_TAG]);

function callerOf(op: Operation, scopes: readonly string[], browser: boolean): ReferenceOperation["caller"] {
  if (browser) return "browser";
  if (scopes.length > 0) return "bearer";
  return (op.security ?? []).some((s) => "clientSecretBasic" in s) ? "client" : "anyone";
}

/**
 * `document`: the OpenAPI document (apiOpenApiDocument), as built or as parsed from its JSON;
 * `values`: what the examples are filled with (the seeded demo data, roots/demo-examples.ts).
 */
export function apiReference(
  document: unknown,
  values?: ExampleValues,
): {
  title: string;
  /** Where a client sends the user and exchanges the code (the document's OAuth 2.0 flow). */
  oauth: { authorizationUrl: string; tokenUrl: string };
  /** The client the examples act as. */
  client: ExampleClient;
  groups: { tag: string; operations: ReferenceOperation[] }[];
} {
  const doc = document as {
    info: { title: string };
    servers?: { url: string }[];
    paths: Record<string, Record<string, Operation>>;
    components?: {
      schemas?: Record<string, Schema>;
      securitySchemes?: { oauth2?: { flows?: { authorizationCode?: { authorizationUrl: string; tokenUrl: string } } } };
    };
  };
  const flow = doc.components?.securitySchemes?.oauth2?.flows?.authorizationCode;
  const serverUrl = doc.servers?.[0]?.url ?? "";
  const issuer = flow ? flow.authorizationUrl.replace(/\/auth\/oauth2\/authorize$/, "") : serverUrl;
  const components = doc.components?.schemas ?? {};
  const groups = new Map<string, ReferenceOperation[]>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const tag = op.tags?.[0] ?? "v2";
      const content = op.requestBody?.content ?? {};
      const bodyType = content[FORM] ? "form" : "json";
      const body = content[FORM]?.schema ?? content["application/json"]?.schema;
      const fields = [
        ...(op.parameters ?? []).map((p) => ({
          name: p.name,
          where: p.in,
          type: typeOf(p.schema),
          required: p.required ?? false,
        })),
        ...bodyFields(resolvedBody(body, components)),
      ];
      const scopes = (op.security ?? []).flatMap((s) => s.oauth2 ?? []);
      const steps = OAUTH_STEPS.get(`${method.toUpperCase()} ${path}`) ?? [];
      const caller = callerOf(
        op,
        scopes,
        steps.some((s) => BROWSER_STEPS.has(s)),
      );
      const exampleOp: ExampleOperation = {
        method: method.toUpperCase(),
        path,
        serverUrl: op.servers?.[0]?.url ?? serverUrl,
        auth: caller === "bearer" || caller === "client" ? caller : "none",
        parameters: op.parameters ?? [],
        body,
        bodyType,
        responses: op.responses ?? {},
        steps,
      };
      const list = groups.get(tag) ?? [];
      list.push({
        id: op.operationId ?? `${method}-${path}`,
        method: method.toUpperCase(),
        path,
        summary: op.summary ?? "",
        scopes,
        caller,
        notes: OAUTH_TAGS.has(tag) ? (op.description ?? "") : "",
        fields,
        example: operationExample(exampleOp, {
          components,
          ...(values ? { values } : {}),
          issuer,
          apiUrl: serverUrl,
        }),
      });
      groups.set(tag, list);
    }
  }
  return {
    title: doc.info.title,
    oauth: { authorizationUrl: flow?.authorizationUrl ?? "", tokenUrl: flow?.tokenUrl ?? "" },
    client: (values ?? PLACEHOLDER_VALUES).client,
    groups: [...groups].map(([tag, operations]) => ({ tag, operations })),
  };
}
