import { describe, expect, it } from 'vitest';
import {
  COMMAND_TYPES,
  LIMITS,
  QUERY_TYPES,
  ScoreboardViewSchema,
  StatePushSchema,
  parseCommand,
  parseQuery,
} from '../../shared/contract/contract';
import { EMPTY_STATE, decide, evolve, type Command, type MatchState } from '../../shared/engine/index';
import { toScoreboardView } from '../../shared/views/scoreboard-view';
import { CREATE_MATCH, fullMatchCommands } from '../host/fixtures/match-script';
import { Match, normal } from '../engine/support';
import { NAME_MAX } from '../../shared/engine/validate-setup';

describe('contract', () => {
  it('covers every engine command and the host commands and queries', () => {
    expect(COMMAND_TYPES).toEqual(
      expect.arrayContaining([
        'CreateMatch',
        'RecordToss',
        'RecordBoard',
        'CorrectBoard',
        'VoidLastBoard',
        'RecordExtraBoardToss',
        'RecordSideChange',
        'Forfeit',
        'UpdateDetails',
        'StartGameClock',
        'PauseGameClock',
        'MarkTimeUp',
        'StartStrokeClock',
        'ResetStrokeClock',
        'UpdateDisplay',
        'NewMatch',
        'OpenMatch',
        'ImportMatch',
        'SetWebServer',
        'AddLedBoard',
        'UpdateLedBoard',
        'RemoveLedBoard',
        'TestLedBoard',
        'SetConsoleLanguage',
      ]),
    );
    expect(QUERY_TYPES).toEqual(
      expect.arrayContaining([
        'ListMatches',
        'ScoreSheet',
        'AuditTrail',
        'ExportMatchFile',
        'ExportCsv',
        'ListLedPorts',
        'LedStatus',
        'GetSettings',
      ]),
    );
  });

  it('accepts a board with defaults filled in, and refuses clock commands that carry their own time', () => {
    const parsed = parseCommand({
      type: 'RecordBoard',
      entry: { kind: 'sides', winner: 1, pieces: 4, queen: 'none' },
    });
    expect(parsed).toEqual({
      ok: true,
      value: {
        type: 'RecordBoard',
        entry: {
          kind: 'sides',
          winner: 1,
          pieces: 4,
          queen: 'none',
          finish: 'normal',
          extra: 0,
          timeUp: false,
        },
      },
    });
    expect(parseCommand({ type: 'StartStrokeClock', at: 1 })).toMatchObject({
      ok: false,
      message: expect.stringContaining('"at"'),
    });
  });

  it('words its refusals for the operator', () => {
    expect(parseCommand({ type: 'Explode' })).toMatchObject({
      ok: false,
      code: 'unknown_command',
      message: 'Unknown command "Explode".',
    });
    expect(parseCommand('RecordBoard')).toMatchObject({
      ok: false,
      message: 'A command must be an object with a "type".',
    });
    expect(parseCommand({ type: 'RecordToss', winner: 'Asha', choice: 'break' })).toMatchObject({
      ok: false,
      message: 'The command "RecordToss" is not valid: winner: expected a number.',
    });
    // Names: the engine's limit, one number for the contract and the engine.
    expect(LIMITS.name).toBe(NAME_MAX);
    const named = (name: string): unknown => ({
      ...CREATE_MATCH,
      sides: [{ name, players: [name] }, CREATE_MATCH.sides[1]],
    });
    const longest = parseCommand(named('n'.repeat(NAME_MAX)));
    expect(longest.ok).toBe(true);
    if (longest.ok) expect(decide(EMPTY_STATE, longest.value as Command).ok).toBe(true);
    expect(parseCommand(named('n'.repeat(NAME_MAX + 1)))).toMatchObject({
      ok: false,
      message: expect.stringContaining(`sides.0.name: is too long (at most ${NAME_MAX} characters)`),
    });
    expect(parseCommand({ type: 'UpdateDisplay', title: 'x'.repeat(500) })).toMatchObject({
      ok: false,
      message: expect.stringContaining('at most 120 characters'),
    });
    expect(parseCommand({ type: 'UpdateDisplay', logo: 'https://example.com/logo.png' })).toMatchObject({
      ok: false,
      message: expect.stringContaining('base64 data URL'),
    });
    expect(parseCommand(JSON.parse('{"type":"NewMatch","__proto__":{"admin":true}}'))).toMatchObject({
      ok: false,
      message: expect.stringContaining('"__proto__" is not allowed'),
    });
    expect(parseQuery({ type: 'ListMatches', scope: 'yesterday' })).toMatchObject({
      ok: false,
      message: 'The query "ListMatches" is not valid: scope: must be one of "today", "all".',
    });
  });

  it('describes every view the engine produces for a full match', () => {
    let state: MatchState = EMPTY_STATE;
    expect(ScoreboardViewSchema.safeParse(toScoreboardView(state)).success).toBe(true);
    for (const message of fullMatchCommands()) {
      const parsed = parseCommand(message);
      if (!parsed.ok) throw new Error(parsed.message);
      const decision = decide(state, parsed.value as Command);
      if (!decision.ok) throw new Error(decision.violation.message);
      state = decision.events.reduce(evolve, state);
      const view = toScoreboardView(state);
      const checked = ScoreboardViewSchema.safeParse(view);
      expect(checked.success).toBe(true);
      expect(checked.data).toEqual(view);
    }
    const push = {
      revision: 3,
      matchId: 'm',
      view: toScoreboardView(state),
      display: { mode: 'scoreboard', message: '', theme: 'dark', language: 'hi', title: '', logo: null },
      serverTime: 1,
    };
    expect(StatePushSchema.safeParse(push).success).toBe(true);
  });

  it('refuses a wrong scoreboard view at run time, naming where it is wrong', () => {
    const view = toScoreboardView(new Match().boards(normal(0, 5)).state);
    const issueAt = (wrong: unknown): string | undefined =>
      ScoreboardViewSchema.safeParse(wrong).error?.issues[0]?.path.join('.');
    expect(ScoreboardViewSchema.safeParse(view).success).toBe(true);
    const [first, second] = view.sides;
    expect(issueAt({ ...view, sides: [{ ...first, score: '5' }, second] })).toBe('sides.0.score');
    expect(issueAt({ ...view, phase: 'halfTime' })).toBe('phase');
    const { clocks: _clocks, ...withoutClocks } = view;
    expect(issueAt(withoutClocks)).toBe('clocks');
    expect(issueAt({ ...view, live: { ...view.live, queen: 'lost' } })).toMatch(/^live/);
    expect(issueAt({ ...view, games: [{ number: 1, scores: [5, 0], winner: null, endedBy: 'draw' }] })).toBe(
      'games.0.endedBy',
    );
  });
});
