import {
  refusal,
  type CommandResult,
  type HostCommandMessage,
  type LedBoardConfig,
  type LedBoardStatus,
  type QueryResult,
} from '../../../shared/contract/contract';
import { parseLedBoardConfigs } from '../../../shared/led/config';
import type { LedLink } from '../led-link';
import type { Ledger } from './ledger';

export type LedCommand = Extract<
  HostCommandMessage,
  { type: 'AddLedBoard' | 'UpdateLedBoard' | 'RemoveLedBoard' | 'TestLedBoard' }
>;

/** The LED boards: their stored list, the link that drives them, and what the link reports. */
export interface LedService {
  run(command: LedCommand): CommandResult;
  /** Hands the link the newest audience view. */
  show(): void;
  status(): QueryResult<'LedStatus'>;
  ports(): Promise<QueryResult<'ListLedPorts'>>;
  close(): void;
}

const UNAVAILABLE = 'LED boards are not available in this host.';

/** Without a link, LED commands and queries are refused. */
export function openLedService(
  ledger: Ledger,
  link: LedLink | undefined,
  onStatus: (status: readonly LedBoardStatus[]) => void,
): LedService {
  const stopStatus = link?.onStatus(() => onStatus(link.status()));
  link?.configure(ledger.settings().ledBoards);
  link?.update(ledger.view());
  return {
    run(command) {
      if (command.type === 'TestLedBoard') return testBoard(ledger, link, command.id);
      const result = changeBoards(ledger, command);
      if (result.ok) link?.configure(ledger.settings().ledBoards);
      return result;
    },
    show: () => link?.update(ledger.view()),
    status: () =>
      link ? { ok: true, type: 'LedStatus', data: link.status() } : refusal('led_unavailable', UNAVAILABLE),
    ports: async () =>
      link
        ? { ok: true, type: 'ListLedPorts', data: await link.listPorts() }
        : refusal('led_unavailable', UNAVAILABLE),
    close: () => stopStatus?.(),
  };
}

function testBoard(ledger: Ledger, link: LedLink | undefined, id: string): CommandResult {
  if (!link) return refusal('led_unavailable', UNAVAILABLE);
  if (!ledger.settings().ledBoards.some((board) => board.id === id)) {
    return refusal('not_found', `There is no LED board "${id}".`);
  }
  const tested = link.testPattern(id);
  if (!tested.ok) return refusal('led_unavailable', tested.error);
  return ledger.unchanged();
}

function changeBoards(ledger: Ledger, command: Exclude<LedCommand, { type: 'TestLedBoard' }>): CommandResult {
  const boards = ledger.settings().ledBoards;
  const id = command.type === 'RemoveLedBoard' ? command.id : command.board.id;
  const exists = boards.some((board) => board.id === id);
  if (command.type === 'AddLedBoard' && exists) {
    return refusal('invalid_message', `There is already an LED board with the id "${id}".`);
  }
  if (command.type !== 'AddLedBoard' && !exists)
    return refusal('not_found', `There is no LED board "${id}".`);
  const checked = parseLedBoardConfigs(changedList(boards, command));
  if (!checked.ok) return refusal('invalid_message', checked.errors.join(' '));
  return ledger.commit({ settings: { ledBoards: checked.value } });
}

function changedList(
  boards: readonly LedBoardConfig[],
  command: Exclude<LedCommand, { type: 'TestLedBoard' }>,
): readonly LedBoardConfig[] {
  switch (command.type) {
    case 'AddLedBoard':
      return [...boards, command.board];
    case 'UpdateLedBoard':
      return boards.map((board) => (board.id === command.board.id ? command.board : board));
    case 'RemoveLedBoard':
      return boards.filter((board) => board.id !== command.id);
  }
}
