import { statePushProblem, type StatePush } from '../../shared/contract/contract';

interface PushSource {
  subscribe(listener: (push: StatePush) => void): () => void;
  consolePush(): StatePush;
}

export interface PushChecker {
  /** Stops checking; throws when any push the host made was outside the contract. */
  finish(): void;
}

/**
 * Checks every push a host makes in an end-to-end test (the audience's and the console's) against
 * the contract's StatePushSchema; the production pages trust the host and check nothing.
 */
export function checkPushes(host: PushSource): PushChecker {
  const problems: string[] = [];
  let checked = 0;
  const stop = host.subscribe((push) => {
    checked += 1;
    for (const candidate of [push, host.consolePush()]) {
      const problem = statePushProblem(candidate);
      if (problem) problems.push(`revision ${candidate.revision}: ${problem}`);
    }
  });
  return {
    finish() {
      stop();
      if (problems.length > 0) {
        throw new Error(
          `${problems.length} of ${checked} pushes broke the contract: ${problems.slice(0, 3).join(' | ')}`,
        );
      }
    },
  };
}
