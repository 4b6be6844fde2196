import { API_DOCS_PATH, apiPath } from '#shared/api-paths.ts'
import { ERROR_DESCRIPTIONS } from '#server/core/api/api-operation.ts'
import type { OpenApiDocument } from '#server/core/api/openapi-document.ts'
import { API_DOCS_STYLE } from './api-docs.assets.ts'

type Json = Record<string, unknown>
type Parameter = { name: string; in: string; required: boolean; description?: string; schema: Json }
type Response = { description: string; content?: Record<string, { schema?: Json }> }
type Operation = {
  operationId: string
  summary: string
  description?: string
  tags: string[]
  parameters?: Parameter[]
  requestBody?: { content: Record<string, { schema: Json }> }
  responses: Record<string, Response>
}
type Entry = { method: string; path: string; tag: string; operation: Operation }

/** Where the page's one script is served (a file of our own origin, so the CSP stays as it is). */
export const API_DOCS_SCRIPT_PATH = `${API_DOCS_PATH}/filter.js`

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** One line of text with its `code` spans. */
const inline = (text: string) => escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>')

/** `code` spans of the document's Markdown-ish descriptions, the rest escaped. */
const prose = (text: string) =>
  text
    .split('\n\n')
    .map((paragraph) => `<p>${inline(paragraph)}</p>`)
    .join('')

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-')
const refLink = (name: string) => `<a href="#schema-${name}">${name}</a>`

/** A JSON Schema, pretty-printed, each `$ref` a link to its schema further down. */
function schemaPre(schema: Json): string {
  const html = escapeHtml(JSON.stringify(schema, null, 2)).replace(
    /&quot;#\/components\/schemas\/([A-Za-z0-9_]+)&quot;/g,
    (_m, name: string) => refLink(name),
  )
  return `<pre tabindex="0">${html}</pre>`
}

/** A schema that is one named schema is a link to it; anything else folds away under `label`. */
function schemaDetails(schema: Json | undefined, label: string): string {
  if (!schema) return ''
  const ref = typeof schema.$ref === 'string' ? /#\/components\/schemas\/(.+)$/.exec(schema.$ref)?.[1] : undefined
  if (ref && Object.keys(schema).length === 1) return `<p>${label}: ${refLink(ref)}</p>`
  return `<details><summary>${label}</summary>${schemaPre(schema)}</details>`
}

const typeOf = (schema: Json) =>
  [
    schema.type,
    schema.enum ? `one of ${(schema.enum as unknown[]).join(', ')}` : '',
    schema.default !== undefined ? `default ${String(schema.default)}` : '',
  ]
    .filter(Boolean)
    .join('; ')

function parametersTable(parameters: Parameter[] | undefined): string {
  if (!parameters?.length) return ''
  const rows = parameters
    .map(
      (p) =>
        `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${p.in}</td><td>${p.required ? 'yes' : 'no'}</td>` +
        `<td>${escapeHtml(typeOf(p.schema))}</td><td>${escapeHtml(p.description ?? '')}</td></tr>`,
    )
    .join('')
  return `<table tabindex="0"><caption>Parameters</caption><thead><tr><th scope="col">name</th><th scope="col">in</th><th scope="col">required</th><th scope="col">type</th><th scope="col">meaning</th></tr></thead><tbody>${rows}</tbody></table>`
}

/** The error statuses every operation shares, said once in the overview; operations link to them. */
function errorLegend(): string {
  const rows = Object.entries(ERROR_DESCRIPTIONS)
    .map(([status, description]) => `<dt id="error-${status}">${status}</dt><dd>${prose(description)}</dd>`)
    .join('')
  return `<h3>Errors</h3><p>Every error has the body <a href="#schema-ApiErrorBody">ApiErrorBody</a> (better-auth's endpoints: <a href="#schema-AuthError">AuthError</a>). What each status means, unless an operation says otherwise:</p><dl class="errors">${rows}</dl>`
}

/** Success answers in full; errors as links to the shared legend, or spelled out where an operation has its own words. */
function responsesBlock(responses: Record<string, Response>): string {
  const all = Object.entries(responses)
  const successes = all.filter(([status]) => !/^[45]/.test(status))
  const errors = all.filter(([status]) => /^[45]/.test(status))
  const success = successes
    .map(([status, response]) => {
      const [type, content] = Object.entries(response.content ?? {})[0] ?? []
      const as = type && type !== 'application/json' ? ` <code>${escapeHtml(type)}</code>` : ''
      return `<li><span class="status">${status}</span><div>${prose(response.description)}${as ? `<p>as${as}</p>` : ''}${schemaDetails(content?.schema, 'Body schema')}</div></li>`
    })
    .join('')
  const isShared = ([status, response]: [string, Response]) =>
    ERROR_DESCRIPTIONS[Number(status)] === response.description
  const own = errors
    .filter((error) => !isShared(error))
    .map(([status, response]) => `<dt>${status}</dt><dd>${prose(response.description)}</dd>`)
    .join('')
  const links = errors
    .map((error) => (isShared(error) ? `<a href="#error-${error[0]}">${error[0]}</a>` : error[0]))
    .join(', ')
  return (
    `<ul class="responses">${success}</ul>` +
    (errors.length ? `<p class="error-line">Errors: ${links}</p>` : '') +
    (own ? `<details><summary>This operation's own errors</summary><dl class="errors">${own}</dl></details>` : '')
  )
}

