# The site and its form API as one container: `node server/main.ts` serving the prerendered pages,
# with the leads database on the /data volume. See README, Deploy.
#
#   docker build -t nexora-site .
#   docker run -d -p 3000:3000 -v nexora-leads:/data nexora-site
#
# NODE_IMAGE is any image with Node 24 at `node` (and npm for the build stage); the official
# node:24-slim by default. The project pins Node 24 in package.json: the build stage's `npm ci`
# installs it, and the runtime runs the base image's Node 24.

ARG NODE_IMAGE=node:24-slim

# Build: install every dependency exactly as locked, prerender the site, then keep only what the
# server needs at run time.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build
RUN npm prune --omit=dev --no-audit --no-fund
# An empty folder for the volume, made with node so the base needs no shell tools.
RUN node -e "require('node:fs').mkdirSync('/out/data', { recursive: true })"

# Runtime: the server's code, its production dependencies and the built site; nothing else.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data \
    BUILD_DIR=/app/build
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/server ./server
COPY --from=build /app/app ./app
COPY --from=build /app/scripts/leads.ts ./scripts/leads.ts
COPY --from=build /app/build/client ./build/client
COPY --from=build /app/build/csp.json ./build/csp.json
# The database folder belongs to the server's user; files in the image stay root's, read-only to it.
COPY --from=build --chown=10001:10001 /out/data /data
USER 10001:10001
VOLUME ["/data"]
EXPOSE 3000
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server/main.ts"]
