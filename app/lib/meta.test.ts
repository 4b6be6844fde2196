import { describe, expect, it } from 'vitest'
import { pageMeta } from './meta.ts'

const find = (meta: ReturnType<typeof pageMeta>, predicate: (m: Record<string, unknown>) => boolean) =>
  meta.find((m) => predicate(m as Record<string, unknown>)) as Record<string, string> | undefined

describe('pageMeta', () => {
  it('gives an English page its title, canonical URL, alternates and social card', () => {
    const meta = pageMeta('support', '/en/destek', 'Help with Durak')
    expect(find(meta, (m) => 'title' in m)?.title).toBe('Support Center | Durak')
    expect(find(meta, (m) => m.rel === 'canonical')?.href).toBe('https://durak.com.tr/en/destek')
    expect(find(meta, (m) => m.hrefLang === 'tr')?.href).toBe('https://durak.com.tr/destek')
    expect(find(meta, (m) => m.hrefLang === 'x-default')?.href).toBe('https://durak.com.tr/destek')
    expect(find(meta, (m) => m.property === 'og:locale')?.content).toBe('en_US')
    expect(find(meta, (m) => m.property === 'og:description')?.content).toBe('Help with Durak')
  })
  it('gives the Turkish home page its own canonical root', () => {
    const meta = pageMeta('home', '/')
    expect(find(meta, (m) => m.rel === 'canonical')?.href).toBe('https://durak.com.tr/')
    expect(find(meta, (m) => m.hrefLang === 'en')?.href).toBe('https://durak.com.tr/en')
    expect(find(meta, (m) => 'title' in m)?.title).toBe('Durak — Türkiye’nin taksisi')
  })
})
