# One production image for gateways and workers; the command picks the role
# (docker-compose.yml: `node --import tsx gateway/src/main.ts` or `… workers/src/main.ts`). One
# node process each: signals (docker stop's SIGTERM) reach the server itself.

# 1. Build: every dependency, then the web bundle.
FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json ./
COPY shared-events/package.json shared-events/
COPY core/package.json core/
COPY workers/package.json workers/
COPY gateway/package.json gateway/
COPY web/package.json web/
# The print agent runs on the restaurant's computer, not here; its manifest keeps `npm ci` exact.
COPY impressora/package.json impressora/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. Production dependencies of the server workspaces only (no web, no test tools), and their code.
FROM node:20-bookworm-slim AS server
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared-events/package.json shared-events/
COPY core/package.json core/
COPY workers/package.json workers/
COPY gateway/package.json gateway/
COPY web/package.json web/
COPY impressora/package.json impressora/
RUN npm ci --omit=dev --no-audit --no-fund --include-workspace-root \
      --workspace shared-events --workspace core --workspace workers --workspace gateway \
 && npm cache clean --force
COPY shared-events shared-events
COPY core core
COPY workers workers
COPY gateway gateway

# 3. The image: the server, the built web app, a non-root user. NODE_ENV=production makes the
#    gateway refuse to start without JWT_SECRET (gateway/src/config.ts).
FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=3000 WEB_DIST_DIR=/app/web/dist DATA_DIR=/app/data
COPY --from=server --chown=node:node /app /app
COPY --from=build --chown=node:node /app/web/dist /app/web/dist
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
CMD ["node", "--import", "tsx", "gateway/src/main.ts"]
