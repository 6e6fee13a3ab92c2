# One image per front end: docker build -f deploy/frontend.Dockerfile --build-arg APP=mfe-claims .
FROM node:24-trixie AS build
ARG APP
WORKDIR /src
COPY . .
RUN npm ci --no-audit --no-fund --ignore-scripts && npm run build -w ${APP}

FROM nginx:1.30-alpine
ARG APP
COPY deploy/nginx/static.conf /etc/nginx/conf.d/default.conf
COPY --from=build /src/${APP}/dist /usr/share/nginx/html
