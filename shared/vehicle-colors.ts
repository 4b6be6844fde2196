/**
 * Vehicle colours as a choice list with names in both languages (issue 9: the English profile
 * showed "Colour: Sarı"). New records store the code; names typed in either language, and records
 * written before the list, are read back through `vehicleColorCode`.
 */
export const VEHICLE_COLORS = {
  YELLOW: { tr: 'Sarı', en: 'Yellow' },
  WHITE: { tr: 'Beyaz', en: 'White' },
  BLACK: { tr: 'Siyah', en: 'Black' },
  GREY: { tr: 'Gri', en: 'Grey' },
  SILVER: { tr: 'Gümüş', en: 'Silver' },
  BLUE: { tr: 'Mavi', en: 'Blue' },
  NAVY: { tr: 'Lacivert', en: 'Navy blue' },
  RED: { tr: 'Kırmızı', en: 'Red' },
  GREEN: { tr: 'Yeşil', en: 'Green' },
  BROWN: { tr: 'Kahverengi', en: 'Brown' },
  BEIGE: { tr: 'Bej', en: 'Beige' },
  ORANGE: { tr: 'Turuncu', en: 'Orange' },
} as const

export type VehicleColor = keyof typeof VEHICLE_COLORS
export const VEHICLE_COLOR_CODES = Object.keys(VEHICLE_COLORS) as VehicleColor[]

/** The code of a colour given as a code or as its Turkish or English name (any case); null if not on the list. */
export function vehicleColorCode(value: string): VehicleColor | null {
  const typed = value.trim().toLocaleLowerCase('tr')
  for (const code of VEHICLE_COLOR_CODES) {
    const names = [code, VEHICLE_COLORS[code].tr, VEHICLE_COLORS[code].en].map((n) => n.toLocaleLowerCase('tr'))
    if (names.includes(typed)) return code
  }
  return null
}

/** The colour's name in the page's language; a value not on the list is shown as stored. */
export function vehicleColorName(value: string, lang: 'tr' | 'en'): string {
  const code = vehicleColorCode(value)
  return code ? VEHICLE_COLORS[code][lang] : value
}
