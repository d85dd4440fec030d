// `npm run gen:api-types`: TypeScript types from the OpenAPI contracts in openapi/ (openapi-typescript).
//   --check   write nothing; exit 1 when a generated file differs from what the contract gives (in `npm run lint`)
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const root = new URL('../', import.meta.url);
const TARGETS = [
  { source: 'openapi/product-api.yaml', output: 'src/shared/api/contract/product-api.gen.ts' },
  { source: 'openapi/content-api.yaml', output: 'src/shared/api/contract/content-api.gen.ts' },
];

const banner = (source) =>
  `// Generated from ${source} by \`npm run gen:api-types\` (openapi-typescript). Do not edit by hand.\n` +
  '/* eslint-disable @typescript-eslint/consistent-type-definitions -- openapi-typescript writes `operations` as an interface */\n';

const generate = async ({ source }) => {
  const ast = await openapiTS(new URL(source, root), { exportType: true, alphabetize: true });
  return banner(source) + astToString(ast);
};

const check = process.argv.includes('--check');
let stale = 0;
for (const target of TARGETS) {
  const fresh = await generate(target);
  const path = fileURLToPath(new URL(target.output, root));
  if (!check) {
    writeFileSync(path, fresh);
    console.log(`${target.output} ← ${target.source}`);
    continue;
  }
  let current = '';
  try {
    current = readFileSync(path, 'utf8');
  } catch {
    // missing counts as stale
  }
  if (current !== fresh) {
    stale += 1;
    console.error(`${target.output} is stale: the contract ${target.source} changed. Run \`npm run gen:api-types\`.`);
  }
}
if (check && stale === 0) console.log('API types match the OpenAPI contracts.');
process.exit(stale > 0 ? 1 : 0);
