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

// every Turkish catalog, staff panel included, so a wrong form anywhere fails
// keyed by the catalog's export name and path ("booking.cancel.button")
const EVERY = Object.values(import.meta.glob<Record<string, unknown>>('./tr/*.ts', { eager: true })).flatMap((module) =>
  texts(module),
)
const valueOf = (key: string) => {
  const found = EVERY.find(([k]) => k === key)
  if (!found) throw new Error(`no Turkish text ${key}`)
  return found[1]
}

describe('Turkish copy (issue 30)', () => {
  it('reads every catalog', () => {
    expect(EVERY.length).toBeGreaterThan(1000)
  })
  it('never says the wrong forms the issue lists, in any catalog', () => {
    const wrong = new RegExp(
      [
        'İşaretyi',
        'alınış',
        // “alış” as a word, not inside “çalışan”
        '(?<![a-zçğıöşü])alış(?![a-zçğıöşü])',
        'Şoför bunu okur',
        'her taksideki gibi',
        'aracı arayın',
        'Durak taksim',
        'Biri taksi yolculuğunu',
        'Gidilen yer:',
        'resmî metinle henüz',
        'tarifenin altında \\(',
        'çevrimiçi',
        'çevrimdışı',
        'tutarında \\{\\{kind\\}\\}',
        'Kaydedildi: \\{\\{amount',
        'rezervasyon sayfası',
        'yer tutucu',
        'iptal etmenin ücreti',
      ].join('|'),
      'i',
    )
    expect(EVERY.filter(([, text]) => wrong.test(text))).toEqual([])
  })
  it.each([
    ['map.placeHint', 'İşareti haritanın ortasına'],
    ['booking.from.address', 'Biniş noktası'],
    ['booking.map.pickup', 'Biniş noktası'],
    ['driverMode.offer.pickup', 'Biniş noktası'],
    ['booking.arrived.text', 'Şoförünüz biniş noktasında bekliyor. {{plate}} plakalı aracı bulun.'],
    [
      'booking.from.addressHint',
      'Şoförünüz bu adresi görür. Kapı numarası, giriş ya da yakındaki bilinen bir yeri ekleyin.',
    ],
    ['booking.to.addressHint', 'İsteğe bağlı: gideceğiniz yeri araçta şoföre de söyleyebilirsiniz.'],
    ['booking.cancel.confirmFee', 'Ücretsiz iptal süresi doldu. Şimdi iptal ederseniz {{fee}} iptal ücreti alınır.'],
    ['booking.assigned.feeNow', 'Ücretsiz iptal süresi doldu. Şimdi iptal ederseniz {{fee}} iptal ücreti alınır.'],
    ['booking.share.shareTitle', 'Durak ile taksi yolculuğum'],
    ['sharedTrip.intro', '{{name}} taksi yolculuğunu sizinle paylaştı.'],
    ['sharedTrip.status.ASSIGNED', 'Taksi biniş noktasına geliyor'],
    ['booking.inProgress.destination', 'Varış: {{address}}'],
    ['booking.cancel.confirmTitleSearching', 'Taksi çağrınız iptal edilsin mi?'],
    ['dashboard.figures.passengerRating', 'Yolcu puanınız'],
    ['booking.completed.below', 'Ücret, tarifedeki en düşük ücretin ({{range}}) altında.'],
    ['driverMode.presence.online', 'Çevrim içi'],
    ['driverMode.presence.offline', 'Çevrim dışı'],
    ['admin.adjustments.saved', '{{amount}} {{kind}} kaydedildi.'],
    ['accountRequests.ui.documentForm.recorded', 'Belge kaydedildi: {{document}}.'],
    ['fares.table.since', '{{fromAblative}} beri'],
    ['fares.table.current', 'bugün geçerli'],
    ['booking.cancel.reason', 'Yolcu, çağrı ekranından iptal etti'],
  ])('%s says “%s”', (key, phrase) => {
    expect(valueOf(key)).toContain(phrase)
  })
  // the sen form each button had before; siz everywhere now (decision 075)
  it.each([
    ['auth.phone.verify', 'Devam et', 'Devam edin'],
    ['auth.phone.changeNumber', 'Numarayı değiştir', 'Numarayı değiştirin'],
    ['auth.phone.createAccount', 'Hesabımı oluştur ve devam et', 'Hesabımı oluşturun'],
    ['booking.cancel.button', 'Yolculuğu iptal et', 'Yolculuğu iptal edin'],
    ['driverMode.ride.cancel', 'Yolculuğu iptal et', 'Yolculuğu iptal edin'],
    ['booking.share.copy', 'Bağlantıyı kopyala', 'Bağlantıyı kopyalayın'],
    ['booking.share.revoke', 'Paylaşımı durdur', 'Paylaşımı durdurun'],
    ['booking.favourites.cancel', 'Vazgeç', 'Vazgeçin'],
    ['admin.users.cancel', 'Vazgeç', 'Vazgeçin'],
    ['driverMode.offer.accept', 'Kabul et', 'Kabul edin'],
    ['driverMode.complete.submit', 'Yolculuğu tamamla', 'Yolculuğu tamamlayın'],
    ['driverMode.complete.confirmNo', 'Ücreti düzelt', 'Ücreti düzeltin'],
    ['booking.request.submit', 'Taksi çağır', 'Taksi çağırın'],
    ['accountRequests.ui.kvkk.download', 'Verilerimi indir', 'Verilerimi indirin'],
  ])('button %s says “%s” no more but “%s”', (key, before, after) => {
    expect(valueOf(key)).not.toBe(before)
    expect(valueOf(key)).toBe(after)
  })
  it('has no bare sen imperative at the end of any short label, staff panel included', () => {
    const sen =
      /(?:^|\s)(et|değiştir|oluştur|kopyala|durdur|vazgeç|tamamla|düzelt|kullan|sil|ekle|çağır|sürdür|öde|kaydet|gönder|onayla|reddet|yenile|adlandır|kapat|aç|indir|uygula|sıfırla|bul|al|yap|bırak|dön|üstlen|yakınlaştır|uzaklaştır|kur)(?=$| \(|…)/i
    // headings and choices in the user's own voice, not buttons
    const voice = new Set([
      'accountRequests.ui.kvkk.deleteTitle',
      'adminCases.drivers.recordTitle',
      'booking.title',
      'admin.adjustments.kinds.REFUND',
      'admin.adjustments.kinds.CREDIT',
      'admin.adjustments.kinds.FARE_CORRECTION',
    ])
    expect(EVERY.filter(([key, text]) => text.length < 60 && !voice.has(key) && sen.test(text))).toEqual([])
  })
})
