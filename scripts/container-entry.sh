#!/bin/sh
# The image's entry point (Dockerfile): which service or command this container runs.
set -e
cd "${SHOP_HOME:-/app}"
run() { exec node --import tsx "$@"; }
case "${1:-api}" in
  api) run api/src/main.ts ;;
  gateway) run gateway/src/main.ts ;;
  migrate) run api/src/cli/migrate.ts ;;
  seed-demo) run api/src/cli/seed.ts ;;
  admin) shift; run api/src/cli/admin.ts "$@" ;;
  healthcheck)
    # The gateway listens on GATEWAY_PORT when that is set, the API on API_PORT.
    port="${SHOP_HEALTH_PORT:-${API_PORT:-4100}}"
    exec node -e "fetch('http://127.0.0.1:$port/livez').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))" ;;
  *) echo "usage: shop api | gateway | migrate | seed-demo | admin <command> | healthcheck" >&2; exit 64 ;;
esac
