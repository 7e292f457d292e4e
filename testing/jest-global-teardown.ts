import fs from 'node:fs';
import { pgliteTemplateFile } from '@cardapio/core/src/testing/template';

export default async function globalTeardown(): Promise<void> {
  fs.rmSync(pgliteTemplateFile(), { force: true });
}
