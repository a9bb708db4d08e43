# Gruha's container image (docs/deploy.md). Two stages: the first installs everything and builds the
# web app and the compiled server; the second keeps only production packages and the build, and runs
# as the unprivileged `node` user. Data lives in /data (a volume) unless DATABASE_URL and S3_BUCKET
# move it to PostgreSQL and a bucket, as a deployment of several instances does.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build \
 && node --import tsx -e "import('./scripts/server-build.ts').then((m) => m.buildServerIfStale())"

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data \
    WEB_DIR=/app/dist/web \
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED=true
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health/live').then((r)=>process.exit(r.ok?0:1),()=>process.exit(1))"
# The same heap limits and malloc arenas as `npm start` (scripts/server-command.ts); signals reach Node directly.
ENV MALLOC_ARENA_MAX=2
CMD ["node", "--max-old-space-size=192", "--max-semi-space-size=8", "dist/server/main.js"]
