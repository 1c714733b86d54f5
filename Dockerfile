# syntax=docker/dockerfile:1
# The store in a container: built with the dev dependencies, run without them, as a non-root user, on Node 24
# (the LTS line CI tests, docs/decisions/0032-node-versions.md). The same steps run in CI as .ci/packed-start.sh.
# Configuration comes from the environment at run time (README "Running in production"); nothing secret is baked in.

FROM node:24.11.1-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 compiles SQLite when no prebuilt binary matches.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm pack --silent --pack-destination /tmp && mkdir /store && tar -xzf /tmp/kramnytsia-*.tgz -C /store --strip-components=1 \
  && cp package-lock.json /store/ && cd /store && npm ci --omit=dev --no-audit --no-fund

FROM node:24.11.1-bookworm-slim AS run
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080 DATABASE_URL=/data/store.db UPLOADS_DIR=/data/uploads
WORKDIR /app
COPY --from=build --chown=root:root /store /app
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/api/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# Exec form: node itself is PID 1 and gets the stop's SIGTERM, so the requests in flight finish (SHUTDOWN_GRACE_SECONDS).
CMD ["node", "scripts/start.mjs"]
