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
# Build-time settings of the web app (see web/src/config/env.ts); all optional.
ARG VITE_API_URL=
ARG VITE_CONTACT_EMAIL=
ARG VITE_CONTACT_PHONE=
RUN pnpm --filter @tn/web build

# ---- runtime: production dependencies only ---------------------------------------------------
FROM base AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0
COPY pnpm-lock.yaml pnpm-workspace.yaml ./
RUN --mount=type=cache,id=pnpm-store,target=/pnpm/store pnpm fetch --frozen-lockfile --prod
COPY . .
RUN --mount=type=cache,id=pnpm-store,target=/pnpm/store pnpm install --frozen-lockfile --offline --prod
# Health checks use Node itself: the slim image has neither curl nor wget.
RUN printf '%s\n' \
      "const port = process.env.PORT;" \
      "fetch('http://127.0.0.1:' + port + '/readyz', { signal: AbortSignal.timeout(3000) })" \
      "  .then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1));" \
      > /usr/local/bin/readyz.mjs
USER node
STOPSIGNAL SIGTERM
# Every process target answers /readyz on $PORT; the one-shot migrate job opts out below.
HEALTHCHECK --interval=10s --timeout=5s --start-period=20s CMD ["node", "/usr/local/bin/readyz.mjs"]

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
CMD ["node", "gateway/src/server.ts"]
