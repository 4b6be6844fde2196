// lint-as: server/cli/commands/wall-fixture.ts
// expect: nothing (the CLI's output is what it prints)
export const fine = (line: string) => console.log(line)
