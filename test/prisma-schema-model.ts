// A small reader for our own schema.prisma: the models, their scalar columns, enums and indexes
// as Prisma would create them in PostgreSQL. Used to prove the SQL migrations match the schema.
import { readFileSync } from "node:fs";

export type ExpectedColumn = { table: string; column: string; udt: string; isArray: boolean; nullable: boolean };
export type ExpectedSchema = {
  columns: ExpectedColumn[];
  enums: Map<string, string[]>;
  indexes: Array<{ name: string; unique: boolean }>;
};

const SCALAR_UDT: Record<string, string> = {
  String: "text",
  Int: "int4",
  BigInt: "int8",
  Boolean: "bool",
  DateTime: "timestamp",
  Json: "jsonb",
  Float: "float8",
};

function blocks(source: string, keyword: "model" | "enum"): Array<{ name: string; body: string[] }> {
  const re = new RegExp(`^${keyword}\\s+(\\w+)\\s*\\{([\\s\\S]*?)^\\}`, "gm");
  return [...source.matchAll(re)].map((m) => ({
    name: m[1]!,
    body: m[2]!
      .split("\n")
      .map((l) => l.replace(/\/\/.*$/, "").trim())
      .filter(Boolean),
  }));
}

export function readPrismaSchema(file = "prisma/schema.prisma"): ExpectedSchema {
  const source = readFileSync(file, "utf8");
  const enums = new Map(blocks(source, "enum").map((e) => [e.name, e.body]));
  const models = blocks(source, "model");
  const modelNames = new Set(models.map((m) => m.name));
  const columns: ExpectedColumn[] = [];
  const indexes: ExpectedSchema["indexes"] = [];

  for (const model of models) {
    for (const line of model.body) {
      if (line.startsWith("@@")) {
        const m = /^@@(unique|index)\(\[([^\]]+)\]/.exec(line);
        if (m) {
          const fields = m[2]!.split(",").map((f) => f.trim());
          const unique = m[1] === "unique";
          indexes.push({ name: `${model.name}_${fields.join("_")}_${unique ? "key" : "idx"}`, unique });
        }
        continue;
      }
      const [name, rawType] = line.split(/\s+/);
      if (!name || !rawType) continue;
      const base = rawType.replace(/[?[\]]/g, "");
      if (modelNames.has(base)) continue; // a relation, not a column
      const udt = enums.has(base) ? base : SCALAR_UDT[base];
      if (!udt) throw new Error(`Unsupported type ${rawType} on ${model.name}.${name}`);
      const isArray = rawType.endsWith("[]");
      // Prisma creates scalar lists as nullable columns.
      columns.push({ table: model.name, column: name, udt, isArray, nullable: rawType.endsWith("?") || isArray });
      if (/@unique\b/.test(line)) indexes.push({ name: `${model.name}_${name}_key`, unique: true });
    }
  }
  return { columns, enums, indexes };
}
