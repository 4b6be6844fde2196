import type { Config } from '@react-router/dev/config'
import { LOADING_FRAME_PATHS, PRERENDERED_PATHS } from './shared/routes.ts'

export default {
  appDirectory: 'app',
  // BUILD_DIR lets several builds live side by side (parallel work, CI); the server reads it too.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  // No runtime server rendering: public pages are rendered to HTML at build time,
  // everything else is served a shell (the SPA fallback or a loading frame) by our Fastify server.
  ssr: false,
  // Public pages whole; a few signed-in pages' loading frames, which become their shells (decision 037).
  prerender: [...PRERENDERED_PATHS, ...LOADING_FRAME_PATHS],
} satisfies Config
