#!/usr/bin/env bash
# A local D1 (and R2) state folder with every migration applied, for a test's own server: copied from a
# template that is migrated once per set of migrations (tests/.tmp/d1-template-<hash>), not migrated
# again for every server a test run starts (each time about 7 s of CPU, a wrangler and a workerd).
#   bash tests/support/migrated-d1.sh <state folder>   (a new or empty folder)
set -euo pipefail
target="${1:?state folder}"
cd "$(dirname "$0")/../.."
hash=$(cat drizzle/migrations/*.sql | sha1sum | cut -c1-16)
template="tests/.tmp/d1-template-$hash"
mkdir -p tests/.tmp
(
  # Servers started side by side wait for the one that makes the template.
  flock 9
  if [[ ! -d "$template" ]]; then
    building="$template.building-$$"
    rm -rf "$building"
    WRANGLER_SEND_METRICS=false npx wrangler d1 migrations apply DB --local --persist-to "$building" >/dev/null
    mv "$building" "$template"
  fi
) 9>"tests/.tmp/d1-template.lock"
mkdir -p "$target"
cp -R "$template/." "$target/"
