# syntax=docker/dockerfile:1
# The pages: the shell under /app/ and each remote under /remotes/<folder>/, from one static server
# (scripts/serve-pages.mjs) that sends the security headers of docs/operations.md.
# Build from the repository root, with the front end's settings (shared/src/environment/environment.ts):
#   docker build -f deploy/pages.Dockerfile -t qa-practice/pages \
#     --build-arg QA_FIREBASE_API_KEY=... --build-arg QA_FIREBASE_AUTH_DOMAIN=... \
#     --build-arg QA_FIREBASE_PROJECT_ID=... .

# The Node that CI runs (scripts/ensure-node.sh), pinned so that a rebuild gets the same output.
FROM node:22.23.3-bookworm-slim AS build
# pnpm as CI installs it (.ci/run).
RUN npm install --global --no-audit --no-fund pnpm@12.21.0
WORKDIR /repo
# The packages of the lockfile first: a change of source alone reuses this layer.
COPY pnpm-lock.yaml pnpm-workspace.yaml ./
RUN pnpm fetch
COPY . .
RUN pnpm install --frozen-lockfile --offline
# Built into the pages (webpack's DefinePlugin, tooling/webpack/createAppConfig.cjs); not secrets: every browser
# gets them. QA_API_URL is needed: the API's address as browsers reach it, the pages' own origin when a proxy or an
# Ingress routes /api/ there (the server refuses to start without it).
ARG QA_API_URL=""
ARG QA_FIREBASE_API_KEY=""
ARG QA_FIREBASE_AUTH_DOMAIN=""
ARG QA_FIREBASE_PROJECT_ID=""
ARG QA_MEASUREMENT_ID=""
# The shell and every remote, as `pnpm build` builds them but without the API. The server is bundled into one file
# with the packages it imports (sirv), locked by the lockfile, so the image needs no node_modules; scripts/ports.mjs
# reads the two port files beside it at start-up.
RUN pnpm -r --filter "./shell" --filter "./mfe-*" run build \
  && pnpm exec esbuild scripts/serve-pages.mjs --bundle --platform=node --format=esm --target=node22 \
       --outfile=/out/scripts/serve-pages.mjs \
  && for app in shell mfe-*; do mkdir -p "/out/$app" && cp -r "$app/dist" "/out/$app/dist"; done \
  && mkdir -p /out/tooling/webpack /out/shared/src/environment \
  && cp tooling/webpack/ports.json /out/tooling/webpack/ \
  && cp shared/src/environment/localPorts.json /out/shared/src/environment/

FROM node:22.23.3-bookworm-slim
# The server's Content-Security-Policy names the API the pages were built for.
ARG QA_API_URL=""
ENV NODE_ENV=production \
    QA_API_URL=${QA_API_URL} \
    PAGES_PORT=3000 \
    PAGES_HOST=0.0.0.0
# The repository's layout (scripts/, shell/dist, mfe-*/dist), so that the command is the same here as in a checkout.
WORKDIR /app
COPY --from=build /out/ ./
# The image's unprivileged node user, by number so that Kubernetes can check runAsNonRoot; the files stay
# root's and read-only.
USER 1000:1000
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PAGES_PORT || 3000) + '/app/').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "scripts/serve-pages.mjs"]
