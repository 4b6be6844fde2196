import { cleanup } from '@testing-library/react'
import { afterEach, beforeAll, vi } from 'vitest'
import type { Namespace } from '#shared/i18n/index.ts'
import type { Lang } from '#shared/routes.ts'
import { i18n, registerNamespace } from '#app/lib/i18n.ts'

/** For a component test file: the page's catalogs in `lang`, and a clean DOM and fetch after each test. */
export function setUpComponentTests(ns: Namespace, catalogs: Record<Lang, unknown>, lang: Lang = 'en') {
  beforeAll(async () => {
    registerNamespace(ns, catalogs)
    await i18n.changeLanguage(lang)
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })
}