function operationSection({ method, path, operation }: Entry): string {
  const id = escapeHtml(operation.operationId)
  const body = operation.requestBody?.content['application/json']?.schema
  return `<section class="op" id="${id}" aria-labelledby="${id}-h">
<h3 id="${id}-h"><span class="m ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
<p class="summary">${inline(operation.summary)}</p>
${operation.description ? prose(operation.description) : ''}
${parametersTable(operation.parameters)}
${schemaDetails(body, 'Request body (JSON)')}
${responsesBlock(operation.responses)}
</section>`
}

function contents(groups: Map<string, Entry[]>, schemaCount: number): string {
  const tags = [...groups.entries()]
    .map(([tag, entries]) => {
      const links = entries
        .map(
          ({ method, path, operation }) =>
            `<li data-entry="${escapeHtml(operation.operationId)}"><a href="#${escapeHtml(operation.operationId)}">${method.toUpperCase()} ${escapeHtml(path)}</a></li>`,
        )
        .join('')
      return `<li data-group><a class="tag-link" href="#tag-${slug(tag)}">${escapeHtml(tag)} (${entries.length})</a><ul>${links}</ul></li>`
    })
    .join('')
  return `<nav id="toc" aria-label="Contents"><details open><summary>Contents</summary><ul>
<li><a class="tag-link" href="#overview">Overview and signing in</a></li>${tags}
<li><a class="tag-link" href="#schemas">Schemas (${schemaCount})</a></li></ul></details></nav>`
}

/**
 * The API reference as one server-rendered page: contents by group, operations with their schemas
 * folded, a filter box (the one script, from our origin), nothing from another origin.
 */
export function renderApiDocsPage(document: OpenApiDocument): string {
  const groups = new Map<string, Entry[]>()
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, raw] of Object.entries(methods)) {
      const operation = raw as unknown as Operation
      const tag = operation.tags[0] ?? 'Other'
      groups.set(tag, [...(groups.get(tag) ?? []), { method, path, tag, operation }])
    }
  }
  const schemes = Object.entries(document.components.securitySchemes)
    .map(([name, scheme]) => `<li><code>${name}</code>: ${prose(String(scheme.description ?? ''))}</li>`)
    .join('')
  const schemas = Object.entries(document.components.schemas)
    .map(
      ([name, schema]) =>
        `<details class="schema" id="schema-${name}"><summary>${name}</summary>${schemaPre(schema)}</details>`,
    )
    .join('')
  const sections = [...groups.entries()]
    .map(
      ([tag, entries]) =>
        `<section id="tag-${slug(tag)}" data-group aria-labelledby="tag-${slug(tag)}-h"><h2 id="tag-${slug(tag)}-h">${escapeHtml(tag)}</h2>${entries.map(operationSection).join('')}</section>`,
    )
    .join('')
  const title = `${escapeHtml(document.info.title)} v${escapeHtml(document.info.version)}`
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${escapeHtml(document.info.title)} reference</title><style>${API_DOCS_STYLE}</style>
<script src="${API_DOCS_SCRIPT_PATH}" defer></script></head>
<body><a class="skip" href="#content">Skip to the reference</a>
<header class="top"><h1>${title}</h1>
<div class="search" role="search" hidden><label for="filter">Filter</label><input id="filter" type="search" placeholder="method, path, words of the summary" autocomplete="off" spellcheck="false"><p class="count" id="filter-count" aria-live="polite"></p></div></header>
<div class="layout">${contents(groups, Object.keys(document.components.schemas).length)}
<main id="content">
<section id="overview" aria-labelledby="overview-h"><h2 id="overview-h">Overview</h2>${prose(document.info.description)}
<p>The machine-readable document: <a href="${apiPath('/openapi.json')}"><code>${apiPath('/openapi.json')}</code></a> (OpenAPI ${document.openapi}).</p>
<h3>Signing in</h3><ul>${schemes}</ul>${errorLegend()}</section>
${sections}
<section id="schemas" data-group aria-labelledby="schemas-h"><h2 id="schemas-h">Schemas</h2>${schemas}</section>
</main></div></body></html>`
}
