import { defineConfig } from "prisma/config";

// The Prisma CLI is used for `prisma generate` only (migrations are applied by lib/db/migrate.ts),
// but `prisma migrate deploy` agrees with our runner on machines that have the schema engine.
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: { url: process.env.DATABASE_URL ?? "postgresql://localhost:5432/unused" },
});
