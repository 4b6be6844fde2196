// lint-as: server/features/ride-lifecycle/wall-fixture.service.ts
// expect: consoleOutsideCli
export const wrong = (error: Error) => console.error(`nearby index not refreshed: ${error.message}`)
