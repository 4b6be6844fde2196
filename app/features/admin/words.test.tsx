// @vitest-environment jsdom
import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { admin as adminEn } from '#shared/i18n/en/admin.ts'
import { admin as adminTr } from '#shared/i18n/tr/admin.ts'
import { adminCases as casesEn } from '#shared/i18n/en/admin-cases.ts'
import { adminCases as casesTr } from '#shared/i18n/tr/admin-cases.ts'
import { rides as ridesEn } from '#shared/i18n/en/rides.ts'
import { rides as ridesTr } from '#shared/i18n/tr/rides.ts'
import { LangProvider, registerNamespace } from '#app/lib/i18n.ts'
import {
  useEventReasonText,
  useMembershipText,
  usePersonName,
  useRideActorText,
  useRideStatusText,
  useWeekText,
} from './words.ts'

registerNamespace('admin', { en: adminEn, tr: adminTr })
registerNamespace('adminCases', { en: casesEn, tr: casesTr })
registerNamespace('rides', { en: ridesEn, tr: ridesTr })

const wrapper =
  (path: string) =>
  ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>
      <LangProvider lang={path.startsWith('/en/') ? 'en' : 'tr'}>{children}</LangProvider>
    </MemoryRouter>
  )

describe('the back-office words for codes', () => {
  it('says a ride step, its actor, a membership, a week and an erased person in Turkish', () => {
    const { result } = renderHook(
      () => ({
        status: useRideStatusText(),
        actor: useRideActorText(),
        membership: useMembershipText(),
        week: useWeekText(),
        person: usePersonName(),
        reason: useEventReasonText(),
      }),
      { wrapper: wrapper('/admin/rides/1') },
    )
    const w = result.current
    expect([w.status('REQUESTED'), w.status('EXPIRED'), w.status('NEW_STATE')]).toEqual([
      'Talep edildi',
      'Şoför bulunamadı',
      'Durum bilinmiyor',
    ])
    expect([w.actor('passenger'), w.actor('system')]).toEqual(['Yolcu', 'Sistem'])
    expect([w.membership('PREMIUM'), w.membership('FREE')]).toEqual(['Premium', 'Ücretsiz'])
    expect(w.week('2026-W44')).toBe('44. hafta (26 Eki 2026 – 1 Kas 2026)')
    expect(w.person('Anonymised', 'deleted-x@deleted.invalid')).toBe('Anonimleştirilmiş hesap (KVKK silme)')
    expect(w.person('Ayşe Yılmaz', 'ayse@example.com')).toBe('Ayşe Yılmaz')
    expect(w.reason('no driver accepted within 60 s')).toBe('60 sn içinde kabul eden şoför olmadı')
    expect(w.reason('recorded by operations')).toBe('operasyon ekibi kaydetti')
    expect(w.reason('Planlarım değişti')).toBe('Planlarım değişti')
  })

  it('says them in English on English pages', () => {
    const { result } = renderHook(() => ({ week: useWeekText(), status: useRideStatusText() }), {
      wrapper: wrapper('/en/admin/rides/1'),
    })
    expect(result.current.week('2026-W44')).toBe('Week 44 (Oct 26, 2026 – Nov 1, 2026)')
    expect(result.current.status('ASSIGNED')).toBe('Driver assigned')
  })
})
