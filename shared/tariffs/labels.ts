import { CITY_NAMES_TR, type City } from '../constants.ts'
import type { Lang } from '../routes.ts'

/** A city as written in a language: "İstanbul" in Turkish, "Istanbul" in English. */
export function cityLabel(city: City, lang: Lang): string {
  return lang === 'tr' ? CITY_NAMES_TR[city] : city
}
