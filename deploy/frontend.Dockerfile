# One image per front end: docker build -f deploy/frontend.Dockerfile --build-arg APP=mfe-claims .
# docs/deploying.md "Front-end images": unprivileged nginx on 8080, the build's .br and .gz copies
# served as they are (deploy/nginx/static.conf), and earlier builds' chunks kept in the served
# volume (deploy/frontend-publish.sh) so pages opened before a deploy never meet a 404.
FROM node:24-trixie AS build
ARG APP
WORKDIR /src
COPY . .
RUN npm ci --no-audit --no-fund --ignore-scripts && npm run build -w ${APP}

# NGINX's own unprivileged build of the same nginx as the gateway's nginx:1.30-alpine: runs as
# `nginx` (uid 101), listens on 8080, keeps its pid and temp files in /tmp.
FROM nginxinc/nginx-unprivileged:1.30-alpine
ARG APP
USER root
# The build belongs to root (read-only to nginx); /srv/www, where it is published at each start, to
# nginx. A named volume mounted there starts as a copy of this empty folder, with its owner.
COPY deploy/nginx/static.conf /etc/nginx/conf.d/default.conf
COPY deploy/frontend-publish.sh /docker-entrypoint.d/40-sencare-publish.sh
COPY --from=build /src/${APP}/dist /usr/share/sencare/dist
RUN chmod 0755 /docker-entrypoint.d/40-sencare-publish.sh \
 && mkdir -p /srv/www \
 && chown 101:101 /srv/www
USER 101
# The image's entrypoint runs /docker-entrypoint.d/*.sh before nginx: the publish copies the build
# into /srv/www (new chunks first, entry files last) and prunes builds older than these.
ENV SENCARE_DIST=/usr/share/sencare/dist SENCARE_WWW=/srv/www SENCARE_KEEP_BUILDS=5 SENCARE_GRACE_HOURS=24
EXPOSE 8080
# 200 once this container's build is published (static.conf /healthz); busybox wget is in the image.
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["wget", "-q", "-O", "/dev/null", "http://127.0.0.1:8080/healthz"]
