# syntax=docker/dockerfile:1
# The OAuth service as a container: Next.js's standalone output plus the production server
# (scripts/start.mjs: request logs, metrics, graceful shutdown, one worker per core on PostgreSQL).
# Build:  docker build -t scheduling-oauth .
# Run:    see compose.yaml and docs/operations/deploying.md (needs DATABASE_URL, AUTH_SECRET, AUTH_URL).

ARG NODE_VERSION=24.22

FROM node:${NODE_VERSION}-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY prisma ./prisma
COPY prisma.config.ts ./
COPY scripts/prisma-generate.mjs ./scripts/prisma-generate.mjs
# postinstall generates the Prisma client into lib/db/generated.
RUN npm ci

FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY --from=deps /app/node_modules ./node_modules
COPY --from=deps /app/lib/db/generated ./lib/db/generated
COPY . .
RUN npx next build && node scripts/assemble-standalone.mjs

FROM node:${NODE_VERSION}-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    APP_ENV=production \
    PORT=3000
# A fixed unprivileged user; the app writes nothing to its own folder on PostgreSQL.
RUN groupadd --system --gid 10001 app && useradd --system --uid 10001 --gid app --no-create-home app
COPY --from=build --chown=root:root /app/.next/standalone ./
USER app
EXPOSE 3000
# Liveness for `docker run`; orchestrators should probe /healthz (liveness) and /readyz (readiness).
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM reaches node directly (exec form), which drains in-flight requests before exiting.
STOPSIGNAL SIGTERM
CMD ["node", "scripts/start.mjs"]
