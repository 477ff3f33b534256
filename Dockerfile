# syntax=docker/dockerfile:1
# The service's production image: built from the repository root with `docker build -t svc .` (compose.yaml does).
# Stage 1 installs the workspace, bundles the service (packages/api/dist/main.mjs, no TypeScript at run time) and
# makes a production node_modules for the packages the bundle leaves out (PGlite, argon2: see scripts/build.mjs).
FROM node:20.19-bookworm-slim AS build
WORKDIR /src
ENV PNPM="npx -y pnpm@10.34.9" CI=true
COPY . .
RUN $PNPM install --frozen-lockfile \
 && $PNPM build \
 && $PNPM --filter @svc/api deploy --prod --legacy /out \
 && rm -rf /out/src /out/test /out/scripts

# Stage 2: node, the bundle and its few packages, run as an unprivileged user.
FROM node:20.19-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    SVC_DATA_DIR=/data \
    SVC_LOG_FORMAT=json
WORKDIR /app
COPY --from=build --chown=root:root /out /app
# The embedded database and the embedded master key live in /data when DATABASE_URL is unset (one process only).
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8080
# /healthz through the service's own port (bin/healthcheck.mjs reads PORT and HOST as the service does).
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 CMD ["node", "bin/healthcheck.mjs"]
# node is the process itself (no npm or shell in between), so SIGTERM reaches the service and drains it.
CMD ["node", "--max-semi-space-size=64", "dist/main.mjs"]
