import type { Config } from '@react-router/dev/config'
import { PRERENDERED_PATHS } from './shared/routes.ts'

export default {
  appDirectory: 'app',
  // BUILD_DIR lets several builds live side by side (parallel work, CI); the server reads it too.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  // No runtime server rendering: public pages are rendered to HTML at build time,
  // everything else is served the SPA fallback by our Fastify server.
  ssr: false,
  prerender: [...PRERENDERED_PATHS],
} satisfies Config
