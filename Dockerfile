# syntax=docker/dockerfile:1
# txenrich — multi-stage image on Debian 12 (bookworm): the uWebSockets.js build needs glibc 2.36+.

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# --ignore-scripts: the project's own `prepare` (tsc + native-data build) needs the sources first.
RUN npm ci --no-audit --no-fund --ignore-scripts
# patches/: fixes to dependencies not yet released upstream (postgres.js's write scheduler),
# applied as `npm ci`'s postinstall would.
COPY patches ./patches
RUN npx patch-package
COPY tsconfig.json ./
COPY src ./src
COPY workers ./workers
COPY native-data ./native-data
COPY bench ./bench
# real-response examples shown by GET /openapi.json and /docs
COPY docs/openapi-examples.json ./docs/openapi-examples.json
RUN npm run build && npm run build:data && npm run build:pglite \
 && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=8080 \
    HOST=0.0.0.0 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist ./dist
COPY --from=build --chown=node:node /app/native-data/build ./native-data/build
COPY --chown=node:node public ./public
COPY --from=build --chown=node:node /app/docs/openapi-examples.json ./docs/openapi-examples.json
# A pristine embedded-database cluster: the first start copies it instead of running initdb.
COPY --from=build --chown=node:node /app/.cache ./.cache
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "--max-semi-space-size=16", "--heap-growing-percent=60", "--single-threaded-gc", "dist/src/cli.js", "serve"]
