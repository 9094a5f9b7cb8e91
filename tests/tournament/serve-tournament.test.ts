/**
 * `npm run serve -- --tournament FILE --table N`: the export imported at start and the table's
 * match set up from its pairing of the current turn (the real process, a real data folder); a
 * broken file stops the start with the sentence naming where, and nothing is imported.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDir, waitFor } from '../host/helpers';
import { TestSocket } from '../host/ws-helpers';
import { listeningUrl, spawnServe } from '../support/serve-process';

const fixture = (name: string): string => fileURLToPath(new URL(`../fixtures/sol/${name}`, import.meta.url));
const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

describe('serve --tournament FILE --table N', () => {
  it("imports the gzipped export and sets table 3's match of the current turn up", async () => {
    const dir = tempDir();
    cleanups.push(dir.remove);
    const args = ['--port', '0', '--data-dir', dir.path, '--tournament', fixture('spring-open-byes.sol.gz')];
    const serve = spawnServe([...args, '--table', '3']);
    cleanups.push(() => serve.child.kill('SIGKILL'));
    const base = await listeningUrl(serve, 25_000);
    expect(serve.output()).toContain('Tournament: spring-open-byes.sol imported');
    expect(serve.output()).toContain('Table 3: its match of turn 2 is set up');
    const socket = await TestSocket.open(`${base.replace('http', 'ws')}/ws?role=display`);
    await waitFor(() => (socket.states.length > 0 ? true : undefined), 'the state at connect');
    expect(socket.states[0]).toMatchObject({
      view: {
        sides: [
          expect.objectContaining({ name: 'Amélie Mée' }),
          expect.objectContaining({ name: 'Marco Bianchi' }),
        ],
        info: { event: 'Torneo di Primavera', round: '2', table: '3' },
      },
    });
    socket.close();
    serve.child.kill('SIGTERM');
    expect(await serve.exited).toBe(0);

    // Started again on the same folder: the match is the pairing's already, nothing new is made.
    const again = spawnServe([...args, '--table', '3']);
    cleanups.push(() => again.child.kill('SIGKILL'));
    await listeningUrl(again, 25_000);
    expect(again.output()).toContain('Table 3: its match of turn 2 is the current match');
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 60_000);

  it('imports the tourney --tourney N picks from an export of several', async () => {
    const dir = tempDir();
    cleanups.push(dir.remove);
    const file = fixture('scr-dump-two-tourneys.sol');
    const args = ['--port', '0', '--data-dir', dir.path, '--tournament', file, '--tourney', '2'];
    const serve = spawnServe([...args, '--table', '1']);
    cleanups.push(() => serve.child.kill('SIGKILL'));
    const base = await listeningUrl(serve, 25_000);
    expect(serve.output()).toContain('Tournament: scr-dump-two-tourneys.sol imported (tourney 2)');
    expect(serve.output()).toContain('Table 1: its match of turn 1 is set up');
    const socket = await TestSocket.open(`${base.replace('http', 'ws')}/ws?role=display`);
    await waitFor(() => (socket.states.length > 0 ? true : undefined), 'the state at connect');
    expect(socket.states[0]).toMatchObject({
      view: { info: { event: '3° Torneo Sociale – doppio', round: '1', table: '1' } },
    });
    socket.close();
    serve.child.kill('SIGTERM');
    expect(await serve.exited).toBe(0);
  }, 60_000);

  it('refuses to start on a tourney the export lacks, naming the ones it has', async () => {
    const dir = tempDir();
    cleanups.push(dir.remove);
    const file = fixture('scr-dump-two-tourneys.sol');
    const serve = spawnServe(['--port', '0', '--data-dir', dir.path, '--tournament', file, '--tourney', '5']);
    cleanups.push(() => serve.child.kill('SIGKILL'));
    expect(await serve.exited).toBe(1);
    expect(serve.stderr()).toContain('the file has no tourney 5: it holds 2 tourneys');
  }, 30_000);

  it('refuses to start on a broken export, naming where', async () => {
    const dir = tempDir();
    cleanups.push(dir.remove);
    const broken = join(dir.path, 'broken.sol');
    writeFileSync(
      broken,
      '---\nplayers:\n- {firstname: Asha, lastname: Rao}\n---\ndescription: X\ncompetitors:\n- {players: [4]}\n',
    );
    const serve = spawnServe(['--port', '0', '--data-dir', join(dir.path, 'data'), '--tournament', broken]);
    cleanups.push(() => serve.child.kill('SIGKILL'));
    expect(await serve.exited).toBe(1);
    expect(serve.stderr()).toContain(
      'The host could not start: The tournament file was refused: document 2 (tourney "X"), competitors[1].players[1]: 4 is out of range (the players list of document 1 has 1 entry, numbered from 1).',
    );
  }, 30_000);
});
