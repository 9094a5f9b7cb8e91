import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openHost, type Host } from '../../electron/host/host';
import { serverMessageProblem, statePushProblem } from '../../shared/contract/contract';
import { tempDir } from '../host/helpers';
import { fullMatchCommands } from '../host/fixtures/match-script';
import { checkPushes } from '../support/push-checker';
import { submitParsed } from '../support/parsed';

const CONSOLE = { role: 'console', readOnly: false } as const;

const opened: { host: Host; remove(): void }[] = [];
afterEach(() => {
  for (const { host, remove } of opened.splice(0)) {
    host.close();
    remove();
  }
});

function realHost(): Host {
  const dir = tempDir();
  const host = openHost({ dataDir: join(dir.path, 'data') });
  opened.push({ host, remove: () => dir.remove() });
  return host;
}

describe('checks against the contract (tests and development builds)', () => {
  it('accepts every push a real host makes through a whole match, the console’s included', () => {
    const host = realHost();
    const checker = checkPushes(host);
    let pushes = 0;
    const stop = host.subscribe(() => (pushes += 1));
    for (const command of fullMatchCommands())
      expect(submitParsed(host, command, CONSOLE)).toMatchObject({ ok: true });
    stop();
    expect(pushes).toBeGreaterThan(10);
    expect(() => checker.finish()).not.toThrow();
    expect(statePushProblem(host.consolePush())).toBeNull();
    expect(serverMessageProblem({ type: 'state', push: host.current() })).toBeNull();
  });

  it('names what is wrong with a push or a message outside the contract', () => {
    const host = realHost();
    const { view: _view, ...withoutView } = host.current();
    expect(statePushProblem(withoutView)).toBe('a state push outside the contract: view: is missing');
    expect(
      serverMessageProblem({ type: 'result', id: 1, result: { ok: false, code: 'oops', message: 'x' } }),
    ).toMatch(/^a "result" message outside the contract: /);
    expect(serverMessageProblem({ type: 'led', status: [{ id: 'a' }] })).toMatch(/^a "led" message outside/);
    expect(serverMessageProblem({ type: 'gossip' })).toMatch(/^a "gossip" message outside the contract/);
  });

  it('makes an end-to-end harness fail when the host pushes outside the contract', () => {
    const listeners: ((push: never) => void)[] = [];
    const broken = { revision: 1 } as never;
    const checker = checkPushes({
      subscribe: (listener) => {
        listeners.push(listener);
        return () => undefined;
      },
      consolePush: () => broken,
    });
    for (const listener of listeners) listener(broken);
    expect(() => checker.finish()).toThrow(
      /2 of 1 pushes broke the contract: revision 1: a state push outside/,
    );
  });
});
