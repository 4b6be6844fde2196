import { z } from 'zod'

// zod 4 probes `new Function` to compile fast parsers; our CSP forbids eval, so never try. Every
// schema module imports z from here, so the setting is made before any schema exists.
z.config({ jitless: true })

export { z }
