#!/usr/bin/env bash
# npm run db:generate -- <name>            a new migration from the changes to apps/server/src/db/schema
# npm run db:generate -- --custom <name>   a new, empty migration for SQL the schema cannot say (a trigger,
#                                          a backfill), to be written by hand into the file it names
#
# Migrations are incremental: release 1 is 0000_init.sql, which never changes again (its bytes are pinned
# by apps/server/src/db/migrations.test.ts); each schema change adds the next file. Read the SQL before
# committing it. Then scripts/db-journal.mjs makes the new journal entry's "when" later than every
# earlier one: drizzle's migrator applies a migration only when its "when" is newer than the last one the
# database has applied, so a migration written on a machine whose clock is behind would be skipped.
# Serialised with flock so two editors never interleave.
set -euo pipefail
cd "$(dirname "$0")/.."
custom=""
if [ "${1:-}" = "--custom" ]; then
  custom="--custom"
  shift
fi
name="${1:-}"
if ! printf '%s' "$name" | grep -Eq '^[a-z0-9][a-z0-9_]{1,40}$'; then
  echo "Usage: npm run db:generate -- [--custom] <name>   (a name in snake_case, e.g. push_keys)" >&2
  exit 2
fi
exec flock /tmp/trust-db-generate.lock sh -c '
  npx drizzle-kit generate --config apps/server/drizzle.config.ts --name "$1" $2 &&
  node scripts/db-journal.mjs' db-generate "$name" "$custom"
