# syntax=docker/dockerfile:1
#
# One image per process, all from this file: `docker build --target catalog .` (docker compose
# does it for every service). Node 24 runs the TypeScript sources directly (type stripping), so
# there is no compile step: a runtime image is the workspace, its production dependencies, and
# for the gateway the built web app.

ARG NODE_VERSION=24

# ---- base: Node + pnpm -----------------------------------------------------------------------
FROM node:${NODE_VERSION}-slim AS base
ENV PNPM_HOME=/pnpm \
    PATH=/pnpm:$PATH \
    CI=true
RUN npm install --global --no-fund --no-audit pnpm@12 && pnpm --version
# Health checks use Node itself (the slim image has neither curl nor wget):
# `node /usr/local/bin/probe.mjs <path> [port]`, the port defaulting to $PORT.
RUN printf '%s\n' \
      "const [path = '/readyz', port = process.env.PORT] = process.argv.slice(2);" \
      "fetch('http://127.0.0.1:' + port + path, { signal: AbortSignal.timeout(3000) })" \
      "  .then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1));" \
      > /usr/local/bin/probe.mjs
WORKDIR /app

# ---- deps: every dependency (dev included), for the web build --------------------------------
# `pnpm fetch` needs only the lockfile, so this layer is rebuilt only when dependencies change.
FROM base AS deps
COPY pnpm-lock.yaml pnpm-workspace.yaml ./
RUN --mount=type=cache,id=pnpm-store,target=/pnpm/store pnpm fetch --frozen-lockfile
COPY . .
RUN --mount=type=cache,id=pnpm-store,target=/pnpm/store pnpm install --frozen-lockfile --offline

# ---- web: the built single-page app (web/dist) -----------------------------------------------
FROM deps AS web
# Build-time settings of the web app (see web/src/config/env.ts), baked into the bundle. The
# Firebase ones decide what is built: with VITE_FIREBASE_API_KEY (and its auth domain and project)
# a production build that signs in to that project and holds no emulator code; without it an
# emulator build, for the demo setup only (docker-compose.demo.yml). None of them is a secret:
# a Firebase web config is public by design.
ARG VITE_FIREBASE_API_KEY=
ARG VITE_FIREBASE_AUTH_DOMAIN=
ARG VITE_FIREBASE_PROJECT_ID=
ARG VITE_FIREBASE_APP_ID=
# Emulator builds only: where the browser reaches the Auth emulator (default 127.0.0.1:9099).
ARG VITE_FIREBASE_AUTH_EMULATOR_HOST=
ARG VITE_API_URL=
ARG VITE_CONTACT_EMAIL=
ARG VITE_CONTACT_PHONE=
ENV NODE_ENV=production \
    VITE_FIREBASE_API_KEY=${VITE_FIREBASE_API_KEY} \
    VITE_FIREBASE_AUTH_DOMAIN=${VITE_FIREBASE_AUTH_DOMAIN} \
    VITE_FIREBASE_PROJECT_ID=${VITE_FIREBASE_PROJECT_ID} \
    VITE_FIREBASE_APP_ID=${VITE_FIREBASE_APP_ID} \
    VITE_FIREBASE_AUTH_EMULATOR_HOST=${VITE_FIREBASE_AUTH_EMULATOR_HOST} \
    VITE_API_URL=${VITE_API_URL} \
    VITE_CONTACT_EMAIL=${VITE_CONTACT_EMAIL} \
    VITE_CONTACT_PHONE=${VITE_CONTACT_PHONE}
# A half-set Firebase config would build, then stop the app in every browser: refuse it here.
RUN if [ -n "$VITE_FIREBASE_API_KEY" ] && { [ -z "$VITE_FIREBASE_AUTH_DOMAIN" ] || [ -z "$VITE_FIREBASE_PROJECT_ID" ]; }; then \
      echo "VITE_FIREBASE_API_KEY is set: set VITE_FIREBASE_AUTH_DOMAIN and VITE_FIREBASE_PROJECT_ID too" >&2; exit 1; \
    fi \
    && pnpm --filter @tn/web build

