import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'

const apiPort = Number(process.env.PORT ?? 3000)

/** A module id under `app/` (or another source folder) matching one of `paths`, without its extension. */
const sources = (...paths: string[]) => new RegExp(`(^|[\\\\/])(${paths.join('|').replaceAll('/', '[\\\\/]')})\\.tsx?$`)

export default defineConfig({
  plugins: [reactRouter()],
  server: {
    port: 5173,
    // In development Vite serves the app and forwards to the Fastify server everything under /api:
    // the versioned API (/api/v1), better-auth (/api/auth) and the API reference (/api/docs).
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
  build: {
    target: 'es2022',
    rollupOptions: {
      output: {
        // Fewer, larger files for what pages load together (decision 008; figures in
        // docs/performance-history/2026-11-27-page-weight-fewer-chunks.md): each file is compressed on
        // its own, so a dozen small ones cost more than one.
        // A group takes its modules' own imports with it unless a higher-priority group holds them.
        codeSplitting: {
          groups: [
            {
              // what every page loads: React DOM, the router, React, the page shell (header, footer, meta)
              name: 'page-shell',
              test: new RegExp(
                `${sources('app/lib/meta', 'app/lib/use-hydrated', 'app/components/(page-shell|site-header|site-footer|company-facts|rich-text|svg-icon)').source}|node_modules[\\\\/](react-dom|scheduler)[\\\\/]`,
              ),
              priority: 10,
            },
            // the API client (pages that call the API) and the form fields with their checks
            { name: 'api', test: sources('shared/api-paths', 'app/lib/api', 'app/lib/auth-client'), priority: 9 },
            {
              name: 'field',
              test: sources(
                'app/components/field',
                'app/lib/use-form',
                'shared/forms/(validation-keys|field-checks)',
                'shared/phone',
              ),
              priority: 9,
            },
            // the sign-in, registration and password-reset forms' common parts
            {
              name: 'password-field',
              test: sources(
                'app/components/password-field',
                'app/features/auth/(auth-api|auth-errors|use-auth-form|auth-form-parts)',
              ),
              priority: 8,
            },
            { name: 'form-checks', test: sources('shared/forms/form-checks'), priority: 8 },
            // the return path after sign-in with the session check (sign-in pages and signed-in pages)
            {
              name: 'next-path',
              test: new RegExp(
                `${sources('app/features/auth/(use-next-path|phone-sign-in-entry)', 'app/lib/(require-user-type|session)').source}|vite[\\\\/]preload-helper\\.js$`,
              ),
              priority: 7,
            },
            { name: 'sign-in-page', test: sources('app/features/auth/(sign-in-page|after-sign-in)'), priority: 5 },
          ],
        },
      },
    },
  },
})
