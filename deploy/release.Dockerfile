# The release tooling (scripts/release.mjs) with this checkout's sources and dependencies, for
# `docker compose run --rm release npm run release -w mfe-<name>` (docs/deploying.md). It writes
# to RELEASES_DIR, the releases volume the gateway serves; it never touches the running images.
FROM node:20-bookworm
WORKDIR /src
COPY . .
RUN npm ci --no-audit --no-fund --ignore-scripts
ENV RELEASES_DIR=/srv/releases
# Without a command: what is released for each remote.
CMD ["sh", "-c", "for remote in claims policies cashless account; do node scripts/release.mjs list --remote $remote; done"]