# ---- runtime: production dependencies only ---------------------------------------------------
FROM base AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0
COPY pnpm-lock.yaml pnpm-workspace.yaml ./
RUN --mount=type=cache,id=pnpm-store,target=/pnpm/store pnpm fetch --frozen-lockfile --prod
COPY . .
RUN --mount=type=cache,id=pnpm-store,target=/pnpm/store pnpm install --frozen-lockfile --offline --prod
# Never root: the node user (uid 1000) of the Node image. Nothing is written at run time outside
# /tmp and media's volume, so compose and Kubernetes run these read-only.
USER node
STOPSIGNAL SIGTERM
# Every service answers /readyz on $PORT; the gateway checks itself and the one-shot migrate job
# opts out, both below.
HEALTHCHECK --interval=10s --timeout=5s --start-period=20s CMD ["node", "/usr/local/bin/probe.mjs", "/readyz"]

# ---- one target per process ------------------------------------------------------------------
FROM runtime AS catalog
ENV PORT=4001
EXPOSE 4001
CMD ["node", "services/catalog/src/server.ts"]

FROM runtime AS voting
ENV PORT=4002
EXPOSE 4002
CMD ["node", "services/voting/src/server.ts"]

FROM runtime AS ranking
ENV PORT=4003
EXPOSE 4003
CMD ["node", "services/ranking/src/server.ts"]

FROM runtime AS culinary
ENV PORT=4004
EXPOSE 4004
CMD ["node", "services/culinary/src/server.ts"]

FROM runtime AS chat
ENV PORT=4005
EXPOSE 4005
CMD ["node", "services/chat/src/server.ts"]

FROM runtime AS profile
ENV PORT=4006
EXPOSE 4006
CMD ["node", "services/profile/src/server.ts"]

FROM runtime AS media
ENV PORT=4007 \
    MEDIA_DIR=/data/media
# The stored images: compose mounts a named volume here, which takes this folder's owner.
USER root
RUN mkdir -p /data/media && chown node:node /data/media
USER node
EXPOSE 4007
CMD ["node", "services/media/src/server.ts"]

# Migrations, then the seed (both idempotent): a one-shot job the services wait for.
FROM runtime AS migrate
HEALTHCHECK NONE
CMD ["sh", "-c", "node infra/migrate.ts && node infra/seed/seed.ts"]

FROM runtime AS gateway
ENV PORT=8080 \
    WEB_DIST=/app/web/dist
COPY --from=web /app/web/dist /app/web/dist
EXPOSE 8080
# Its own /healthz, not /readyz: that one is down while any one service is, and one sick service
# must not mark the gateway, which still serves the site and every other service, unhealthy.
HEALTHCHECK --interval=10s --timeout=5s --start-period=20s CMD ["node", "/usr/local/bin/probe.mjs", "/healthz"]
CMD ["node", "gateway/src/server.ts"]

# ---- auth-emulator: the demo setup only (docker-compose.demo.yml) ----------------------------
# The Firebase Auth emulator of firebase-tools (a development dependency, hence FROM deps), for
# the demo project. Never part of the real setup: it lets anyone sign in as anyone.
FROM deps AS auth-emulator
ENV CI=true \
    XDG_CONFIG_HOME=/tmp/firebase-config
RUN printf '%s\n' '{"emulators":{"auth":{"host":"0.0.0.0","port":9099},"hub":{"host":"127.0.0.1","port":4400},"logging":{"host":"127.0.0.1","port":4500},"ui":{"enabled":false}}}' \
      > /app/auth-emulator.json
USER node
# The CLI writes its log into the working folder: /tmp, writable in a read-only container.
WORKDIR /tmp
EXPOSE 9099
HEALTHCHECK --interval=5s --timeout=5s --start-period=60s --retries=20 CMD ["node", "/usr/local/bin/probe.mjs", "/", "9099"]
CMD ["node", "/app/node_modules/firebase-tools/lib/bin/firebase.js", "emulators:start", "--only", "auth", "--project", "demo-thainguyen", "--config", "/app/auth-emulator.json"]
