import { describe, expect, it } from 'vitest';
import { REFUSAL_CODES, type RefusalCode } from '../../shared/contract';
import { consoleTranslator } from '../../shared/i18n/console';
import { LANGUAGES } from '../../shared/i18n/languages';
import { refusalText, type RefusalLike } from '../../shared/contract/refusal-text';

/** Every code the console can receive: the engine's ViolationCode and the host's own codes. */
const ALL_CODES = {
  invalid_format: true,
  invalid_winner: true,
  invalid_pieces: true,
  invalid_queen: true,
  invalid_extra: true,
  board_after_game_end: true,
  game_not_finished: true,
  game_after_match_end: true,
  missing_toss: true,
  no_match: true,
  match_exists: true,
  toss_required: true,
  toss_already_recorded: true,
  not_needed: true,
  wrong_board: true,
  nothing_to_void: true,
  correction_conflict: true,
  clock: true,
  invalid_message: true,
  unknown_command: true,
  unknown_query: true,
  read_only: true,
  not_allowed: true,
  pin_required: true,
  not_found: true,
  storage: true,
  led_unavailable: true,
  tls_file: true,
  not_available: true,
  forfeit_stands: true,
  internal: true,
  key_reused: true,
  disconnected: true,
  connection_lost: true,
  timeout: true,
  invalid_stroke: true,
  wrong_turn: true,
  stroke_after_board_end: true,
  board_not_finished: true,
  needs_award: true,
  invalid_award: true,
  board_tracked: true,
} as const satisfies Record<RefusalCode, true>;
// The `satisfies` above checks no listed code is unknown; this checks none is missing.
const codes: readonly RefusalCode[] = Object.keys(ALL_CODES) as (keyof typeof ALL_CODES)[];
const exhaustive: Record<RefusalCode, true> = ALL_CODES;

const ENGLISH = 'The engine said: something specific (value "x").';

/** Each code bare, with a board, and with the boards a correction would break. */
function shapes(code: RefusalCode): readonly RefusalLike[] {
  return [
    { code, message: ENGLISH },
    { code, message: ENGLISH, game: 2, board: 7 },
    {
      code,
      message: ENGLISH,
      game: 1,
      board: 4,
      invalidBoards: [
        { game: 1, board: 5 },
        { game: 1, board: 6 },
        { game: 2, board: 1 },
      ],
    },
  ];
}

describe('refusal text', () => {
  it('knows every refusal code', () => {
    expect(Object.keys(exhaustive).sort()).toEqual([...REFUSAL_CODES].sort());
  });

  for (const language of LANGUAGES) {
    it(`${language}: every code gives a filled, non-empty sentence`, () => {
      const t = consoleTranslator(language);
      for (const code of codes) {
        for (const refusal of shapes(code)) {
          const { text, detail } = refusalText(refusal, t);
          expect(text.trim().length, `${language} ${code}`).toBeGreaterThan(0);
          expect(text, `${language} ${code}`).not.toMatch(/\{[A-Za-z0-9_]+\}/);
          expect(text, `${language} ${code}: the engine's words are the detail, not the text`).not.toBe(
            ENGLISH,
          );
          expect(detail === null || detail === ENGLISH, `${language} ${code}`).toBe(true);
          if (
            refusal.game !== undefined &&
            /board_after_game_end|game_not_finished|missing_toss/.test(code)
          ) {
            expect(text, `${language} ${code} names the game`).toContain(String(refusal.game));
          }
        }
      }
    });
  }

  it('non-English sentences are translations, not the English ones', () => {
    const en = consoleTranslator('en');
    for (const language of LANGUAGES.filter((l) => l !== 'en')) {
      const t = consoleTranslator(language);
      for (const code of codes) {
        const refusal = { code, message: ENGLISH, game: 1, board: 9 };
        expect(refusalText(refusal, t).text, `${language} ${code}`).not.toBe(refusalText(refusal, en).text);
      }
    }
  });

  it('fills the board and game in English and Polish', () => {
    const refusal: RefusalLike = {
      code: 'board_after_game_end',
      message: 'board 9 of game 1 comes after the game was decided',
      game: 1,
      board: 9,
    };
    expect(refusalText(refusal, consoleTranslator('en'))).toEqual({
      text: 'Board 9 of game 1 comes after the game was decided',
      detail: null,
    });
    expect(refusalText(refusal, consoleTranslator('pl'))).toEqual({
      text: 'Rozdanie 9 gry 1 przypada po rozstrzygnięciu gry',
      detail: null,
    });
  });

  it('names the boards a correction would break and keeps the engine’s reason as detail', () => {
    const reason =
      'Correcting board 4 of game 1 would decide game 1 earlier, so board 5 of game 1 and board 6 of game 1 would come after the game was decided. Nothing was changed: void those boards first, or enter a different correction.';
    const refusal: RefusalLike = {
      code: 'correction_conflict',
      message: reason,
      game: 1,
      board: 4,
      invalidBoards: [
        { game: 1, board: 5 },
        { game: 1, board: 6 },
      ],
    };
    expect(refusalText(refusal, consoleTranslator('en'))).toEqual({
      text: 'The correction would make board 5 of game 1 and board 6 of game 1 impossible. Void those boards first, or enter a different correction.',
      detail: reason,
    });
    expect(refusalText(refusal, consoleTranslator('pl')).text).toBe(
      'Po tej poprawce niemożliwe byłyby: rozdanie 5 gry 1 i rozdanie 6 gry 1. Najpierw unieważnij te rozdania albo wprowadź inną poprawkę.',
    );
  });

  it('puts the board before an entry problem, and keeps the specifics as detail', () => {
    const message = "board 3 of game 1: the offender's pieces counted must be 0 to 9, not 12";
    const refusal: RefusalLike = { code: 'invalid_pieces', message, game: 1, board: 3 };
    expect(refusalText(refusal, consoleTranslator('en'))).toEqual({
      text: 'Board 3 of game 1: these pieces are not possible.',
      detail: message,
    });
    expect(refusalText({ code: 'storage', message: 'disk full' }, consoleTranslator('pl'))).toEqual({
      text: 'Tablica nie mogła tego zapisać: nic nie zostało zapisane.',
      detail: 'disk full',
    });
  });

  it('keeps the host’s words for a code this console does not know', () => {
    const refusal = {
      code: 'from_the_future',
      message: 'A newer host refused this.',
    } as unknown as RefusalLike;
    expect(refusalText(refusal, consoleTranslator('ru'))).toEqual({
      text: 'A newer host refused this.',
      detail: null,
    });
  });
});
