import { createContext, createElement, useContext, type ReactNode } from 'react'
import { useLocation } from 'react-router'
import type { Namespace, Resources } from '#shared/i18n/index.ts'
import { common as enCommon } from '#shared/i18n/en/common.ts'
import { common as trCommon } from '#shared/i18n/tr/common.ts'
import { DEFAULT_LANG, langFromPath, type Lang } from '#shared/routes.ts'

/*
 * The app's translations: a small typed `t()` over the shared catalogs (decision 008: i18next and
 * react-i18next cost 18 KB gzip on every page for what the app uses of them). It does what the
 * catalogs need and nothing more: nested keys, `{{name}}` interpolation without escaping (React
 * escapes), and plurals by `count` (`key_one` / `key_other` by Intl.PluralRules, `key_zero` for 0),
 * as i18next does. The server keeps i18next (server/core/i18n.ts) over the same catalogs.
 */

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other'
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>
}[keyof T & string]
type WithoutPlural<K> = K extends `${infer Base}_${PluralSuffix}` ? Base : K

/** Every key of a namespace, dotted; a plural key by its base (`messages.tooManyResets`). */
export type TranslationKey<N extends Namespace> = WithoutPlural<Leaves<Resources[N]>>
export type TranslationValues = Record<string, string | number>
export type TFunction<N extends Namespace = 'common'> = (key: TranslationKey<N>, values?: TranslationValues) => string

type Tree = { [key: string]: string | Tree }
// `validation` comes with the form fields (app/components/field.tsx), other namespaces with their pages
const catalogs: Record<Lang, Partial<Record<Namespace, Tree>>> = {
  en: { common: enCommon },
  tr: { common: trCommon },
}
let currentLang: Lang = DEFAULT_LANG
const pluralRules = new Map<Lang, Intl.PluralRules>()

function lookup(tree: Tree | undefined, key: string): string | undefined {
  let node: string | Tree | undefined = tree
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined
    node = node[part]
  }
  return typeof node === 'string' ? node : undefined
}

function pluralOf(lang: Lang, count: number): string {
  let rules = pluralRules.get(lang)
  if (!rules) pluralRules.set(lang, (rules = new Intl.PluralRules(lang)))
  return rules.select(count)
}

/** `key` in a language and namespace, filled with `values`; the key itself when the catalog lacks it. */
export function translate(lang: Lang, ns: Namespace, key: string, values?: TranslationValues): string {
  const tree = catalogs[lang][ns]
  const count = values?.count
  let text: string | undefined
  if (typeof count === 'number') {
    text = (count === 0 ? lookup(tree, `${key}_zero`) : undefined) ?? lookup(tree, `${key}_${pluralOf(lang, count)}`)
  }
  text ??= lookup(tree, key)
  if (text === undefined) return key
  if (!values) return text
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => (name in values ? String(values[name]) : match))
}

/** The app's language state and catalogs, with the few i18next calls the tests use. */
export const i18n = {
  get language(): Lang {
    return currentLang
  },
  changeLanguage(lang: Lang): Promise<void> {
    currentLang = lang
    return Promise.resolve()
  },
  hasResourceBundle: (lang: Lang, ns: Namespace) => catalogs[lang][ns] !== undefined,
  addResourceBundle: (lang: Lang, ns: Namespace, catalog: object) => {
    catalogs[lang][ns] = catalog as Tree
  },
  getFixedT<N extends Namespace>(lang: Lang, ns: N): TFunction<N> {
    return (key, values) => translate(lang, ns, key, values)
  },
}

/** `extra`'s keys added to `tree`'s, section by section (both come from the same catalog). */
function mergeTrees(tree: Tree, extra: Tree): Tree {
  const merged: Tree = { ...tree }
  for (const [key, value] of Object.entries(extra)) {
    const current = merged[key]
    merged[key] = typeof current === 'object' && typeof value === 'object' ? mergeTrees(current, value) : value
  }
  return merged
}

/**
 * Make a namespace's catalogs available (call at module scope of the route that needs it). A page
 * with a route module per language registers its own language only, and may register only the
 * sections it shows (`signInPageAuth`): what another page or a lazy part registers later is added
 * to them (decision 008).
 */
export function registerNamespace<N extends Namespace>(ns: N, langCatalogs: Partial<Record<Lang, unknown>>) {
  for (const lang of ['en', 'tr'] as const) {
    const catalog = langCatalogs[lang] as Tree | undefined
    if (!catalog) continue
    const current = catalogs[lang][ns]
    catalogs[lang][ns] = current ? mergeTrees(current, catalog) : catalog
  }
}

const LangContext = createContext<Lang | null>(null)

/** Gives the page's language to every `useTranslation()` below (root.tsx). */
export function LangProvider({ lang, children }: { lang: Lang; children: ReactNode }) {
  return createElement(LangContext.Provider, { value: lang }, children)
}

/** `const { t } = useTranslation('auth')`: `t(key, values)` in the page's language. */
export function useTranslation<N extends Namespace = 'common'>(ns?: N): { t: TFunction<N>; lang: Lang } {
  const lang = useContext(LangContext) ?? currentLang
  const namespace = (ns ?? 'common') as N
  return { t: (key, values) => translate(lang, namespace, key, values), lang }
}

/** The page's language, from its URL: Turkish at the spec's paths, English under /en. */
export function useLang(): Lang {
  return langFromPath(useLocation().pathname)
}

/** The URL's language, made the current one during render, so prerendered HTML and hydration agree. */
export function useSyncLanguage(): Lang {
  const lang = useLang()
  currentLang = lang
  return lang
}
