import { scoreMatchFileText } from '../../shared/match-file';

/** A two-side board of a match file, with every field written out. */
export interface RandomBoard {
  readonly winner: number;
  readonly pieces: number;
  readonly queen: 'winner' | 'loser' | 'none';
  readonly finish: 'normal' | 'penalty';
  readonly extra: number;
}

export type RandomSinglesFile = {
  readonly format: 'carrom-match/1';
  readonly type: 'singles';
  readonly rules: 'icf';
  readonly stage: 'early';
  readonly sides: readonly { readonly name: string; readonly players: readonly string[] }[];
  readonly toss: { readonly winner: number; readonly choice: 'break' };
  readonly games: { boards: RandomBoard[] }[];
};

export interface RandomMatchOptions {
  /** Share of boards whose winner is the previous board's loser (the rest: its winner again). */
  readonly alternate: number;
  /** Share of boards that end on a penalty (0–9 pieces, W/L/N, 0–2 extra). */
  readonly penalties: number;
  readonly tossWinner: number;
}

interface Scored {
  readonly exitCode: number;
  readonly status: string;
  readonly next: { readonly game: number; readonly needsToss: boolean } | null;
}

function score(file: RandomSinglesFile): Scored {
  const result = scoreMatchFileText(JSON.stringify(file));
  const output = result.output as unknown as Omit<Scored, 'exitCode'>;
  return { exitCode: result.exitCode, status: output.status, next: output.next };
}

export function randomBoard(
  random: () => number,
  previousWinner: number,
  options: RandomMatchOptions,
): RandomBoard {
  const winner = random() < options.alternate ? 1 - previousWinner : previousWinner;
  if (random() < options.penalties) {
    const queens = ['winner', 'loser', 'none'] as const;
    return {
      winner,
      pieces: Math.floor(random() * 10),
      queen: queens[Math.floor(random() * 3)]!,
      finish: 'penalty',
      extra: Math.floor(random() * 3),
    };
  }
  return {
    winner,
    pieces: 1 + Math.floor(random() * 9),
    queen: random() < 0.5 ? 'winner' : 'loser',
    finish: 'normal',
    extra: 0,
  };
}

/**
 * A whole ICF singles match, board by board, that the `score` command accepts: a candidate board
 * is kept only if the file stays valid and no extra-board toss is needed (no toss is generated).
 * Returns the file before the match is finished only if 500 candidates did not finish it.
 */
export function randomSinglesMatch(random: () => number, options: RandomMatchOptions): RandomSinglesFile {
  const file: RandomSinglesFile = {
    format: 'carrom-match/1',
    type: 'singles',
    rules: 'icf',
    stage: 'early',
    sides: ['Asha', 'Bruno'].map((name) => ({ name, players: [name] })),
    toss: { winner: options.tossWinner, choice: 'break' },
    games: [],
  };
  let previousWinner = 1 - options.tossWinner;
  for (let guard = 0; guard < 500; guard++) {
    const scored = score(file);
    if (scored.status === 'finished') break;
    const game = scored.next!.game;
    if (file.games.length < game) file.games.push({ boards: [] });
    const boards = file.games[game - 1]!.boards;
    const candidate = randomBoard(random, previousWinner, options);
    boards.push(candidate);
    const result = score(file);
    if (result.exitCode !== 0 || result.next?.needsToss) boards.pop();
    else previousWinner = candidate.winner;
  }
  return file;
}
