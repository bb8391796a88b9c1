#!/usr/bin/env bash
# Regenerates the single initial migration from the schema (apps/server/src/db/schema).
# Until the first production release the schema ships as one migration; after that, switch to
# incremental `drizzle-kit generate`. What the schema cannot say (the audit log's append-only
# triggers, src/db/append-only.sql) is appended to it. Serialised with flock so two editors never interleave.
set -euo pipefail
cd "$(dirname "$0")/.."
exec flock /tmp/trust-db-generate.lock sh -c '
  rm -rf apps/server/src/db/migrations &&
  npx drizzle-kit generate --config apps/server/drizzle.config.ts --name init >/dev/null &&
  cat apps/server/src/db/append-only.sql >> apps/server/src/db/migrations/0000_init.sql &&
  echo "migration regenerated: $(ls apps/server/src/db/migrations/*.sql)"'
