import type { Catalog } from '../types.ts'
import type { fares as en } from '../en/fares.ts'

export const fares: Catalog<typeof en> = {
  title: 'Ücret hesaplama',
  description:
    'Taksi ücretini resmi şehir tarifesine göre hesaplayın: açılış ücreti, kilometre ücreti, bekleme ve indi-bindi, her tarifenin yürürlük tarihi ve kaynağıyla.',
  lead: 'Bir taksi yolculuğunun şehrinizin resmi tarifesine göre ne kadar tutması gerektiğini taksi çağırmadan önce de, yolculuktan sonra da kontrol edin.',
  form: {
    title: 'Ücret hesaplayın',
    city: 'Şehir',
    taxiClass: 'Taksi sınıfı',
    distance: 'Yolculuk mesafesi (km)',
    distanceHint: 'Örneğin 12,5. Bir harita uygulamasından bakabilirsiniz; biz harita servisi kullanmıyoruz.',
    waiting: 'Trafikte bekleme süresi (tahmini)',
    waitingHint: 'Taksinin durduğu ya da çok yavaş ilerlediği dakikalar; yollar açıksa 0.',
    tolls: 'Geçiş ücretleri (TL, isteğe bağlı)',
    tollsHint: 'Güzergâhtaki köprü, tünel ve otoyol ücretleri; taksimetreye ek olarak ödenir.',
    submit: 'Ücreti hesaplayın',
    busy: 'Hesaplanıyor…',
    noJs: 'Hesaplayıcı JavaScript gerektirir. Aşağıdaki tarifelerle ücreti elle de hesaplayabilirsiniz.',
    fixFields: 'Lütfen işaretli alanları düzeltin.',
    failed: 'Tahmin hesaplanamadı. Lütfen tekrar deneyin.',
  },
  classes: {
    yellow: 'Sarı taksi',
    turquoise: 'Turkuaz taksi',
    black: 'Siyah taksi (VIP)',
  },
  result: {
    title: 'Tahmini ücret',
    breakdown: 'Tahminin ayrıntısı',
    summary: '{{city}} içinde {{taxiClass}} ile {{km}} km için yaklaşık {{total}}.',
    opening: 'Açılış ücreti',
    distance: 'Mesafe: {{km}} km × {{rate}}/km',
    waiting: 'Bekleme: {{minutes}} dk × {{rate}}/saat',
    meter: 'Taksimetre',
    minimum: 'İndi-bindi (en düşük ücret)',
    minimumApplied:
      'Taksimetre {{minimum}} tutarındaki indi-bindi ücretinin altında kaldığı için indi-bindi ücreti alınır.',
    fare: 'Tarifeye göre ücret',
    tolls: 'Geçiş ücretleri',
    serviceFee: 'Durak hizmet bedeli',
    total: 'Toplam',
    effective: '{{date}} tarihinden beri yürürlükteki tarife',
    source: 'Kaynak: {{source}}',
    unverified: 'Rakamlar basında yer aldığı şekliyle verilmiştir; yayımlanan kararla henüz karşılaştırılmadı.',
    meterDecides:
      'Bu bir tahmindir. Son ücreti taksimetre belirler: izlenen güzergâh ve trafikte geçen gerçek süre ücreti değiştirir. Geçiş ücretleri taksimetreye ek olarak ödenir.',
  },
  unknown: {
    title: 'Tarife henüz bilinmiyor',
    cityUnknown: '{{city}} taksi tarifesini henüz bilmiyoruz; bu yüzden ücret tahmini veremiyoruz.',
    classUnknown: '{{city}} için bildiğimiz bir {{taxiClass}} tarifesi yok.',
    notYetKnown: '{{city}} için bu tarihte geçerli taksi tarifesini henüz bilmiyoruz.',
    figuresUnknown:
      '{{city}} için yeni {{taxiClass}} tarifesi {{date}} tarihinde yürürlüğe girdi, ancak rakamları henüz doğrulanmadığı için ücret tahmini veremiyoruz.',
  },
  table: {
    title: 'Güncel taksi tarifeleri',
    intro:
      'Hizmet verdiğimiz şehirlerin resmi taksi tarifeleri ve her birinin geçerli olduğu günler. Tutarlar Türk lirasıdır.',
    caption: 'Şehre, sınıfa ve döneme göre taksi tarifeleri',
    city: 'Şehir ve sınıf',
    period: 'Geçerlilik',
    opening: 'Açılış',
    perKm: 'Km başına',
    minimum: 'İndi-bindi',
    waiting: 'Saatlik bekleme',
    // fromAblative: the date with its suffix after the last word’s sound (“16 Şub 2026’dan”)
    since: '{{fromAblative}} beri',
    between: '{{from}} – {{until}}',
    current: 'bugün geçerli',
    notKnown: 'Tarife henüz bilinmiyor',
    unknownCities: 'Tarifesi henüz bilinmeyen şehirler: {{cities}}.',
    sources: 'Kaynaklar',
  },
  how: {
    title: 'Taksi ücreti nasıl hesaplanır',
    formula: 'Ücret = açılış ücreti + kilometre × kilometre ücreti + bekleme saati × saatlik bekleme ücreti.',
    minimum: 'Kısa bir yolculuk en az indi-bindi ücreti tutar.',
    rounding: 'Hesabı kuruş cinsinden yapar, en sonda bir kez en yakın kuruşa yuvarlarız.',
    extras: 'Köprü, tünel ve otoyol geçiş ücretleri taksimetreye ek olarak ödenir. Durak hizmet bedeli almaz.',
    check:
      'Yolculuktan sonra yolculuk listeniz ücretin tarifeye uyup uymadığını gösterir. Ücret yüksek görünüyorsa oradan ya da [Destek Merkezi]({{supportHref}}) üzerinden bildirebilirsiniz.',
  },
  backToHome: 'Ana sayfaya dönün',
}
