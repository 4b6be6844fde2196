import type { Config } from '@react-router/dev/config'
import { PRERENDERED_PATHS } from './shared/routes.ts'

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  // No runtime server rendering: public pages are rendered to HTML at build time,
  // everything else is served the SPA fallback by our Fastify server.
  ssr: false,
  prerender: [...PRERENDERED_PATHS],
} satisfies Config
