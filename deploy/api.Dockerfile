# syntax=docker/dockerfile:1
# The API: `node api/dist/server.js` (api/README.md), configured by the environment (api/src/config.ts).
# Build from the repository root:  docker build -f deploy/api.Dockerfile -t qa-practice/api .

# The Node that CI runs (scripts/ensure-node.sh), pinned so that a rebuild gets the same runtime.
FROM node:22.23.3-bookworm-slim AS build
# pnpm as CI installs it (.ci/run).
RUN npm install --global --no-audit --no-fund pnpm@12.21.0
WORKDIR /repo
# The packages of the lockfile first: a change of source alone reuses this layer.
COPY pnpm-lock.yaml pnpm-workspace.yaml ./
RUN pnpm fetch
COPY . .
RUN pnpm install --frozen-lockfile --offline
# esbuild bundles the server and the workspace's TypeScript (api/scripts/build.mjs); the packages of the API's
# "dependencies" stay external, so they are installed beside it: production ones only, from the same lockfile.
RUN pnpm --filter @qa/api run build \
  && pnpm --filter @qa/api deploy --prod --offline /out/api

FROM node:22.23.3-bookworm-slim
ENV NODE_ENV=production \
    PORT=8080
# The repository's layout (api/...), so that the command is the same here as in a checkout.
WORKDIR /app
COPY --from=build /out/api/node_modules api/node_modules
COPY --from=build /repo/api/package.json api/package.json
COPY --from=build /repo/api/dist api/dist
# Read at run time (api/src/paths.ts): the served pages, the assessment image, the migrations.
COPY --from=build /repo/api/static api/static
COPY --from=build /repo/api/assets api/assets
COPY --from=build /repo/api/drizzle api/drizzle
# The code stays root's and read-only; the one writable folder is the embedded database's, for a single instance
# run without DATABASE_URL (several instances need PostgreSQL).
RUN mkdir -p api/.data && chown node:node api/.data
# The image's unprivileged node user, by number so that Kubernetes can check runAsNonRoot.
USER 1000:1000
EXPOSE 8080
# Alive, not ready: /api/ready also answers 503 while a store is away, and a restart would not bring it back.
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node itself receives SIGTERM and finishes the requests in flight before it exits.
CMD ["node", "api/dist/server.js"]
