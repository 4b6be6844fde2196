/** What other parts of the server may use of live-streams: nothing yet (its routes are gathered by server/api-routes.ts). */
export {}
