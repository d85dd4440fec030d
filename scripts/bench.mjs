// `npm run bench`: every wall-clock figure of the portal, each beside its budget, the current build measured against a
// reference build in the same run (rounds alternated, as Tachometer does); exit 1 when a budget is missed or a
// regression found. `npm run bench -- --help` lists the options; docs/speed.md says how to read it. The figures and how
// each is taken are in scripts/bench/figures.ts. TypeScript, loaded with Vite's module runner (as scripts/demo-api.mjs
// loads mocks/), so the statistics are a typed module with unit tests.
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const { module } = await runnerImport(fileURLToPath(new URL('./bench/main.ts', import.meta.url)), { configFile: false, logLevel: 'error' });
module.main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
