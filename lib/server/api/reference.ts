// The API reference as the docs page shows it: the OpenAPI document's operations grouped by area,
// each with its scope, parameters and body fields. Server-only; the page renders plain HTML.
import "server-only";
import { type OperationExample, operationExample } from "./reference-examples";

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
  readonly fields: readonly ReferenceField[];
  readonly example: OperationExample;
}

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  enum?: unknown[];
  items?: Schema;
  $ref?: string;
};
type Operation = {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
};

function typeOf(schema: Schema | undefined): string {
  if (!schema) return "any";
  if (schema.enum) return schema.enum.map(String).join(" | ");
  if (schema.type === "array") return `${typeOf(schema.items)}[]`;
  return Array.isArray(schema.type) ? schema.type.join(" | ") : (schema.type ?? "object");
}

function bodyFields(schema: Schema | undefined, prefix = ""): ReferenceField[] {
  if (!schema?.properties) return [];
  return Object.entries(schema.properties).flatMap(([name, s]) => [
    { name: `${prefix}${name}`, where: "body", type: typeOf(s), required: schema.required?.includes(name) ?? false },
    ...(s.type === "object" ? bodyFields(s, `${prefix}${name}.`) : []),
  ]);
}

/** `document`: the OpenAPI document (apiOpenApiDocument), as built or as parsed from its JSON. */
export function apiReference(document: unknown): {
  title: string;
  /** Where a client sends the user and exchanges the code (the document's OAuth 2.0 flow). */
  oauth: { authorizationUrl: string; tokenUrl: string };
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
  const components = doc.components?.schemas ?? {};
  const groups = new Map<string, ReferenceOperation[]>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const tag = op.tags?.[0] ?? "v2";
      const fields = [
        ...(op.parameters ?? []).map((p) => ({
          name: p.name,
          where: p.in,
          type: typeOf(p.schema),
          required: p.required ?? false,
        })),
        ...bodyFields(op.requestBody?.content?.["application/json"]?.schema),
      ];
      const scopes = (op.security ?? []).flatMap((s) => s.oauth2 ?? []);
      const body = op.requestBody?.content?.["application/json"]?.schema;
      const example = operationExample(
        {
          method: method.toUpperCase(),
          path,
          secured: scopes.length > 0,
          parameters: op.parameters ?? [],
          body,
          responses: op.responses ?? {},
        },
        serverUrl,
        components,
      );
      const list = groups.get(tag) ?? [];
      list.push({
        id: op.operationId ?? `${method}-${path}`,
        method: method.toUpperCase(),
        path,
        summary: op.summary ?? "",
        scopes,
        fields,
        example,
      });
      groups.set(tag, list);
    }
  }
  return {
    title: doc.info.title,
    oauth: { authorizationUrl: flow?.authorizationUrl ?? "", tokenUrl: flow?.tokenUrl ?? "" },
    groups: [...groups].map(([tag, operations]) => ({ tag, operations })),
  };
}
