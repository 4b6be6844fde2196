/**
 * Istanbul places a passenger picks without typing (issue 23): both airports, main squares, piers
 * and coach terminals, at the point a taxi stops for them (the terminal, the pier's square).
 * Pure data, shared by the booking page and its tests.
 */

export type LandmarkKind = 'airport' | 'square' | 'pier' | 'busTerminal'

export type IstanbulLandmark = {
  /** Stable, for keys and tests. */
  readonly id: string
  readonly kind: LandmarkKind
  readonly name: { readonly tr: string; readonly en: string }
  /** The address line sent with a ride (Turkish, as drivers read it). */
  readonly address: string
  readonly lat: number
  readonly lng: number
}

export const ISTANBUL_LANDMARKS: readonly IstanbulLandmark[] = [
  {
    id: 'ist',
    kind: 'airport',
    name: { tr: 'İstanbul Havalimanı', en: 'Istanbul Airport' },
    address: 'İstanbul Havalimanı, Tayakadın, Arnavutköy/İstanbul',
    lat: 41.2622,
    lng: 28.7424,
  },
  {
    id: 'saw',
    kind: 'airport',
    name: { tr: 'Sabiha Gökçen Havalimanı', en: 'Sabiha Gökçen Airport' },
    address: 'Sabiha Gökçen Havalimanı, Sanayi, Pendik/İstanbul',
    lat: 40.8986,
    lng: 29.3092,
  },
  {
    id: 'taksim',
    kind: 'square',
    name: { tr: 'Taksim Meydanı', en: 'Taksim Square' },
    address: 'Taksim Meydanı, Gümüşsuyu, Beyoğlu/İstanbul',
    lat: 41.037,
    lng: 28.9857,
  },
  {
    id: 'sultanahmet',
    kind: 'square',
    name: { tr: 'Sultanahmet Meydanı', en: 'Sultanahmet Square' },
    address: 'Sultanahmet Meydanı, Sultan Ahmet, Fatih/İstanbul',
    lat: 41.0058,
    lng: 28.9768,
  },
  {
    id: 'besiktas',
    kind: 'square',
    name: { tr: 'Beşiktaş Meydanı', en: 'Beşiktaş Square' },
    address: 'Beşiktaş Meydanı, Sinanpaşa, Beşiktaş/İstanbul',
    lat: 41.0425,
    lng: 29.0071,
  },
  {
    id: 'kadikoy-pier',
    kind: 'pier',
    name: { tr: 'Kadıköy İskelesi', en: 'Kadıköy Pier' },
    address: 'Kadıköy İskelesi, Caferağa, Kadıköy/İstanbul',
    lat: 40.9925,
    lng: 29.023,
  },
  {
    id: 'eminonu-pier',
    kind: 'pier',
    name: { tr: 'Eminönü İskelesi', en: 'Eminönü Pier' },
    address: 'Eminönü İskelesi, Rüstem Paşa, Fatih/İstanbul',
    lat: 41.0176,
    lng: 28.9741,
  },
  {
    id: 'karakoy-pier',
    kind: 'pier',
    name: { tr: 'Karaköy İskelesi', en: 'Karaköy Pier' },
    address: 'Karaköy İskelesi, Kemankeş Karamustafa Paşa, Beyoğlu/İstanbul',
    lat: 41.022,
    lng: 28.9769,
  },
  {
    id: 'uskudar-pier',
    kind: 'pier',
    name: { tr: 'Üsküdar İskelesi', en: 'Üsküdar Pier' },
    address: 'Üsküdar İskelesi, Mimar Sinan, Üsküdar/İstanbul',
    lat: 41.027,
    lng: 29.0149,
  },
  {
    id: 'esenler-otogar',
    kind: 'busTerminal',
    name: { tr: 'Büyük İstanbul Otogarı (Esenler)', en: 'Istanbul Coach Terminal (Esenler)' },
    address: 'Büyük İstanbul Otogarı, Esenler/İstanbul',
    lat: 41.0401,
    lng: 28.8945,
  },
  {
    id: 'alibeykoy-otogar',
    kind: 'busTerminal',
    name: { tr: 'Alibeyköy Cep Otogarı', en: 'Alibeyköy Coach Terminal' },
    address: 'Alibeyköy Cep Otogarı, Alibeyköy, Eyüpsultan/İstanbul',
    lat: 41.0762,
    lng: 28.9443,
  },
  {
    id: 'harem-otogar',
    kind: 'busTerminal',
    name: { tr: 'Harem Otogarı', en: 'Harem Coach Terminal' },
    address: 'Harem Otogarı, Selimiye, Üsküdar/İstanbul',
    lat: 41.0114,
    lng: 29.0104,
  },
]
