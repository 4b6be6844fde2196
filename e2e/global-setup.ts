import { startServer } from './server.ts'

/** One server for the whole run; its URL and data folder reach the tests through the environment. */
export default async function globalSetup() {
  const server = await startServer({ TRUST_PROXY: '1' })
  process.env.E2E_BASE_URL = server.url
  process.env.E2E_DATA_DIR = server.dataDir
  return async () => server.stop()
}
