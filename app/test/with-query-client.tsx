import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'

/** A fresh query cache per test (no retries, so a refused read fails at once), as the pages' QueryProvider gives. */
export function newTestQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
}

/** `element` inside its own query cache. */
export function withQueryClient(element: ReactNode, client = newTestQueryClient()) {
  return <QueryClientProvider client={client}>{element}</QueryClientProvider>
}
