# Production image (docs/operations.md). No registry is reachable from CI, so scripts/productionInstall.test.ts
# runs this recipe outside a container: it copies what the runtime stage copies and runs its RUN steps and CMD.
# Keep every runtime-stage step in a form that test understands: ENV, COPY --from=build (--chown is container
# metadata, like WORKDIR, USER, EXPOSE and HEALTHCHECK), RUN, CMD.

FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-slim AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080 DB_FILE=data/db.json MEDIA_DIR=data/media
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund
# dist/server (the server), dist/scripts (the database commands: node dist/scripts/db-migrate.js, …), the web entries.
COPY --from=build /app/dist ./dist
# Applied by node dist/scripts/db-migrate.js, and on start when DATABASE_URL is set.
COPY --from=build /app/migrations ./migrations
COPY --from=build --chown=node:node /app/db.json ./data/db.json
COPY --from=build --chown=node:node /app/server/media ./server/media
COPY --from=build /app/server/integrations/zbv/fixtureExport.json ./server/integrations/zbv/fixtureExport.json
COPY --from=build /app/server/integrations/confluence/fixture ./server/integrations/confluence/fixture
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s CMD node -e "fetch('http://127.0.0.1:8080/actuator/health/readiness').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# node itself, not npm: SIGTERM reaches the server, which drains and exits. Run with an init (compose.yaml's
# `init: true`, `docker run --init`) so the signal is forwarded and orphaned processes are reaped.
CMD ["node", "--enable-source-maps", "dist/server/main.js"]
