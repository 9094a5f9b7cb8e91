import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ServerMessage } from '../../shared/contract/contract';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  vi.resetModules();
});

const brokenPush = { type: 'state', push: { revision: 1 } } as unknown as ServerMessage;

async function hubWith(nodeEnv: string) {
  vi.stubEnv('NODE_ENV', nodeEnv);
  vi.resetModules();
  return import('../../electron/session/session-hub');
}

describe('contract checks of development builds', () => {
  it('the host (NODE_ENV=development) reports a message outside the contract and still sends it', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { outgoing } = await hubWith('development');
    const out = outgoing(brokenPush);
    expect(out.text()).toBe('{"type":"state","push":{"revision":1}}');
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0]?.[0])).toMatch(
      /^Contract check \(NODE_ENV=development\): the host is sending a "state" message outside the contract: push\.matchId: is missing/,
    );
  });

  it('the host in production checks nothing', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { outgoing } = await hubWith('production');
    expect(outgoing(brokenPush).text()).toContain('"revision":1');
    expect(errors).not.toHaveBeenCalled();
  });

  it('the screens’ client (import.meta.env.DEV) reports a push outside the contract', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { reportPushProblem } = await import('../../renderer/lib/dev-checks');
    reportPushProblem({ revision: 2, view: null });
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0]?.[0])).toMatch(
      /^Contract check \(development build\): the host sent a state push outside the contract: /,
    );
  });
});
