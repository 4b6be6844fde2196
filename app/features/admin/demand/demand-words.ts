import { ISTANBUL_LANDMARKS } from '#shared/istanbul-landmarks.ts'
import type { Lang } from '#shared/routes.ts'
import type { DemandArea } from '#shared/schemas/demand.ts'
import { useTranslation } from '#app/lib/i18n.ts'

const pad = (hour: number) => `${String(hour % 24).padStart(2, '0')}:00`

const numberFormats = {
  tr: new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 1 }),
  en: new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 }),
}
const degreeFormats = {
  tr: new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  en: new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
}

/** A count or an average as the language writes it: `1,5` (tr), `1.5` (en). */
export const formatFigure = (value: number, lang: Lang) => numberFormats[lang].format(value)

/** The words of the demand page: an area by its landmark or its centre, an hour as its range. */
export function useDemandWords() {
  const { t, lang } = useTranslation('adminDemand')
  const hourRange = (hour: number) => t('hour.range', { from: pad(hour), to: pad(hour + 1) })
  const areaName = (area: DemandArea) => {
    const landmark = ISTANBUL_LANDMARKS.find((l) => l.id === area.landmarkId)
    const centre = t('area.centre', {
      lat: degreeFormats[lang].format(area.centre.lat),
      lng: degreeFormats[lang].format(area.centre.lng),
    })
    return landmark ? `${t('area.near', { place: landmark.name[lang] })} (${centre})` : centre
  }
  return { t, lang, hourRange, areaName, figure: (value: number) => formatFigure(value, lang) }
}
