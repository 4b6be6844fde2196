import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'

const apiPort = Number(process.env.PORT ?? 3000)

export default defineConfig({
  plugins: [reactRouter()],
  server: {
    port: 5173,
    // In development Vite serves the app and forwards the API to the Fastify server.
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
  build: { target: 'es2022' },
})
