# The page server's image, built the way scripts/release-check.mjs walks the release path (Docker
# is not on the development machines, so that check proves these steps): npm ci, build, prune to
# production dependencies, then serve from a read-only install as an unprivileged user.
#
#   docker build $(for v in VITE_SUPABASE_URL VITE_SUPABASE_ANON_KEY SITE_URL …; do echo --build-arg $v; done) -t vaani-site .
#   docker run --read-only -e VITE_SUPABASE_URL=… -p 8080:8080 vaani-site
#
# The build arguments are the settings the browser builds read (docs/operating.md, `build`); the
# build refuses to run without a required one. Serve-time settings come with `docker run -e`.

FROM node:24.21.0-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund
ARG VITE_SUPABASE_URL VITE_SUPABASE_ANON_KEY SITE_URL REMOTE_MARKETING_URL REMOTE_MARKETING_SSR_URL REMOTE_FORMS_URL REMOTE_FORMS_SSR_URL REMOTE_ADMIN_URL REMOTE_WIDGET_URL VITE_TURNSTILE_SITE_KEY VITE_GA4_ID VITE_META_PIXEL_ID
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:24.21.0-bookworm-slim
ENV NODE_ENV=production PORT=8080
WORKDIR /app
# Owned by root and not writable by the server's user: the page server never writes into its install.
COPY --from=build /app /app
USER node
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The page server finishes requests in flight on SIGTERM (10 s at most), then exits.
STOPSIGNAL SIGTERM
CMD ["node", "--max-old-space-size=128", "--max-semi-space-size=4", "host/server/serve.mjs"]
