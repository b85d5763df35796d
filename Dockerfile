# syntax=docker/dockerfile:1
# Multi-stage production image: build with dev dependencies, run with production ones only.

FROM node:20-bookworm-slim AS base
ENV NODE_ENV=production
WORKDIR /app

# better-sqlite3 compiles from source: the toolchain is needed where dependencies are installed.
FROM base AS deps
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --include=dev --no-audit --no-fund

FROM deps AS production-deps
RUN npm prune --omit=dev

FROM deps AS build
COPY . .
RUN npm run build

FROM base
ENV PORT=3000 \
    DEALER_DB_FILE=/data/dealer.sqlite
RUN mkdir -p /data && chown node:node /data
COPY --from=production-deps /app/node_modules /app/node_modules
COPY --from=build /app/build /app/build
COPY --from=build /app/public /app/public
# The common-password list the account rules read at start (dealer-api/accounts/common-passwords.ts).
COPY --from=build /app/dealer-api/accounts/common-passwords.txt /app/dealer-api/accounts/common-passwords.txt
COPY package.json ./
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s CMD node -e "fetch('http://localhost:'+process.env.PORT+'/healthcheck').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# SESSION_SECRET must be provided at run time (at least 32 characters). A 32 MB young generation: pages allocate a lot
# while they render, and the default's frequent collections cost a busy server about a tenth of its pages (ADR 071).
# A 1 GB old generation: V8 otherwise takes its limit from the machine and, at 2 GB or more, lets garbage reach three
# times the live heap before collecting it; the site's memory bound rests on it (ADR 210, bench/site-memory.ts).
CMD ["node", "--max-semi-space-size=32", "--max-old-space-size=1024", "build/index.js"]
