import type { TariffRow, TariffSource } from './types.ts'

/**
 * Taxi tariffs of the spec's cities. Updating a tariff is a data change: add a row here (never edit
 * an old one: past rides are checked against the row in effect at their time), add its expected
 * fares to table.test.ts and its source to docs/tariffs.md.
 *
 * Every figure below comes from issue 13 and is still to be checked against the published council
 * decision (`isVerified: false`); the page says so next to the source.
 */

const IBB_2025_09: TariffSource = {
  tr: 'İBB taksi tarifesi, 15 Eylül 2025',
  en: 'Istanbul Metropolitan Municipality (İBB) taxi tariff of 15 September 2025',
  isVerified: false,
}
const IBB_2026_02: TariffSource = {
  tr: 'İBB Meclisi kararı, %20 artış, 16 Şubat 2026',
  en: 'Istanbul Metropolitan Municipality (İBB) council decision, +20%, 16 February 2026',
  isVerified: false,
}
const IBB_2026_02_OTHER_CLASSES: TariffSource = {
  tr: 'İBB Meclisi kararı, %20 artış, 16 Şubat 2026 (bu sınıfın rakamları henüz doğrulanmadı)',
  en: 'Istanbul Metropolitan Municipality (İBB) council decision, +20%, 16 February 2026 (figures for this class not confirmed yet)',
  isVerified: false,
}
const ANKARA_2026_03: TariffSource = {
  tr: 'Ankara taksi tarifesi, 1 Mart 2026 (basında yer alan rakamlar)',
  en: 'Ankara taxi tariff of 1 March 2026 (figures as reported in the press)',
  isVerified: false,
}
const BURSA_2026_03: TariffSource = {
  tr: 'Bursa taksi tarifesi, 15 Mart 2026 (basında yer alan rakamlar)',
  en: 'Bursa taxi tariff of 15 March 2026 (figures as reported in the press)',
  isVerified: false,
}
const ESKISEHIR_2025_12: TariffSource = {
  tr: 'Eskişehir taksi tarifesi, 1 Aralık 2025 (basında yer alan rakamlar)',
  en: 'Eskişehir taxi tariff of 1 December 2025 (figures as reported in the press)',
  isVerified: false,
}

export const TARIFF_ROWS: readonly TariffRow[] = [
  {
    city: 'Istanbul',
    taxiClass: 'yellow',
    effectiveFrom: '2025-09-15',
    rates: { openingKurus: 5450, perKmKurus: 3630, minimumKurus: 17500, waitingPerHourKurus: 45371 },
    source: IBB_2025_09,
  },
  {
    city: 'Istanbul',
    taxiClass: 'turquoise',
    effectiveFrom: '2025-09-15',
    rates: { openingKurus: 6261, perKmKurus: 4174, minimumKurus: 20000, waitingPerHourKurus: 52176 },
    source: IBB_2025_09,
  },
  {
    city: 'Istanbul',
    taxiClass: 'black',
    effectiveFrom: '2025-09-15',
    rates: { openingKurus: 9256, perKmKurus: 6170, minimumKurus: 30000, waitingPerHourKurus: 77130 },
    source: IBB_2025_09,
  },
  {
    city: 'Istanbul',
    taxiClass: 'yellow',
    effectiveFrom: '2026-02-16',
    rates: { openingKurus: 6540, perKmKurus: 4356, minimumKurus: 21000, waitingPerHourKurus: 54445 },
    source: IBB_2026_02,
  },
  // The +20% decision covered every class, but only the yellow figures are known: no guessing.
  {
    city: 'Istanbul',
    taxiClass: 'turquoise',
    effectiveFrom: '2026-02-16',
    rates: null,
    source: IBB_2026_02_OTHER_CLASSES,
  },
  { city: 'Istanbul', taxiClass: 'black', effectiveFrom: '2026-02-16', rates: null, source: IBB_2026_02_OTHER_CLASSES },
  {
    city: 'Eskisehir',
    taxiClass: 'yellow',
    effectiveFrom: '2025-12-01',
    rates: { openingKurus: 5000, perKmKurus: 5500, minimumKurus: 16000, waitingPerHourKurus: 13200 },
    source: ESKISEHIR_2025_12,
  },
  {
    city: 'Ankara',
    taxiClass: 'yellow',
    effectiveFrom: '2026-03-01',
    rates: { openingKurus: 6500, perKmKurus: 4000, minimumKurus: 20000, waitingPerHourKurus: 42000 },
    source: ANKARA_2026_03,
  },
  {
    city: 'Bursa',
    taxiClass: 'yellow',
    effectiveFrom: '2026-03-15',
    rates: { openingKurus: 5200, perKmKurus: 4500, minimumKurus: 15000, waitingPerHourKurus: 34500 },
    source: BURSA_2026_03,
  },
]
