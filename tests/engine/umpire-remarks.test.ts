/**
 * The ICF score card's "Remarks of Umpire" (issue 25, item 8): a text written during or after
 * the match, changed or cleared as often as needed (each change an event, so the audit trail
 * keeps every version), refused in words when it is too long or holds an invisible character.
 */
import { describe, expect, it } from 'vitest';
import { replay, type MatchEvent } from '../../shared/engine';
import { EngineCommandSchema } from '../../shared/engine/command-schemas';
import { importMatchFile, toMatchFile } from '../../shared/match-file';
import { fromFile, given, played, refused } from './given';
import { normal } from './support';

const winGame = (side: number) => [normal(side, 9, 'winner'), normal(side, 9), normal(side, 9)];
const remarks = (text: string): MatchEvent => ({ type: 'UmpireRemarksSet', text });

describe('Remarks of Umpire', () => {
  it('are written during play, and the state holds them', () => {
    const after = given(...played(normal(0, 4)))
      .when({ type: 'SetUmpireRemarks', text: 'Bruno warned for delay in game 1.' })
      .then(remarks('Bruno warned for delay in game 1.'));
    expect(after.remarks).toBe('Bruno warned for delay in game 1.');
    expect(after.games[0]?.scores).toEqual([4, 0]);
  });

  it('are written after the match is decided (the card is signed after play), and the result stands', () => {
    const decided = played(...winGame(0), ...winGame(0));
    expect(replay(decided).winner).toBe(0);
    const after = given(...decided)
      .when({ type: 'SetUmpireRemarks', text: 'Match played under protest by Bruno.\nNo incident.' })
      .then(remarks('Match played under protest by Bruno.\nNo incident.'));
    expect(after.winner).toBe(0);
    expect(after.remarks).toBe('Match played under protest by Bruno.\nNo incident.');
  });

  it('are corrected after the match: the last version counts, every version stays in the log', () => {
    const history = [...played(...winGame(0), ...winGame(0)), remarks('Protest by Bruno.')];
    const after = given(...history)
      .when({ type: 'SetUmpireRemarks', text: 'Protest by Bruno withdrawn.' })
      .then(remarks('Protest by Bruno withdrawn.'));
    expect(after.remarks).toBe('Protest by Bruno withdrawn.');
  });

  it('are cleared with an empty text; clearing nothing, or the same text again, is refused', () => {
    const history = [...played(normal(0, 4)), remarks('Light failed at board 2.')];
    expect(
      given(...history)
        .when({ type: 'SetUmpireRemarks', text: '' })
        .then(remarks('')).remarks,
    ).toBe('');
    given(...history)
      .when({ type: 'SetUmpireRemarks', text: 'Light failed at board 2.  ' })
      .then(refused('not_needed', { message: /already read so: nothing was changed/ }));
    given(...played(normal(0, 4)))
      .when({ type: 'SetUmpireRemarks', text: '' })
      .then(refused('not_needed', { message: /no remarks of the umpire to clear/ }));
  });

  it('are stored in NFC with one kind of line end and no trailing space', () => {
    given(...played())
      .when({ type: 'SetUmpireRemarks', text: 'Łukasz late\r\nby 5 min \r\n  ' })
      .then(remarks('Łukasz late\nby 5 min'));
  });

  it('are refused in words when longer than 1000 characters (counted as a reader sees them)', () => {
    given(...played())
      .when({ type: 'SetUmpireRemarks', text: 'क्ष'.repeat(1000) })
      .then(remarks('क्ष'.repeat(1000)));
    given(...played())
      .when({ type: 'SetUmpireRemarks', text: 'x'.repeat(1001) })
      .then(
        refused('invalid_format', { message: /1001 characters long: at most 1000 fit on the score card/ }),
      );
  });

  it('are refused when they hold a bidi override or a control character, naming it', () => {
    given(...played())
      .when({ type: 'SetUmpireRemarks', text: 'Asha \u202Ewon\u202C' })
      .then(refused('invalid_format', { message: /U\+202E RIGHT-TO-LEFT OVERRIDE/ }));
    given(...played())
      .when({ type: 'SetUmpireRemarks', text: 'tab\there' })
      .then(refused('invalid_format', { message: /U\+0009 CHARACTER TABULATION/ }));
  });

  it('need a match', () => {
    given().when({ type: 'SetUmpireRemarks', text: 'x' }).then(refused('no_match'));
  });

  it('go through a stored log; a stored version with a bidi override is reported, not applied', () => {
    const events = [...played(normal(0, 4)), remarks('Bruno warned.')];
    const good = given(...events)
      .whenStored()
      .thenReads();
    expect(good.state.remarks).toBe('Bruno warned.');
    const bad = given(...events, remarks('\u202Eforged'))
      .whenStored()
      .thenStops({
        seq: events.length + 1,
        type: 'UmpireRemarksSet',
        reason: /U\+202E RIGHT-TO-LEFT OVERRIDE/,
      });
    expect(bad.state.remarks).toBe('Bruno warned.');
  });

  it('cross the boundary as a contract command with a length limit', () => {
    expect(EngineCommandSchema.safeParse({ type: 'SetUmpireRemarks', text: 'ok' }).success).toBe(true);
    const long = EngineCommandSchema.safeParse({ type: 'SetUmpireRemarks', text: 'x'.repeat(1001) });
    expect(long.success).toBe(false);
    expect(long.error?.issues[0]?.message).toMatch(/at most 1000 characters/);
    expect(EngineCommandSchema.safeParse({ type: 'SetUmpireRemarks', text: 3 }).success).toBe(false);
  });
});

describe('Remarks of Umpire in a match file', () => {
  it('are written to the file and read back: the imported match has them', () => {
    const history = [...played(...winGame(0), ...winGame(0)), remarks('Protest withdrawn.\nNo incident.')];
    const file = given(...history).thenView(toMatchFile) as { remarks?: string };
    expect(file.remarks).toBe('Protest withdrawn.\nNo incident.');
    const back = given(...fromFile(JSON.parse(JSON.stringify(file)))).thenState();
    expect(back.remarks).toBe('Protest withdrawn.\nNo incident.');
    expect(back.winner).toBe(0);
  });

  it('in a file are refused in words when they are not text or hold a bidi override', () => {
    const file = given(...played(normal(0, 4))).thenView(toMatchFile) as Record<string, unknown>;
    const notText = importMatchFile({ ...file, remarks: 3 });
    expect(notText.ok ? null : notText.error).toMatchObject({
      code: 'invalid_format',
      message: /"remarks" must be text/,
    });
    const forged = importMatchFile({ ...file, remarks: 'ok \u202E' });
    expect(forged.ok ? null : forged.error).toMatchObject({ code: 'invalid_format', message: /U\+202E/ });
  });
});
