# syntax=docker/dockerfile:1
# Node's current LTS line (24, supported to April 2028); CI runs the suite on the same line.
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json ./
COPY src ./src
COPY commands ./commands
COPY scripts ./scripts
RUN npm run build

FROM ${NODE_IMAGE} AS production-deps
WORKDIR /app
COPY package.json package-lock.json ./
# The Japanese font package ships every weight in two formats (82 MiB); the pictures use the
# woff2 files of weights 400 and 700 (src/platform/render/fonts.ts), about 8 MiB.
RUN npm ci --omit=dev --no-audit --no-fund \
 && find node_modules/@fontsource/noto-sans-jp -type f ! -name 'package.json' ! -name 'LICENSE' \
      ! -name '*-400-normal.woff2' ! -name '*-700-normal.woff2' -delete \
 && npm cache clean --force

FROM ${NODE_IMAGE}
ENV NODE_ENV=production
# Stack traces point at the TypeScript sources' lines (the build writes source maps). Node 24's
# V8 grows each thread's young generation to 128 MiB on a machine with this much memory. 8 MiB
# semi-spaces keep the main, render and judge threads about 280 MiB smaller: at the 500-game
# benchmark's peak 36 MiB less than 16 MiB ones (Node 20's size), with as many milliseconds of
# collecting and as fast answers; 4 MiB saved 12 MiB more but collected a third longer.
ENV NODE_OPTIONS="--enable-source-maps --max-semi-space-size=8"
# glibc gives each thread its own 64 MiB heap to fill and keep; two are enough for a process
# whose threads mostly wait (about 35 MiB less RSS under load, no slower in the benchmark).
ENV MALLOC_ARENA_MAX=2
# A render thread reads each band's pixels back into a fresh buffer. With glibc's sliding
# defaults those buffers were mapped, returned to the system and faulted in again, page by page:
# reading a band back cost three times what it does when allocations under 4 MiB come from the
# heap. The heap gives back what it has free above 4 MiB: keeping up to 32 MiB (when the pixels
# were freed 16 MiB at a time) held 13 MiB more at the 500-game peak, and pictures cost the same
# (1.0 ms a board either way, `bench/render-images.ts`) now that they are freed every 4 MiB.
ENV MALLOC_MMAP_THRESHOLD_=4194304
ENV MALLOC_TRIM_THRESHOLD_=4194304
ENV HTTP_PORT=8080
WORKDIR /app
COPY --from=production-deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json ./
USER node
EXPOSE 8080
# Ready only when Discord and Redis are (GET /healthz on HTTP_PORT).
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.HTTP_PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM reaches node itself (exec form): presses in flight finish before it exits.
STOPSIGNAL SIGTERM
CMD ["node", "dist/src/index.js"]
