#!/bin/sh
# What `npm run release -w mfe-<name> -- --from <folder>` reads, copied from a checkout into a
# folder of its own: the root and workspace package.json files (npm finds the workspace, the release
# takes its name and version), scripts/release.mjs with its modules, and the base map. No
# node_modules: publishing needs Node's own modules only. deploy/release.Dockerfile's runtime stage
# is this folder (scripts/deploy/release-image.test.mjs publishes from it as an unprivileged user).
#   release-files.sh <checkout> <out> [<built workspace>…]   (each one's dist/ is copied too)
set -eu
SRC=$1
OUT=$2
shift 2
mkdir -p "$OUT/scripts/release" "$OUT/deploy"
cp "$SRC/package.json" "$OUT/package.json"
cp "$SRC/scripts/release.mjs" "$OUT/scripts/release.mjs"
for file in "$SRC"/scripts/release/*.mjs; do
  case "$file" in *.test.mjs) ;; *) cp "$file" "$OUT/scripts/release/" ;; esac
done
cp "$SRC/deploy/remotes.json" "$OUT/deploy/remotes.json"
for workspace in $(node -p "require(process.argv[1]).workspaces.join(' ')" "$SRC/package.json"); do
  mkdir -p "$OUT/$workspace"
  cp "$SRC/$workspace/package.json" "$OUT/$workspace/package.json"
done
for built in "$@"; do
  cp -R "$SRC/$built/dist" "$OUT/$built/dist"
done
