# Publishing remote releases into the releases volume the gateway serves (docs/deploying.md "Remote
# releases in the stack"): `docker compose run --rm release npm run release -w mfe-claims -- --from
# mfe-claims/dist`. It writes to RELEASES_DIR only; it never touches the running images.
#
# build: the checkout with its dev dependencies, and the remotes built (REMOTES, default every
# mfe-* workspace; e.g. --build-arg REMOTES=mfe-claims for one).
FROM node:24-trixie AS build
ARG REMOTES=""
WORKDIR /src
COPY . .
RUN npm ci --no-audit --no-fund --ignore-scripts \
 && for app in ${REMOTES:-$(ls -d mfe-*/ | tr -d /)}; do npm run build -w "$app" || exit 1; done \
 && sh deploy/release-files.sh /src /out ${REMOTES:-$(ls -d mfe-*/ | tr -d /)}

# runtime: what `release --from` reads (deploy/release-files.sh) and the built remotes; no
# node_modules, no compilers, no sources. Runs as `node`, which owns /srv/releases: a new releases
# volume mounted there takes that owner (docs/deploying.md says how to hand over an older one).
FROM node:24-trixie-slim AS runtime
WORKDIR /src
COPY --from=build /out ./
RUN mkdir -p /srv/releases && chown node:node /srv/releases
USER node
ENV RELEASES_DIR=/srv/releases RELEASES_BASE_MAP=/src/deploy/remotes.json NPM_CONFIG_UPDATE_NOTIFIER=false
# Without a command: what is released for each remote (every mfe-<name> folder).
CMD ["sh", "-c", "for dir in mfe-*/; do node scripts/release.mjs list --remote $(basename $dir | cut -c5-); done"]
