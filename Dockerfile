# Plugboard server image. Build with scripts/docker-build.sh TAG (it makes the base images where no
# registry is reachable and passes a proxy's extra CA to the build stage), or `docker build -t TAG .`
# where node:20-bookworm-slim can be pulled. Written for the legacy builder (Debian's docker.io, tested) and
# BuildKit (no buildx here: untested).
# docs/deployment.md, "Container image".
ARG NODE_IMAGE=node:20-bookworm-slim

# ---- build: install with the lockfile, build the server and what it depends on, keep what runs ----
FROM ${NODE_IMAGE} AS build
WORKDIR /src
# A TLS-inspecting proxy's CA (scripts/docker-build.sh adds .docker-build-ca.pem to the context when
# NODE_EXTRA_CA_CERTS is set): trusted by npm and pnpm in this stage only; the runtime stage copies
# nothing but the application. Without one, the file holds Node's own root certificates.
COPY pnpm-workspace.yaml .docker-build-ca.pe[m] /tmp/build-ca/
RUN [ -s /tmp/build-ca/.docker-build-ca.pem ] \
    || node -p "require('tls').rootCertificates.join('\n')" > /tmp/build-ca/.docker-build-ca.pem
ENV NODE_EXTRA_CA_CERTS=/tmp/build-ca/.docker-build-ca.pem \
    npm_config_update_notifier=false \
    CI=true
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml tsconfig.base.json ./
RUN npm install -g --no-fund --no-audit "$(node -p "require('./package.json').packageManager")" \
    && npm install --prefix /opt/trace --no-fund --no-audit --no-save @vercel/nft@1.11.5
COPY packages/core/package.json packages/core/
COPY packages/client/package.json packages/client/
COPY packages/providers/package.json packages/providers/
COPY packages/console/package.json packages/console/
COPY packages/server/package.json packages/server/
COPY packages/server/bin packages/server/bin
RUN pnpm install --frozen-lockfile --filter "@plugboard/server..." --filter plugboard-monorepo
COPY packages/core packages/core
COPY packages/client packages/client
COPY packages/providers packages/providers
COPY packages/console packages/console
COPY packages/server packages/server
RUN pnpm --filter "@plugboard/server..." run build
# Only the server's production dependencies (flat node_modules), then only the files of those that
# `plugboard` loads: no source maps, declaration files, tests, Prisma CLI or engines.
RUN pnpm --filter @plugboard/server deploy --prod --legacy --config.node-linker=hoisted /deployed >/tmp/deploy.log 2>&1 \
    || { tail -n 60 /tmp/deploy.log; exit 1; }
COPY deploy/docker/trace-runtime.mjs /opt/trace/
RUN node /opt/trace/trace-runtime.mjs /deployed /app

# ---- runtime ----
FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
COPY --from=build /app /app
RUN ln -s /app/bin/plugboard.js /usr/local/bin/plugboard \
    && mkdir -p /data && chown node:node /data && chmod 0700 /data
# The user node (uid 1000) of the base image; the application files stay root's, read-only to it.
USER node
WORKDIR /data
# The embedded database (PGlite) and its encryption key when DATABASE_URL is not set.
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
ENTRYPOINT ["plugboard"]
CMD ["serve"]
