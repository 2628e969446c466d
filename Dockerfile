# One image for both services: `api` (the default), `gateway`, `migrate` or `admin …`.
# docs/decisions.md ("Production mode", Deployment) says why it is built this way; README "Deploy" how to run it.

# --- build: every dependency, then the shop's static build ---------------------------------
FROM node:24.22.3-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 13 ships its Node-API binaries (glibc and musl, x64 and arm64) and the
# package.json's allowScripts skips its implicit node-gyp run; an npm that does not read
# allowScripts runs it, and gyp, finding the shipped binary, compiles nothing but needs
# python3 and make to get there (g++ for a platform it has no binary for).
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY server-kit/package.json server-kit/
COPY api/package.json api/
COPY gateway/package.json gateway/
COPY web/package.json web/
RUN npm ci --no-audit --no-fund
COPY . .
# The shop's static files, and the servers compiled to JavaScript (npm run build:server).
RUN npm run build -w web && npm run build:server

# --- the servers' runtime dependencies only ------------------------------------------------
# Only the server workspaces': no web packages (antd, React...), no tsx, esbuild, Vite or
# TypeScript. Nested node_modules folders are made empty where npm made none, for COPY.
FROM node:24.22.3-bookworm-slim AS runtime-deps
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY server-kit/package.json server-kit/
COPY api/package.json api/
COPY gateway/package.json gateway/
COPY web/package.json web/
RUN npm ci --omit=dev --no-audit --no-fund -w server-kit -w api -w gateway \
  && mkdir -p server-kit/node_modules api/node_modules gateway/node_modules

# --- the image ----------------------------------------------------------------------------
FROM node:24.22.3-bookworm-slim
# A sans-serif for the demo seed's PNG renditions of its SVG pictures (link previews).
RUN apt-get update && apt-get install -y --no-install-recommends fonts-dejavu-core && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    API_HOST=0.0.0.0 \
    GATEWAY_HOST=0.0.0.0 \
    UPLOAD_DIR=/data/uploads \
    MEDIA_DIR=/data/media \
    OUTBOX_DIR=/data/outbox \
    SQLITE_FILE=/data/shop.db
WORKDIR /app
# Runtime dependencies from runtime-deps; each server's package.json and compiled dist/
# (source maps kept), the GraphQL schema and the shop's static build from build.
COPY --from=runtime-deps /app/node_modules node_modules
COPY --from=runtime-deps /app/server-kit/node_modules server-kit/node_modules
COPY --from=runtime-deps /app/api/node_modules api/node_modules
COPY --from=runtime-deps /app/gateway/node_modules gateway/node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/schema.graphql ./
COPY --from=build /app/server-kit/package.json server-kit/
COPY --from=build /app/server-kit/dist server-kit/dist
COPY --from=build /app/api/package.json api/
COPY --from=build /app/api/dist api/dist
COPY --from=build /app/gateway/package.json gateway/
COPY --from=build /app/gateway/dist gateway/dist
COPY --from=build /app/web/dist web/dist
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
