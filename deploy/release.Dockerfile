# The release tooling (scripts/release.mjs) with this checkout's sources and dependencies, for
# `docker compose run --rm release npm run release -w mfe-<name>` (docs/deploying.md). It writes
# to RELEASES_DIR, the releases volume the gateway serves; it never touches the running images.
FROM node:24-trixie
WORKDIR /src
COPY . .
RUN npm ci --no-audit --no-fund --ignore-scripts
ENV RELEASES_DIR=/srv/releases
ENV RELEASES_BASE_MAP=/src/deploy/remotes.json
# Without a command: what is released for each remote (every mfe-<name> folder of the checkout).
CMD ["sh", "-c", "for dir in mfe-*/; do node scripts/release.mjs list --remote $(basename $dir | cut -c5-); done"]
