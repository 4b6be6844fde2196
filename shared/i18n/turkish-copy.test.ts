import { describe, expect, it } from 'vitest'
import { accountRequests } from './tr/account-requests.ts'
import { adminCases } from './tr/admin-cases.ts'
import { admin } from './tr/admin.ts'
import { auth } from './tr/auth.ts'
import { common } from './tr/common.ts'
import { dashboard } from './tr/dashboard.ts'
import { deletion } from './tr/deletion.ts'
import { fares } from './tr/fares.ts'
import { landing } from './tr/landing.ts'
import { privacy } from './tr/legal-privacy.ts'
import { terms } from './tr/legal-terms.ts'
import { legalUi } from './tr/legal.ts'
import { mail } from './tr/mail.ts'
import { receipts } from './tr/receipts.ts'
import { rides } from './tr/rides.ts'
import { statements } from './tr/statements.ts'
import { support } from './tr/support.ts'
import { validation } from './tr/validation.ts'
import { booking } from './tr/booking.ts'
import { driverMode } from './tr/driver-mode.ts'
import { sharedTrip } from './tr/shared-trip.ts'
import { map } from './tr/map.ts'
import { offlinePage, pwa } from './tr/pwa.ts'
import { account } from './tr/account.ts'

/** Every string of a catalog, with its dotted key. */
function texts(tree: unknown, path = ''): [string, string][] {
  if (typeof tree === 'string') return [[path, tree]]
  if (!tree || typeof tree !== 'object') return []
  return Object.entries(tree).flatMap(([key, value]) => texts(value, path ? `${path}.${key}` : key))
}

// the passenger's, driver's and public catalogs; the staff panel's are checked for the same words below
const PUBLIC = {
  account,
  accountRequests,
  auth,
  common,
  dashboard,
  deletion,
  fares,
  landing,
  legalUi,
  mail,
  receipts,
  rides,
  // issue 23's pages
  booking,
  driverMode,
  sharedTrip,
  map,
  pwa,
  offlinePage,
}
const ALL = { ...PUBLIC, statements, support, validation, privacy, terms, admin, adminCases }
const all = Object.entries(ALL).flatMap(([ns, catalog]) => texts(catalog, ns))
const everything = all.map(([, text]) => text).join('\n')

describe('Turkish copy (issue 22, item 18)', () => {
  it('says şoför for a driver; “sürücü” only in “sürücü belgesi”, the licence’s legal name', () => {
    const wrong = all.filter(([, text]) => /sürücü(?! belge)/i.test(text.replace(/Sürücü belge/g, '')))
    expect(wrong).toEqual([])
    for (const phrase of ['Şoför atandı', 'Şoför geldi', 'Şoför bulunamadı', 'Şoförler ve doğrulama'])
      expect(everything).toContain(phrase)
  })
  it('names who made a ride’s step without “… tarafından”', () => {
    expect(
      texts(rides)
        .concat(texts(dashboard))
        .filter(([, text]) => text.includes('tarafından')),
    ).toEqual([])
  })
  it('addresses the user as “siz” in every button and link of the public and account pages', () => {
    const senImperative =
      /(?<!(?:Verilerimi|Hesabımı) )\b(yap|dön|git|gönder|indir|aç|kapat|dene|göster|gizle|yükle|ara|geç|ol|iste|kaydet|bildir|hesapla|gör|belirle|duraklat|oynat|yazdır|kaydol)$/i
    const buttons = Object.entries({ ...PUBLIC, statements, support })
      .flatMap(([ns, catalog]) => texts(catalog, ns))
      .filter(([, text]) => senImperative.test(text))
    expect(buttons).toEqual([])
    for (const phrase of ['Şoför olarak kaydolun', 'Premium’a geçin', '112’yi arayın', 'Giriş yapın'])
      expect(everything).toContain(phrase)
  })
  it.each([
    'Kişisel Verileri Koruma Kurumu’na',
    'tarihine kadar yanıtlayacağız',
    'verilerinizin silinmesini',
    'Trafikte bekleme süresi (tahmini)',
    'ücret tahmini veremiyoruz',
    'Güncel taksi tarifeleri',
    'Hesap özeti',
    'yanıtını panelinize yazar',
    'bir dokunuşla yanınızda',
    'haritadaki işareti kaydırın',
    'Durak puan',
    'Taksi çağırma',
    'Favori yerler',
    'Kayıt tarihi',
    'Sorun bildirimleriniz',
    'Bu ağdan çok fazla kayıt denemesi',
  ])('says “%s”', (phrase) => {
    expect(everything).toContain(phrase)
  })
  it('never says the wrong forms the issue lists', () => {
    const wrong =
      /döküm|para puan|dokunuş uzağınızda|tarihinde yanıtlayacağız|verilerinin silinmesini|Koruma Kurulu’na|tahmin yürütmüyoruz|Bildiğimiz tarifeler|Yolculuk çağırma|iğneyi|Katılma|Favori konum|kayıtlı adresler|Bu bağlantıdan çok fazla/i
    expect(all.filter(([, text]) => wrong.test(text))).toEqual([])
  })
})
