# Borong: one image for every tier, as docs/deploy.md runs it.
# Build:  docker build -t borong .
# Run, one process (storefront pages and the API under /api):
#         docker run -p 3000:3000 -e DATABASE_URL=postgres://… -e PUBLIC_URL=https://borong.my borong
# Without DATABASE_URL it runs on embedded PGlite in /app/data (mount a volume there to keep it).
# Run as separate tiers (SERVE, decision 0023), the API tier trusting the web tier's addresses:
#         docker run -p 3001:3000 -e SERVE=api -e DATABASE_URL=postgres://… -e PUBLIC_URL=https://borong.my -e TRUST_PROXY=10.0.2.0/24 borong
#         docker run -p 3000:3000 -e SERVE=web -e API_URL=http://10.0.1.5:3001 -e PUBLIC_URL=https://borong.my -e TRUST_PROXY=10.0.0.0/24 borong
# The health check asks /api/ready: the database on the API tier, the API tier on the web tier.
# Several processes per container: CMD ["node", "apps/web/dist/cluster.mjs"] (WEB_PROCESSES, API_PROCESSES).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
RUN npm ci --no-audit --no-fund
COPY . .
RUN node scripts/build.mjs && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0
# The bundle keeps packages as imports (scripts/build.mjs): the pruned node_modules travel with it.
COPY --from=build /app /app
RUN mkdir -p data && chown node:node data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s CMD node -e "fetch('http://127.0.0.1:3000/api/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "apps/web/dist/server.mjs"]
