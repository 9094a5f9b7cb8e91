/**
 * A side's names at set-up: each side needs a name of its own (spaces and letter case do not tell
 * sides apart), an optional short name of at most 12 characters travels with the setup into the
 * scoreboard view and the match file, and a match recorded before the same-name rule still replays.
 */
import { describe, expect, it } from 'vitest';
import {
  decide,
  EMPTY_STATE,
  replay,
  type Command,
  type MatchEvent,
  type MatchState,
  type Side,
} from '../../shared/engine';
import { SHORT_NAME_MAX, NAME_MAX } from '../../shared/engine/validate-setup';
import { SETUP_LIMITS } from '../../shared/contract/limits';
import { parseCommand } from '../../shared/contract';
import { importMatchFile, toMatchFile } from '../../shared/match-file';
import { toScoreboardView } from '../../shared/views/scoreboard-view';
import { given, played, playedUnder, refused } from './given';
import { normal } from './support';

const create = (sides: readonly Side[], matchType: 'singles' | 'doubles' = 'singles'): Command => ({
  type: 'CreateMatch',
  matchType,
  stage: 'early',
  info: {},
  rules: 'icf',
  sides,
});

/** Given no match, when `command` sets one up, then it is refused: why, in words. */
const refusalOf = (command: Command): string => given().when(command).then(refused('invalid_format')).message;
/** Given no match, when `command` sets one up, then the match is created: the state after. */
const setUpState = (command: Command): MatchState =>
  given()
    .when(command)
    .then(expect.objectContaining({ type: 'MatchCreated' }));

describe('names at set-up', () => {
  it('refuses the same name on both sides, naming both sides and the name', () => {
    expect(
      refusalOf(
        create([
          { name: 'Asha', players: ['Asha'] },
          { name: 'Asha', players: ['Asha'] },
        ]),
      ),
    ).toBe('Sides 1 and 2 are both named "Asha": each side needs a name of its own.');
    // Letter case and spaces do not make two names different.
    expect(
      refusalOf(
        create([
          { name: 'Asha  Raman', players: ['Asha Raman'] },
          { name: 'asha raman', players: ['x'] },
        ]),
      ),
    ).toMatch(/^Sides 1 and 2 are both named/);
  });

  it('refuses the same short name on both sides', () => {
    const message = refusalOf(
      create([
        { name: 'Asha Raman', players: ['Asha Raman'], shortName: 'RAMAN' },
        { name: 'Bela Raman', players: ['Bela Raman'], shortName: 'Raman' },
      ]),
    );
    expect(message).toBe(
      'Sides 1 and 2 both have the short name "Raman": each side needs a short name of its own.',
    );
  });

  it('refuses the same name when the names are changed after set-up, too', () => {
    // Asha and Bruno, ICF rules, no toss yet
    given(...playedUnder({ rules: 'icf', toss: null }))
      .when({
        type: 'UpdateDetails',
        sides: [
          { name: 'Bruno', players: ['Bruno'] },
          { name: 'Bruno', players: ['Bruno'] },
        ],
        info: {},
      })
      .then(refused('invalid_format'));
  });

  it(`takes a short name of up to ${SHORT_NAME_MAX} characters and refuses a longer one`, () => {
    expect(SETUP_LIMITS).toEqual({ name: NAME_MAX, shortName: SHORT_NAME_MAX, info: 100 });
    const twelve = 'ABCDEFGHIJKL';
    const ok = setUpState(
      create([
        {
          name: 'Venkatanarasimha Rajuvaripet',
          players: ['Venkatanarasimha Rajuvaripet'],
          shortName: twelve,
        },
        { name: 'Bruno', players: ['Bruno'] },
      ]),
    );
    expect(ok.setup?.sides[0]?.shortName).toBe(twelve);
    expect(
      refusalOf(
        create([
          { name: 'Venkatanarasimha Rajuvaripet', players: ['V'], shortName: `${twelve}M` },
          { name: 'Bruno', players: ['Bruno'] },
        ]),
      ),
    ).toBe('The short name of Venkatanarasimha Rajuvaripet is longer than 12 characters.');
  });

  it('the contract accepts a short name, and the view and the match file carry it', () => {
    const command = create([
      {
        name: 'Venkatanarasimha Rajuvaripet',
        players: ['Venkatanarasimha Rajuvaripet'],
        shortName: 'VENKAT',
      },
      { name: 'Bruno', players: ['Bruno'] },
    ]);
    expect(parseCommand(command).ok).toBe(true);
    const state = setUpState(command);
    const view = toScoreboardView(state);
    expect(view.sides[0]?.shortName).toBe('VENKAT');
    expect(view.sides[1]?.shortName).toBeNull();

    const file = toMatchFile(state);
    expect((file['sides'] as Side[])[0]).toEqual({
      name: 'Venkatanarasimha Rajuvaripet',
      players: ['Venkatanarasimha Rajuvaripet'],
      shortName: 'VENKAT',
    });
    const imported = importMatchFile(JSON.parse(JSON.stringify(file)));
    if (!imported.ok) throw new Error(imported.error.message);
    expect(imported.state.setup?.sides[0]?.shortName).toBe('VENKAT');
  });

  it('a match file whose short name is not text is refused with the field named', () => {
    const result = importMatchFile({
      format: 'carrom-match/1',
      rules: 'icf',
      sides: [
        { name: 'Asha', players: ['Asha'], shortName: 7 },
        { name: 'Bruno', players: ['Bruno'] },
      ],
      games: [],
    });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toContain('"shortName" of side 1 must be text');
  });

  it('a match recorded before the rule, with the same name on both sides, still replays', () => {
    const created = decide(
      EMPTY_STATE,
      create([
        { name: 'Asha', players: ['Asha'] },
        { name: 'Bruno', players: ['Bruno'] },
      ]),
    );
    if (!created.ok) throw new Error(created.violation.message);
    const [event] = created.events as [Extract<MatchEvent, { type: 'MatchCreated' }>];
    const old: MatchEvent = {
      ...event,
      setup: { ...event.setup, sides: [event.setup.sides[0]!, { name: 'Asha', players: ['Asha'] }] },
    };
    const state = replay([old]);
    expect(state.setup?.sides.map((side) => side.name)).toEqual(['Asha', 'Asha']);
    // Stored as it was, with a toss and a board after it, the log reads back whole.
    const history = [old, ...played(normal(0, 4)).slice(1)];
    const reading = given(...history)
      .whenStored()
      .thenReads();
    expect(reading.state.setup?.sides.map((side) => side.name)).toEqual(['Asha', 'Asha']);
    expect(reading.state.games[0]?.scores).toEqual([4, 0]);
  });
});
