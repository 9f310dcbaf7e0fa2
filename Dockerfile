# Campus in a container: `docker build -t campus .`, then compose.yaml runs two instances behind HAProxy with
# PostgreSQL and Redis (the topology scripts/cluster-test.mjs tests on real processes). Node 20, as in development.

# 1. Build: the web app (Vite) and the server bundle (esbuild), with every dependency.
FROM node:20-bookworm AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/domain/package.json packages/domain/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. The server's production dependencies only (better-sqlite3 compiles here, where the compilers are).
FROM node:20-bookworm AS dependencies
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/domain/package.json packages/domain/
RUN npm ci --no-audit --no-fund --omit=dev --workspace @campus/server

# 3. What runs: Node, tini to pass signals (SIGTERM drains the instance), the bundle, the built web app, the assets.
FROM node:20-bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends tini && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
COPY --from=dependencies /app/node_modules ./node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/apps/server/package.json ./apps/server/
COPY --from=build /app/apps/server/dist ./apps/server/dist
COPY --from=build /app/apps/server/assets ./apps/server/assets
COPY --from=build /app/apps/web/dist ./apps/web/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/api/health/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "--enable-source-maps", "apps/server/dist/main.js"]
