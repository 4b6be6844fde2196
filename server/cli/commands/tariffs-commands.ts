import { InvalidArgumentError, type Command } from 'commander'
import { CITIES, type City } from '#shared/constants.ts'
import { parseCity } from '#shared/tariffs/fare-check.ts'
import {
  effectiveInstant,
  istanbulDay,
  tariffsInEffect,
  upcomingTariffs,
  type TariffLookup,
} from '#shared/tariffs/select.ts'
import type { TariffRates } from '#shared/tariffs/types.ts'
import type { Out } from '#server/cli/support.ts'

/** `--city`: one of the spec's cities, in any case. */
export function parseCityOption(value: string): City {
  const city = parseCity(value)
  if (!city) throw new InvalidArgumentError(`a city of the spec expected (${CITIES.join(', ')}).`)
  return city
}

/** `--at`: a day (its 00:00 in Europe/Istanbul) or an ISO 8601 date-time with its offset. */
export function parseAtOption(value: string): Date {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const at = effectiveInstant(value)
    if (!Number.isNaN(at.getTime()) && istanbulDay(at) === value) return at
  } else if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) {
    const at = new Date(value)
    if (!Number.isNaN(at.getTime())) return at
  }
  throw new InvalidArgumentError('a day such as 2026-03-01 or a time such as 2026-03-01T09:30:00+03:00 expected.')
}

const lira = (kurus: number) => `${Math.floor(kurus / 100)}.${String(kurus % 100).padStart(2, '0')}`
const columns = (cells: string[]) =>
  cells
    .map((cell, i) => cell.padEnd([10, 10, 11, 8, 7, 8, 10][i] ?? 0))
    .join(' ')
    .trimEnd()
const ratesCells = (rates: TariffRates) =>
  [rates.openingKurus, rates.perKmKurus, rates.minimumKurus, rates.waitingPerHourKurus].map(lira)

function line(lookup: TariffLookup): string {
  if (lookup.kind === 'known') {
    const { tariff } = lookup
    const source = `${tariff.source.en}${tariff.source.isVerified ? '' : ' [unverified]'}`
    return columns([tariff.city, tariff.taxiClass, tariff.effectiveFrom, ...ratesCells(tariff.rates), source])
  }
  const why = {
    cityUnknown: 'tariff not known yet',
    classUnknown: 'no tariff of this class',
    notYetKnown: 'tariff not known yet for this day',
    figuresUnknown: `tariff not known yet: new tariff since ${lookup.row?.effectiveFrom}, figures not confirmed`,
  }[lookup.reason]
  return columns([lookup.city, lookup.reason === 'cityUnknown' ? '-' : lookup.taxiClass, why])
}

/** The lines `tariffs list` prints: what is in effect at `at` (for one city or all), then what comes next. */
export function tariffListLines(at: Date, city?: City): string[] {
  const lookups = tariffsInEffect(at).filter((lookup) => !city || lookupCity(lookup) === city)
  const upcoming = upcomingTariffs(at).filter((row) => !city || row.city === city)
  return [
    `Taxi tariffs in effect on ${istanbulDay(at)} (Europe/Istanbul), amounts in lira:`,
    columns(['city', 'class', 'since', 'opening', 'per km', 'minimum', 'waiting/h', 'source']),
    ...lookups.map(line),
    ...(upcoming.length
      ? [
          'Coming into effect later:',
          ...upcoming.map((row) =>
            columns([
              row.city,
              row.taxiClass,
              row.effectiveFrom,
              ...(row.rates ? ratesCells(row.rates) : ['figures not known']),
            ]),
          ),
        ]
      : []),
  ]
}

const lookupCity = (lookup: TariffLookup) => (lookup.kind === 'known' ? lookup.tariff.city : lookup.city)

/** `tariffs list [--city C] [--at DATE]`: pure, needs no database. */
export function addTariffsCommands(program: Command, out: Out) {
  program
    .command('tariffs')
    .description('City taxi tariffs (shared/tariffs/table.ts)')
    .exitOverride()
    .command('list')
    .description('Print the tariffs in effect')
    .exitOverride()
    .option('--city <city>', `one of: ${CITIES.join(', ')}`, parseCityOption)
    .option('--at <date>', 'a day (2026-03-01) or an ISO 8601 time; default now', parseAtOption)
    .action((o: { city?: City; at?: Date }) => {
      for (const text of tariffListLines(o.at ?? new Date(), o.city)) out(text)
    })
}
