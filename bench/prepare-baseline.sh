#!/usr/bin/env bash
# Builds the servers bench/realtime.mjs compares today's against: one git worktree per commit under bench/.baseline/
# (gitignored), its server bundled as `npm run build:server` does, on this checkout's packages (hard links, no
# download). Run once; a commit already built is kept. BASELINE_COMMITS overrides the commits (default: 952abb3,
# the realtime baseline of issue 29, and 1c0f6bb, the server the issue measured as "today").
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
for commit in ${BASELINE_COMMITS:-952abb3 1c0f6bb}; do
  dir="$root/bench/.baseline/$commit"
  if [ -f "$dir/apps/server/dist/main.js" ]; then
    echo "$commit: already built ($dir)"
    continue
  fi
  [ -d "$dir" ] || git -C "$root" worktree add --detach "$dir" "$commit"
  # The workspace links in node_modules/@campus are relative: in the copy they point at the baseline's own packages.
  [ -d "$dir/node_modules" ] || cp -al "$root/node_modules" "$dir/node_modules"
  # 952abb3 predates scripts/build-server.mjs: today's bundler (esbuild, npm packages left as imports) builds it.
  [ -f "$dir/scripts/builds.mjs" ] || cp "$root/scripts/builds.mjs" "$root/scripts/build-server.mjs" "$dir/scripts/"
  (cd "$dir" && node scripts/build-server.mjs)
  echo "$commit: built $dir/apps/server/dist/main.js"
done
