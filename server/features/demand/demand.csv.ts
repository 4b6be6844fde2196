import { adminDemand as en } from '#shared/i18n/en/admin-demand.ts'
import { adminDemand as tr } from '#shared/i18n/tr/admin-demand.ts'
import { ISTANBUL_LANDMARKS } from '#shared/istanbul-landmarks.ts'
import type { Lang } from '#shared/routes.ts'
import { countFigure, type CsvColumn, type CsvFigure } from '#server/core/exports/csv.ts'
import type { DemandRow } from './demand.service.ts'

/** A decimal as the language's Excel reads it: `1,5` in Turkish, `1.5` in English. */
const decimalFigure = (value: number, decimals: number, lang: Lang): CsvFigure => {
  const text = value.toFixed(decimals)
  return { figure: lang === 'tr' ? text.replace('.', ',') : text }
}

const pad = (hour: number) => `${String(hour % 24).padStart(2, '0')}:00`

/** The landmark an area is named after, in the language, or empty. */
function placeName(landmarkId: string | null, lang: Lang): string {
  const landmark = ISTANBUL_LANDMARKS.find((l) => l.id === landmarkId)
  return landmark ? landmark.name[lang] : ''
}

/** The columns of the demand export: one row per area and hour of the day, figures as numbers. */
export function demandCsvColumns(lang: Lang): CsvColumn<DemandRow>[] {
  const words = (lang === 'tr' ? tr : en).csv
  return [
    { header: words.cell, value: (r) => r.area.cell },
    { header: words.place, value: (r) => placeName(r.area.landmarkId, lang) },
    { header: words.centreLat, value: (r) => decimalFigure(r.area.centre.lat, 2, lang) },
    { header: words.centreLng, value: (r) => decimalFigure(r.area.centre.lng, 2, lang) },
    { header: words.hour, value: (r) => `${pad(r.hour)}–${pad(r.hour + 1)}` },
    { header: words.requests, value: (r) => countFigure(r.requests) },
    { header: words.expired, value: (r) => countFigure(r.expired) },
    { header: words.freeTaxis, value: (r) => decimalFigure(r.freeTaxis, 1, lang) },
  ]
}
