import i18next from 'i18next'
import { describe, expect, it, vi } from 'vitest'
import { auth as enAuth } from '#shared/i18n/en/auth.ts'
import { common as enCommon } from '#shared/i18n/en/common.ts'
import { dashboard as enDashboard } from '#shared/i18n/en/dashboard.ts'
import { deletion as enDeletion } from '#shared/i18n/en/deletion.ts'
import { fares as enFares } from '#shared/i18n/en/fares.ts'
import { landing as enLanding } from '#shared/i18n/en/landing.ts'
import { support as enSupport } from '#shared/i18n/en/support.ts'
import { validation as enValidation } from '#shared/i18n/en/validation.ts'
import { auth as trAuth } from '#shared/i18n/tr/auth.ts'
import { common as trCommon } from '#shared/i18n/tr/common.ts'
import { dashboard as trDashboard } from '#shared/i18n/tr/dashboard.ts'
import { deletion as trDeletion } from '#shared/i18n/tr/deletion.ts'
import { fares as trFares } from '#shared/i18n/tr/fares.ts'
import { landing as trLanding } from '#shared/i18n/tr/landing.ts'
import { support as trSupport } from '#shared/i18n/tr/support.ts'
import { validation as trValidation } from '#shared/i18n/tr/validation.ts'
import type { Namespace } from '#shared/i18n/index.ts'
import { i18n, registerNamespace, translate, type TranslationValues } from './i18n.ts'

const NAMESPACES = {
  common: { en: enCommon, tr: trCommon },
  validation: { en: enValidation, tr: trValidation },
  auth: { en: enAuth, tr: trAuth },
  dashboard: { en: enDashboard, tr: trDashboard },
  deletion: { en: enDeletion, tr: trDeletion },
  fares: { en: enFares, tr: trFares },
  landing: { en: enLanding, tr: trLanding },
  support: { en: enSupport, tr: trSupport },
} as const
for (const [ns, catalogs] of Object.entries(NAMESPACES)) registerNamespace(ns as Namespace, catalogs)

/** Every key of a catalog, plural keys by their base (as callers write them). */
function keysOf(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [prefix + key.replace(/_(zero|one|two|few|many|other)$/, '')]
      : keysOf(value, `${prefix}${key}.`),
  )
}

describe('translate', () => {
  it('fills {{name}} and picks the plural by count, in each language', () => {
    expect(translate('en', 'auth', 'messages.tooManyResets', { count: 1 })).toBe(
      'Too many password reset attempts. Please try again in 1 minute.',
    )
    expect(translate('en', 'auth', 'messages.tooManyResets', { count: 5 })).toBe(
      'Too many password reset attempts. Please try again in 5 minutes.',
    )
    expect(translate('tr', 'auth', 'messages.tooManyResets', { count: 5 })).toBe(
      'Çok fazla şifre sıfırlama denemesi yapıldı. Lütfen 5 dakika sonra tekrar deneyin.',
    )
  })

  it('answers a key the catalog lacks with the key itself, as i18next does', () => {
    expect(translate('en', 'auth', 'no.such.key')).toBe('no.such.key')
  })

  it('reads the current language through getFixedT and changeLanguage', async () => {
    await i18n.changeLanguage('en')
    expect(i18n.language).toBe('en')
    expect(i18n.getFixedT('tr', 'auth')('messages.tooManyResets', { count: 2 })).toContain('2 dakika')
  })

  // The same catalogs through i18next (which the server keeps): every key, both languages, the same text.
  it('gives exactly what i18next gives for every key of every catalog the app uses', async () => {
    const reference = i18next.createInstance()
    await reference.init({
      resources: {
        en: Object.fromEntries(Object.entries(NAMESPACES).map(([ns, c]) => [ns, c.en])),
        tr: Object.fromEntries(Object.entries(NAMESPACES).map(([ns, c]) => [ns, c.tr])),
      },
      lng: 'tr',
      fallbackLng: false,
      interpolation: { escapeValue: false },
      initAsync: false,
    })
    let compared = 0
    for (const [ns, catalogs] of Object.entries(NAMESPACES)) {
      for (const lang of ['en', 'tr'] as const) {
        const expected = reference.getFixedT(lang, ns)
        for (const key of new Set(keysOf(catalogs[lang]))) {
          for (const values of [
            undefined,
            { count: 0 },
            { count: 1 },
            { count: 3 },
            { name: 'Ayşe', reason: 'x', n: 2 },
          ] as (TranslationValues | undefined)[]) {
            expect(translate(lang, ns as Namespace, key, values), `${lang} ${ns}:${key}`).toBe(
              (expected as (k: string, v?: object) => string)(key, values),
            )
            compared++
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(1000)
  })
})

describe('registerNamespace with a page’s sections', () => {
  // a fresh module: the catalogs above are registered whole
  const freshI18n = async () => {
    vi.resetModules()
    return import('./i18n.ts')
  }

  it('adds what a later page or a lazy part registers to what is there, never taking any away', async () => {
    const { registerNamespace: register, translate: t } = await freshI18n()
    const { signInPageAuth } = await import('#shared/i18n/tr/auth-sign-in.ts')
    const { phoneFormAuth } = await import('#shared/i18n/tr/auth-phone.ts')
    register('auth', { tr: signInPageAuth })
    expect(t('tr', 'auth', 'phone.tab')).toBe(trAuth.phone.tab)
    expect(t('tr', 'auth', 'phone.sendCode')).toBe('phone.sendCode') // the form's own text is not loaded yet
    register('auth', { tr: phoneFormAuth })
    register('auth', { tr: signInPageAuth }) // the sign-in page's module again: keeps the whole `phone`
    const missing = keysOf(trAuth).filter((key) => t('tr', 'auth', key, { count: 2 }) === key)
    expect(missing.length).toBeGreaterThan(0)
    expect(missing.every((key) => key.startsWith('reset.'))).toBe(true)
    expect(t('tr', 'auth', 'phone.sendCode')).toBe(trAuth.phone.sendCode)
  })

  it('gives each auth page every section it shows, in each language', async () => {
    for (const lang of ['tr', 'en'] as const) {
      const { registerNamespace: register, translate: t } = await freshI18n()
      const forms = await import(`#shared/i18n/${lang}/auth-forms.ts`)
      const full = lang === 'tr' ? trAuth : enAuth
      register('auth', { [lang]: forms.registrationPageAuth })
      for (const key of keysOf(full.register, 'register.')) expect(t(lang, 'auth', key, { count: 2 })).not.toBe(key)
      register('auth', { [lang]: forms.resetPageAuth })
      for (const key of keysOf(full.reset, 'reset.')) expect(t(lang, 'auth', key, { count: 2 })).not.toBe(key)
    }
  })
})
