import type { Catalog } from '../types.ts'
import type { adminDemand as en } from '../en/admin-demand.ts'

export const adminDemand: Catalog<typeof en> = {
  title: 'Taksi nerede gerekiyor',
  intro:
    'Yaklaşık 2 × 1,7 km’lik bölgelerde, İstanbul saatiyle saat saat çağrılar, taksi bulunamayan çağrılar ve boş taksiler. Boş taksi, çevrim içi olup yolculukta olmayan taksilerin dakikada bir sayılan ortalamasıdır.',
  period: {
    legend: 'Dönem',
    '7d': 'Son 7 gün',
    today: 'Bugün (şu ana kadar)',
  },
  hour: {
    label: 'Günün saati',
    all: 'Tüm saatler',
    range: '{{from}}–{{to}}',
  },
  map: {
    label: 'Bölgelerin haritası, koyu renk taksi bulunamayan çağrının çok olduğunu gösterir',
    heading: 'Taksi bulunamayan çağrıların haritası',
    hint: 'Bölge ne kadar koyuysa orada taksi bulunamayan çağrı o kadar çoktur; içindeki sayı bu çağrıların sayısıdır. Her bölgenin rakamlarını CSV dosyasında bulabilirsiniz.',
    areaLabel: '{{area}}: {{requests}} çağrı, {{expired}} taksi bulunamadı, ortalama {{free}} boş taksi',
    empty: 'Bu dönemde çağrı da boş taksi de yok.',
    legendLow: 'daha az',
    legendHigh: 'daha çok taksi bulunamayan çağrı',
  },
  top: {
    heading: 'Taksi bulunamayan çağrının en çok olduğu on bölge',
    empty: 'Bu dönemde taksi bulunamayan çağrı olmadı.',
    area: 'Bölge',
    requests: 'Çağrı',
    expired: 'Taksi bulunamadı',
    freeTaxis: 'Boş taksi (ortalama)',
    peakHours: 'Yoğun saatler',
    noPeak: '—',
  },
  area: {
    near: '{{place}} yakını',
    centre: '{{lat}}° K, {{lng}}° D',
  },
  summary:
    'Bölge: {{cells}} · Çağrı: {{requests}} · Taksi bulunamadı: {{expired}} · Boş taksilerin sayıldığı dakika: {{minutes}}',
  download: 'CSV olarak indirin',
  loading: 'Rakamlar yükleniyor…',
  failed: 'Rakamlar yüklenemedi.',
  retry: 'Yeniden deneyin',
  csv: {
    cell: 'ızgara hücresi',
    place: 'yakını',
    centreLat: 'merkez enlem',
    centreLng: 'merkez boylam',
    hour: 'saat (İstanbul)',
    requests: 'çağrı',
    expired: 'taksi bulunamadı',
    freeTaxis: 'boş taksi (ortalama)',
  },
}
