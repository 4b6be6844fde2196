// lint-as: app/lib/wall-fixture.ts
// expect: nothing (a type-only import of the server's shapes is allowed)
import type { FastifyInstance } from 'fastify'
import { type buildApp } from '#server/app.ts'
export type Fine = typeof buildApp | FastifyInstance
