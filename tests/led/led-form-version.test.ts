/*
 * The console's LED form keeps the line protocol's version (issue 28 item 5): a new board is v1,
 * a v2 board opened and saved again stays v2, and v2 chosen in the form is what is saved.
 */
import { describe, expect, it } from 'vitest';
import { parseLedBoardConfig } from '../../shared/led/config';
import { configOf, formFromConfig, newLedForm } from '../../renderer/console/led/led-form';

const port = { kind: 'path', path: '/dev/ttyUSB0' } as const;

describe('the line protocol version in the console LED form', () => {
  it('a new board is saved as v1', () => {
    const form = { ...newLedForm('a'), path: '/dev/ttyUSB0' };
    const saved = configOf(form);
    expect(saved.ok && saved.value.protocol).toEqual({ kind: 'line', version: 1 });
  });

  it('a v2 board opened and saved again stays v2; v1 chosen in the form saves v1', () => {
    const stored = parseLedBoardConfig({ id: 'b', port, protocol: { kind: 'line', version: 2 } });
    if (!stored.ok) throw new Error(stored.errors.join(' '));
    const form = formFromConfig(stored.value);
    expect(form.lineVersion).toBe(2);
    const again = configOf(form);
    expect(again.ok && again.value.protocol).toEqual({ kind: 'line', version: 2 });
    const back = configOf({ ...form, lineVersion: 1 });
    expect(back.ok && back.value.protocol).toEqual({ kind: 'line', version: 1 });
  });
});
