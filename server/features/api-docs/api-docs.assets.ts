/** The reference page's styles: inline (our CSP allows inline styles), system fonts, nothing fetched. */
export const API_DOCS_STYLE = `:root{--line:#d6d6d6;--soft:#f5f6f7;--ink:#1a1a1a;--muted:#555;--link:#0b4f8a}
*{box-sizing:border-box}html{scroll-padding-top:7rem}
body{font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;margin:0;color:var(--ink);background:#fff}
a{color:var(--link)}code,pre{font-family:ui-monospace,SFMono-Regular,Menlo,monospace}
.skip{position:absolute;left:-999px}.skip:focus{left:1rem;top:.5rem;z-index:2;background:#fff;padding:.25rem .5rem}
.top{position:sticky;top:0;z-index:1;background:#fff;border-bottom:1px solid var(--line);padding:.5rem 1rem;display:flex;flex-wrap:wrap;align-items:center;gap:.25rem 1rem}
.top h1{font-size:1.2rem;margin:0;white-space:nowrap}
.search{display:flex;align-items:center;gap:.5rem;flex:1 1 18rem;max-width:34rem}
.search input{font:inherit;flex:1;min-width:0;padding:.3rem .6rem;border:1px solid #767676;border-radius:6px}
.count{color:var(--muted);font-size:.875rem;margin:0}
.layout{display:grid;grid-template-columns:17rem minmax(0,1fr);gap:2rem;max-width:82rem;margin:0 auto;padding:0 1rem 4rem}
#toc{position:sticky;top:3.5rem;align-self:start;max-height:calc(100vh - 4rem);overflow:auto;font-size:.875rem;padding:1rem 0}
#toc summary{font-weight:600;cursor:pointer}#toc ul{list-style:none;margin:0;padding:0}
#toc li li a{display:block;padding:.1rem 0 .1rem .5rem;text-decoration:none;color:var(--ink);overflow-wrap:anywhere}
#toc li li a:hover,#toc li li a:focus{background:var(--soft)}
#toc .tag-link{display:block;font-weight:600;margin-top:.75rem}
main{min-width:0;padding-top:.5rem;overflow-wrap:anywhere}
h2{font-size:1.4rem;margin:2rem 0 .5rem;padding-bottom:.25rem;border-bottom:2px solid var(--ink)}
.op{border:1px solid var(--line);border-radius:8px;padding:.75rem 1rem;margin:1rem 0}
.op h3{font-size:1rem;margin:0;display:flex;gap:.5rem;align-items:baseline;flex-wrap:wrap}
.op h3 code{font-size:.95rem}.summary{margin:.25rem 0;font-weight:500}
.op p{margin:.4rem 0}
.m{display:inline-block;min-width:3.6rem;padding:0 .35rem;border-radius:4px;color:#fff;background:#444;font:600 .75rem/1.6 ui-monospace,monospace;text-align:center}
.get{background:#0b6b3a}.post{background:#0b4f8a}.put,.patch{background:#8a5a00}.delete{background:#a11}
details{margin:.4rem 0}summary{cursor:pointer;color:var(--link)}
pre{background:var(--soft);padding:.6rem;overflow-x:auto;font-size:.8rem;border-radius:6px;margin:.3rem 0;max-height:28rem}
table{border-collapse:collapse;margin:.5rem 0;font-size:.875rem;display:block;overflow-x:auto}
th,td{border:1px solid var(--line);padding:.2rem .5rem;text-align:left;vertical-align:top}th,td{overflow-wrap:normal}th,td:nth-child(-n+3){white-space:nowrap}td:nth-child(n+4){min-width:9rem}
caption{text-align:left;font-weight:600;padding:.25rem 0}
.responses{list-style:none;padding:0;margin:.5rem 0}.responses li{display:flex;gap:.75rem;align-items:baseline}.responses li>div{min-width:0;flex:1}.responses p{margin:0 0 .25rem}
.status{font-weight:600;white-space:nowrap;min-width:2rem}.error-line{font-size:.875rem;color:var(--muted)}
.errors dt{font-weight:600;float:left;clear:left;width:2.75rem}.errors dd{margin:0 0 .25rem 2.75rem}
.schema{border-bottom:1px solid var(--line)}.schema>summary{padding:.3rem 0;font-family:ui-monospace,monospace}
[hidden]{display:none!important}
@media (max-width:64rem){.layout{grid-template-columns:minmax(0,1fr);gap:0}#toc{position:static;max-height:none;padding-bottom:0}html{scroll-padding-top:8rem}}`

/**
 * `/api/docs/filter.js`: filters operations and schemas as one types (words of the method, path,
 * summary, id and group), keeps the filter in `?q=`, opens a schema a link points at, and folds the
 * contents on a narrow screen. Without it the page is whole and every link still works.
 */
export const API_DOCS_SCRIPT = `'use strict'
;(() => {
  const input = document.getElementById('filter')
  const count = document.getElementById('filter-count')
  const items = [...document.querySelectorAll('.op, .schema')]
  const operations = items.filter((item) => item.classList.contains('op'))
  const heading = (item) => item.closest('[data-group]').querySelector('h2').textContent
  const texts = new Map(items.map((item) => [item, (item.id + ' ' + heading(item) + ' ' + item.querySelector('h3, summary').textContent + ' ' + (item.querySelector('.summary')?.textContent ?? '')).toLowerCase()]))
  const entries = new Map([...document.querySelectorAll('#toc [data-entry]')].map((li) => [li.dataset.entry, li]))
  const apply = () => {
    const words = input.value.toLowerCase().split(/\\s+/).filter(Boolean)
    for (const item of items) {
      const hidden = !words.every((word) => texts.get(item).includes(word))
      item.hidden = hidden
      const entry = entries.get(item.id)
      if (entry) entry.hidden = hidden
    }
    for (const group of document.querySelectorAll('[data-group]')) {
      group.hidden = !group.querySelector('.op:not([hidden]), .schema:not([hidden]), [data-entry]:not([hidden])')
    }
    document.getElementById('overview').hidden = words.length > 0
    const shown = operations.filter((op) => !op.hidden).length
    count.textContent = words.length ? shown + ' of ' + operations.length + ' operations' : operations.length + ' operations'
    const url = new URL(location.href)
    if (words.length) url.searchParams.set('q', input.value)
    else url.searchParams.delete('q')
    history.replaceState(null, '', url)
  }
  const reveal = () => {
    const target = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)))
    if (target instanceof HTMLDetailsElement) target.open = true
  }
  input.value = new URLSearchParams(location.search).get('q') ?? ''
  input.closest('[hidden]')?.removeAttribute('hidden')
  input.addEventListener('input', apply)
  addEventListener('hashchange', reveal)
  if (matchMedia('(max-width: 64rem)').matches) document.querySelector('#toc details').open = false
  apply()
  reveal()
})()
`
