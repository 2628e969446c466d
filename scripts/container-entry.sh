#!/bin/sh
# The image's entry point (Dockerfile): which service or command this container runs.
set -e
cd "${SHOP_HOME:-/app}"
# The compiled servers (npm run build:server); `shop-dist` points server-kit's imports at
# its compiled files (server-kit/package.json), source maps give stack traces in TypeScript.
run() { exec node --conditions=shop-dist --enable-source-maps "$@"; }
case "${1:-api}" in
  api) run api/dist/main.js ;;
  gateway) run gateway/dist/main.js ;;
  migrate) run api/dist/cli/migrate.js ;;
  seed-demo) run api/dist/cli/seed.js ;;
  admin) shift; run api/dist/cli/admin.js "$@" ;;
  healthcheck)
    # The gateway listens on GATEWAY_PORT when that is set, the API on API_PORT.
    port="${SHOP_HEALTH_PORT:-${API_PORT:-4100}}"
    exec node -e "fetch('http://127.0.0.1:$port/livez').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))" ;;
  *) echo "usage: shop api | gateway | migrate | seed-demo | admin <command> | healthcheck" >&2; exit 64 ;;
esac
