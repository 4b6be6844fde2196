import { describe, expect, it } from 'vitest'
import { createApiWorld, httpOf, onePerDialect } from '#server/test/api-world.ts'
import { DIALECTS } from '#server/test/context.ts'

const worldOf = onePerDialect(createApiWorld)

/**
 * Every back-office CSV's header row is in the page's language (`?lang=`), from the typed catalogs,
 * separated as that language's Excel splits (`;` in Turkish, `,` in English).
 */
const exports: { path: string; tr: string; en: string }[] = [
  {
    path: '/api/v1/admin/users/export',
    tr: 'kimlik;oluşturulma (İstanbul);ad;soyad;e-posta;telefon;şehir;tür;üyelik;hesap',
    en: 'id,created (Istanbul),first name,last name,e-mail,phone,city,type,membership,account',
  },
  {
    path: '/api/v1/admin/rides/export',
    tr: 'kimlik;oluşturulma (İstanbul);durum;yolcu kimliği;şoför kimliği;şehir;ücret (TL);mesafe (km);süre (dk);biniş noktası;bırakış',
    en: 'id,created (Istanbul),status,passenger id,driver id,city,fare (TL),distance (km),duration (min),pickup,dropoff',
  },
  {
    path: '/api/v1/admin/audit-log/export',
    tr: 'kimlik;oluşturulma (İstanbul);personel kimliği;işlem;kayıt türü;kayıt kimliği;önce;sonra',
    en: 'id,created (Istanbul),staff id,action,record type,record id,before,after',
  },
  {
    path: '/api/v1/admin/problem-reports/export',
    tr: 'referans;oluşturulma (İstanbul);kategori;durum;yolculuk kimliği;hesap özeti haftası;mesaj;yanıt',
    en: 'reference,created (Istanbul),category,status,ride id,statement week,message,answer',
  },
  {
    path: '/api/v1/admin/kvkk-requests/export',
    tr: 'referans;talep türü;durum;alınma (İstanbul);son gün (İstanbul);kalan gün;süresi geçti;e-posta;talep sahibi;belirtilen gerekçe;yanıt',
    en: 'reference,request type,status,received (Istanbul),deadline (Istanbul),days left,overdue,e-mail,requester,reason given,answer',
  },
  {
    path: '/api/v1/admin/drivers/verification/export',
    tr: 'şoför kimliği;ad soyad;plaka;durum;durum tarihi (İstanbul)',
    en: 'driver id,name,plate,status,status since (Istanbul)',
  },
]

const headerRow = (body: string) => body.replace(/^\uFEFF/, '').split('\r\n')[0]!

describe.each(DIALECTS)('back-office CSV header rows on %s', (dialect) => {
  it.each(exports)(
    '$path: Turkish header row with ?lang=tr and by default, English with ?lang=en',
    async ({ path, tr, en }) => {
      const world = await worldOf(dialect)
      const { get } = httpOf(() => world.ctx)
      const turkish = await get(`${path}?lang=tr`, world.adminCookie)
      expect(turkish.statusCode).toBe(200)
      expect(headerRow(turkish.body)).toBe(tr)
      expect(headerRow((await get(path, world.adminCookie)).body)).toBe(tr)
      expect(headerRow((await get(`${path}?lang=en`, world.adminCookie)).body)).toBe(en)
    },
  )
})
