import { defineConfig } from "prisma/config";

// The Prisma CLI is used for `prisma generate` only (migrations are applied by lib/db/migrate.ts),
// but `prisma migrate deploy` agrees with our runner on machines that have the schema engine. It
// takes a session lock, so it goes to PostgreSQL itself when DATABASE_URL is a pooler.
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: {
    url: process.env.DIRECT_DATABASE_URL || process.env.DATABASE_URL || "postgresql://localhost:5432/unused",
  },
});
