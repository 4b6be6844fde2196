import { apiPath } from '#shared/api-paths.ts'
import type { OpenApiDocument } from '#server/core/api/openapi-document.ts'

type Json = Record<string, unknown>
type Parameter = { name: string; in: string; required: boolean; description?: string; schema: Json }
type Operation = {
  operationId: string
  summary: string
  description?: string
  tags: string[]
  security: Json[]
  parameters?: Parameter[]
  requestBody?: { content: Record<string, { schema: Json }> }
  responses: Record<string, { description: string; content?: Record<string, { schema?: Json }> }>
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** `code` spans of the document's Markdown-ish descriptions, the rest escaped. */
const prose = (text: string) =>
  text
    .split('\n\n')
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/`([^`]+)`/g, '<code>$1</code>')}</p>`)
    .join('')

/** A JSON Schema, pretty-printed, each `$ref` a link to the component further down. */
function schemaBlock(schema: Json | undefined): string {
  if (!schema) return ''
  const html = escapeHtml(JSON.stringify(schema, null, 2)).replace(
    /&quot;#\/components\/schemas\/([A-Za-z0-9_]+)&quot;/g,
    '<a href="#schema-$1">$1</a>',
  )
  return `<pre tabindex="0">${html}</pre>`
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

function operationSection(method: string, path: string, operation: Operation): string {
  const body = operation.requestBody?.content['application/json']?.schema
  const responses = Object.entries(operation.responses)
    .map(([status, response]) => {
      const [type, content] = Object.entries(response.content ?? {})[0] ?? []
      const schema = content?.schema
      return `<li><strong>${status}</strong> ${prose(response.description)}${type && type !== 'application/json' ? `<p>as <code>${type}</code></p>` : ''}${schema && !String(status).match(/^[45]/) ? schemaBlock(schema) : ''}</li>`
    })
    .join('')
  return `<section class="op" id="${escapeHtml(operation.operationId)}" aria-labelledby="${escapeHtml(operation.operationId)}-h">
<h3 id="${escapeHtml(operation.operationId)}-h"><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
<p class="summary">${escapeHtml(operation.summary)}</p>
${operation.description ? prose(operation.description) : ''}
${parametersTable(operation.parameters)}
${body ? `<h4>Request body (JSON)</h4>${schemaBlock(body)}` : ''}
<h4>Responses</h4><ul class="responses">${responses}</ul>
</section>`
}

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1a1a1a;background:#fff}
main{max-width:60rem;margin:0 auto;padding:1rem;overflow-wrap:anywhere}
pre{background:#f4f4f4;padding:.75rem;overflow-x:auto;font-size:.85rem;border-radius:4px}
code{font-family:ui-monospace,monospace}
table{display:block;overflow-x:auto;border-collapse:collapse;margin:.5rem 0;font-size:.9rem}th,td{border:1px solid #ccc;padding:.25rem .5rem;text-align:left;vertical-align:top}
caption{text-align:left;font-weight:600}
.op{border-top:1px solid #ddd;padding-top:.5rem;margin-top:1.5rem}
.method{display:inline-block;min-width:4rem;padding:0 .4rem;border-radius:3px;color:#fff;background:#444;font-size:.9rem;text-align:center}
.get{background:#0b6b3a}.post{background:#0b4f8a}.put,.patch{background:#8a5a00}.delete{background:#a11}
a{color:#0b4f8a}h3{overflow-wrap:anywhere}`

/** The API reference as one server-rendered page: no script, nothing from another origin (our CSP). */
export function renderApiDocsPage(document: OpenApiDocument): string {
  const byTag = new Map<string, string[]>()
  const index = new Map<string, string[]>()
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, raw] of Object.entries(methods)) {
      const operation = raw as unknown as Operation
      const tag = operation.tags[0] ?? 'Other'
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationSection(method, path, operation)])
      index.set(tag, [
        ...(index.get(tag) ?? []),
        `<li><a href="#${escapeHtml(operation.operationId)}">${method.toUpperCase()} ${escapeHtml(path)}</a> — ${escapeHtml(operation.summary)}</li>`,
      ])
    }
  }
  const tags = [...byTag.keys()]
  const schemes = Object.entries(document.components.securitySchemes)
    .map(([name, scheme]) => `<li><code>${name}</code>: ${prose(String(scheme.description ?? ''))}</li>`)
    .join('')
  const components = Object.entries(document.components.schemas)
    .map(([name, schema]) => `<section id="schema-${name}"><h3>${name}</h3>${schemaBlock(schema)}</section>`)
    .join('')
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${escapeHtml(document.info.title)} reference</title><style>${STYLE}</style></head>
<body><main>
<h1>${escapeHtml(document.info.title)} v${escapeHtml(document.info.version)}</h1>
${prose(document.info.description)}
<p>The machine-readable document: <a href="${apiPath('/openapi.json')}"><code>${apiPath('/openapi.json')}</code></a> (OpenAPI ${document.openapi}).</p>
<h2>Signing in</h2><ul>${schemes}</ul>
<nav aria-label="Operations"><h2>Operations</h2>${tags.map((tag) => `<h3>${escapeHtml(tag)}</h3><ul>${index.get(tag)!.join('')}</ul>`).join('')}</nav>
${tags.map((tag) => `<section aria-label="${escapeHtml(tag)}"><h2>${escapeHtml(tag)}</h2>${byTag.get(tag)!.join('')}</section>`).join('')}
<section aria-labelledby="schemas-h"><h2 id="schemas-h">Schemas</h2>${components}</section>
</main></body></html>`
}
