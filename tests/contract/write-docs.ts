/** Rewrites the documents generated from the declarations: `npx tsx tests/contract/write-docs.ts`. */
import { writeFileSync } from 'node:fs';
import { GENERATED_DOCS, formatted } from './generated-docs';

for (const doc of GENERATED_DOCS) {
  writeFileSync(doc.path, await formatted(doc.path, doc.render));
  console.log(`wrote ${doc.path}`);
}
