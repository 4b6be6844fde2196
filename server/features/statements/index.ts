/** What other parts of the server may use of statements: nothing yet (its routes are gathered by server/api-routes.ts). */
export {}
