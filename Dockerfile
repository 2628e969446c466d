# One image for both services: `api` (the default), `gateway`, `migrate` or `admin …`.
# docs/decisions.md ("Production mode", Deployment) says why it is built this way; README "Deploy" how to run it.

# --- build: every dependency, then the shop's static build ---------------------------------
FROM node:24-bookworm-slim AS build
WORKDIR /app
# No compiler: better-sqlite3 13 ships its Node-API binaries for glibc and musl on x64 and arm64.
COPY package.json package-lock.json ./
COPY server-kit/package.json server-kit/
COPY api/package.json api/
COPY gateway/package.json gateway/
COPY web/package.json web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build -w web

# --- runtime dependencies only ------------------------------------------------------------
FROM build AS runtime-deps
RUN npm ci --omit=dev --no-audit --no-fund

# --- the image ----------------------------------------------------------------------------
FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    API_HOST=0.0.0.0 \
    GATEWAY_HOST=0.0.0.0 \
    UPLOAD_DIR=/data/uploads \
    MEDIA_DIR=/data/media \
    OUTBOX_DIR=/data/outbox \
    SQLITE_FILE=/data/shop.db
WORKDIR /app
# All from runtime-deps: the build stage's files with its dependencies pruned to runtime
# ones, nested workspace node_modules included.
COPY --from=runtime-deps /app/node_modules node_modules
COPY --from=runtime-deps /app/package.json ./
COPY --from=runtime-deps /app/server-kit server-kit
COPY --from=runtime-deps /app/api api
COPY --from=runtime-deps /app/gateway gateway
COPY --from=runtime-deps /app/schema.graphql ./
COPY --from=runtime-deps /app/web/package.json web/
COPY --from=runtime-deps /app/web/dist web/dist
COPY scripts/container-entry.sh /usr/local/bin/shop
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 4000 4100
# /livez of whichever service this container runs (its port from the environment).
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s \
  CMD ["shop", "healthcheck"]
ENTRYPOINT ["shop"]
CMD ["api"]
