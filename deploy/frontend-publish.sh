#!/bin/sh
# Publishes a front end's build into the folder nginx serves (deploy/nginx/static.conf's root) and
# keeps earlier builds' files there, so a page opened before this deploy still loads its lazy
# chunks (docs/deploying.md "Front-end images"). The image runs it from /docker-entrypoint.d/
# before nginx starts; the root is a volume that outlives the container. By hand or in a test:
#   frontend-publish.sh [<dist> [<served folder>]]
# Order: new content-hashed files first, then the entry files (index.html, remoteEntry.js,
# mf-manifest.json…), each written under a temporary name and renamed, so a reader never meets
# an entry that names a chunk not there yet, nor half a file.
set -eu

DIST=${1:-${SENCARE_DIST:-/usr/share/sencare/dist}}
WWW=${2:-${SENCARE_WWW:-/srv/www}}
# Builds whose files stay: the newest KEEP (current included), and any build that stopped being
# current less than GRACE_HOURS ago (tabs opened on it may still run).
KEEP=${SENCARE_KEEP_BUILDS:-5}
GRACE_HOURS=${SENCARE_GRACE_HOURS:-24}
STATE="$WWW/.sencare"
HASHED='(^|/)[^/]*[.-][0-9a-f]{8,}\.[^/]*$'
PART=".publish-$(hostname 2>/dev/null || echo host)-$$"

say() { echo "frontend-publish: $*"; }

if [ ! -f "$DIST/index.html" ] && [ ! -f "$DIST/mf-manifest.json" ]; then
  say "$DIST holds no front-end build (no index.html nor mf-manifest.json)"
  exit 1
fi
mkdir -p "$WWW"
# Pruning deletes what no kept build lists: never start that in a folder this script did not make.
if [ ! -d "$STATE" ] && [ -n "$(ls -A "$WWW")" ]; then
  say "$WWW is not empty and was not published by this script: refusing to publish into it"
  exit 1
fi
mkdir -p "$STATE/builds"

# One publisher at a time per folder (replicas of one front end may share its volume).
exec 9>"$STATE/lock"
if command -v flock >/dev/null 2>&1; then flock 9; else say "no flock here: $STATE/lock not taken"; fi

FILES=$(cd "$DIST" && find . -type f | sed 's|^\./||' | LC_ALL=C sort)
BUILD=$(cd "$DIST" && find . -type f -exec sha256sum {} + | LC_ALL=C sort -k 2 | sha256sum | cut -c 1-16)

copy() {
  mkdir -p "$(dirname "$WWW/$1")"
  cp "$DIST/$1" "$WWW/$1$PART"
  mv -f "$WWW/$1$PART" "$WWW/$1"
}

copied=0
while IFS= read -r f; do
  if [ -n "$f" ] && [ ! -f "$WWW/$f" ]; then copy "$f"; copied=$((copied + 1)); fi
done <<HASHED_FILES
$(printf '%s\n' "$FILES" | grep -E "$HASHED" || true)
HASHED_FILES
while IFS= read -r f; do
  if [ -n "$f" ] && ! cmp -s "$DIST/$f" "$WWW/$f" 2>/dev/null; then copy "$f"; copied=$((copied + 1)); fi
done <<ENTRY_FILES
$(printf '%s\n' "$FILES" | grep -vE "$HASHED" || true)
ENTRY_FILES

# The build's record: <sequence>-<build>.list, its files. Publishing the same build again (a
# restart, or an older image brought back) makes it the newest.
last=$(ls "$STATE/builds" | sed -n 's/^\([0-9]\{10\}\)-[0-9a-f]*\.list$/\1/p' | LC_ALL=C sort | tail -n 1 | sed 's/^0*//')
sequence=$(printf '%010d' $((${last:-0} + 1)))
rm -f "$STATE/builds/"*"-$BUILD.list"
printf '%s\n' "$FILES" > "$STATE/builds/$sequence-$BUILD.list$PART"
mv -f "$STATE/builds/$sequence-$BUILD.list$PART" "$STATE/builds/$sequence-$BUILD.list"

# Which builds stay, newest first: a build stopped being current when the next one was published.
now=$(date +%s)
n=0
next_published=""
for list in $(ls "$STATE/builds" | grep -E '^[0-9]{10}-[0-9a-f]+\.list$' | LC_ALL=C sort -r); do
  n=$((n + 1))
  published=$(date -r "$STATE/builds/$list" +%s)
  if [ "$n" -gt "$KEEP" ] && [ -n "$next_published" ] && [ $((now - next_published)) -ge $((GRACE_HOURS * 3600)) ]; then
    rm -f "$STATE/builds/$list"
  fi
  next_published=$published
done

# Every file no kept build lists goes (and anything a crashed publish left half-written).
cat "$STATE/builds/"*.list | LC_ALL=C sort -u > "$STATE/keep$PART"
(cd "$WWW" && find . -path ./.sencare -prune -o -type f -print | sed 's|^\./||' | LC_ALL=C sort) > "$STATE/present$PART"
status=0
grep -vxF -f "$STATE/keep$PART" "$STATE/present$PART" > "$STATE/old$PART" || status=$?
if [ "$status" -gt 1 ]; then say "could not compare the file lists in $STATE"; exit 1; fi
removed=0
while IFS= read -r f; do
  if [ -n "$f" ]; then rm -f "$WWW/$f"; removed=$((removed + 1)); fi
done < "$STATE/old$PART"
rm -f "$STATE/keep$PART" "$STATE/present$PART" "$STATE/old$PART"

# Last: the health endpoint (static.conf /healthz) answers 200 from here on.
echo "$BUILD" > "$STATE/current$PART"
mv -f "$STATE/current$PART" "$STATE/current"
say "build $BUILD published into $WWW: $copied files written, $removed old files removed, $(ls "$STATE/builds" | grep -c '\.list$') builds kept"
