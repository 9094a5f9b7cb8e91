import { readFileSync } from 'node:fs';
import { scoreMatchFileText } from '../../shared/match-file/score-file';

/** `npm run --silent score -- FILE`: replays a carrom-match/1 file and prints the result. */
function main(argv: readonly string[]): number {
  const path = argv[0];
  if (!path || argv.length > 1) {
    process.stderr.write('usage: npm run --silent score -- FILE\n');
    return 64;
  }
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    const reason =
      (e as NodeJS.ErrnoException).code === 'ENOENT' ? 'there is no such file' : 'it cannot be read';
    process.stdout.write(
      JSON.stringify({ error: { code: 'invalid_format', message: `${path}: ${reason}` } }) + '\n',
    );
    return 2;
  }
  const result = scoreMatchFileText(text);
  process.stdout.write(JSON.stringify(result.output, null, 1) + '\n');
  return result.exitCode;
}

process.exitCode = main(process.argv.slice(2));
