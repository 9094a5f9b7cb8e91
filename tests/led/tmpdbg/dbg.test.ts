import { it } from 'vitest';
import { openPtyReader, startPtyPair, uniquePtyPaths } from '../support/pty-pair';
it('dbg', async () => {
  console.log('start');
  const p = await startPtyPair(uniquePtyPaths('dbg'));
  console.log('pair', p.a);
  const r = await openPtyReader(p.b);
  console.log('reader');
  await r.close();
  console.log('closed');
  await p.kill();
  console.log('killed');
}, 10000);
