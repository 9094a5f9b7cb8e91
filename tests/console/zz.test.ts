import { it } from 'vitest';
import fc from 'fast-check';
import { Desk } from './support/keyboard-harness';
it('x', () => {
  const d = new Desk();
  d.type('1','6','w','Enter');
  console.log(d.sent.length, d.state.connected, JSON.stringify(d.state.view?.phase), d.notices);
});
