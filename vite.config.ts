import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'

const apiPort = Number(process.env.PORT ?? 3000)

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
        // what nearly every public page loads, as one file rather than five (decision 008)
        manualChunks: (id) =>
          /app\/(lib\/meta\.ts|components\/(page-shell|site-header|site-footer|company-facts|rich-text|svg-icon)\.tsx|lib\/use-hydrated\.ts)$/.test(
            id,
          )
            ? 'page-shell'
            : undefined,
      },
    },
  },
})
