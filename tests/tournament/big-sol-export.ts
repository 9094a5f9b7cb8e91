/**
 * A large SoL export written the way SoL writes one (shared tables, then the tourney; flow style
 * for each item, `!!timestamp` dates, `\xNN` escapes in some names): for the 2,000-player test and
 * the bench figure. Swiss-like turns: competitor i meets i + turn (mod n), odd counts get a bye.
 */
export function bigSolExport(competitors: number, turns: number, playersPerCompetitor = 1): string {
  const players = competitors * playersPerCompetitor;
  const lines: string[] = ['---', 'clubs:'];
  for (let c = 1; c <= 40; c += 1) lines.push(`- {description: "Club ${c} de Gen\\xE8ve", nationality: CHE}`);
  lines.push('players:');
  for (let p = 1; p <= players; p += 1) {
    const first = p % 7 === 0 ? `"Am\\xE9lie${p}"` : `Player${p}`;
    lines.push(
      `- {club: ${(p % 40) + 1}, firstname: ${first}, lastname: Surname${p}, nationality: ITA, sex: M}`,
    );
  }
  lines.push('---', 'competitors:');
  for (let c = 0; c < competitors; c += 1) {
    const refs = Array.from({ length: playersPerCompetitor }, (_, k) => c * playersPerCompetitor + k + 1);
    lines.push(`- {players: [${refs.join(', ')}], retired: false}`);
  }
  lines.push(
    `currentturn: ${turns}`,
    'date: !!timestamp 2025-02-01',
    'description: "Grand Swiss"',
    'duration: 40',
    'prealarm: 5',
    'phantomscore: 25',
    'matches:',
  );
  for (let turn = 1; turn <= turns; turn += 1) {
    const order = Array.from({ length: competitors }, (_, i) => ((i * (2 * turn + 1)) % competitors) + 1);
    const seen = new Set<number>();
    const unique = order.filter((c) => (seen.has(c) ? false : (seen.add(c), true)));
    for (let c = 1; c <= competitors; c += 1) if (!seen.has(c)) unique.push(c);
    let board = 1;
    for (let i = 0; i + 1 < unique.length; i += 2) {
      const done = turn < turns;
      lines.push(
        `- {board: ${board}, competitor1: ${unique[i]}, competitor2: ${unique[i + 1]}, score1: ${done ? 25 : 0}, score2: ${done ? i % 25 : 0}, turn: ${turn}}`,
      );
      board += 1;
    }
    if (unique.length % 2 === 1) {
      lines.push(
        `- {board: ${board}, competitor1: ${unique.at(-1)}, competitor2: null, score1: 25, score2: 0, turn: ${turn}}`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}
