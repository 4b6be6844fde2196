import { describe, expect, it } from 'vitest'
import { langFromPath, localePath, pathInLang, PAGES, PRERENDERED_PATHS } from './routes.ts'

describe('page paths in both languages', () => {
  it('puts English under /en, except pages named by a Turkish word that have an English name', () => {
    expect(localePath(PAGES.support, 'en')).toBe('/en/destek')
    expect(localePath(PAGES.home, 'en')).toBe('/en')
    expect(localePath(PAGES.fareEstimate, 'tr')).toBe('/ucret-hesapla')
    expect(localePath(PAGES.fareEstimate, 'en')).toBe('/en/fare-estimate')
  })

  it('switches a page between languages both ways', () => {
    expect(pathInLang('/ucret-hesapla', 'en')).toBe('/en/fare-estimate')
    expect(pathInLang('/en/fare-estimate', 'tr')).toBe('/ucret-hesapla')
    expect(pathInLang('/en/fare-estimate', 'en')).toBe('/en/fare-estimate')
    expect(pathInLang('/en/destek', 'tr')).toBe('/destek')
    expect(pathInLang('/en', 'tr')).toBe('/')
    expect(langFromPath('/en/fare-estimate')).toBe('en')
  })

  it('prerenders the fare estimator in both languages', () => {
    expect(PRERENDERED_PATHS).toContain('/ucret-hesapla')
    expect(PRERENDERED_PATHS).toContain('/en/fare-estimate')
    expect(PRERENDERED_PATHS).not.toContain('/en/ucret-hesapla')
  })
})
