/**
 * One definition of each command (issue 37 item 2): the engine's `Command`, `BoardEntry`, `Side`…
 * are inferred from the command schemas the contract sends, so they cannot drift apart. The
 * checks below are types: `npm run typecheck` (tsconfig.test.json) fails when one of them does;
 * the run-time checks parse what the engine accepts through the contract's schema.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import {
  CLOCK_COMMAND_TYPES,
  EngineCommandSchema,
  SidesBoardEntrySchema,
  type ClockCommandType,
  type EngineCommandMessage,
} from '../../shared/contract/contract';
import type { DeepReadonly } from '../../shared/engine/deep-readonly';
import { EMPTY_STATE, decide } from '../../shared/engine/index';
import type {
  BoardEntry,
  MatchState,
  Command,
  CommandType,
  MatchInfo,
  Side,
  SidesBoardEntry,
} from '../../shared/engine/index';
import type { Stamped } from '../../shared/engine/commands';
import type { TrackerCommand } from '../../shared/engine/tracker/match-types';
import type { BoardEntrySchema, MatchInfoSchema, SideSchema } from '../../shared/engine/command-schemas';
import { fullMatchCommands } from '../host/fixtures/match-script';

/** True only when A and B are the same type (not merely assignable one to the other). */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

type AsSent<Type extends CommandType> = DeepReadonly<Extract<EngineCommandMessage, { type: Type }>>;
/** For each command type: the engine's command is the command as sent, stamped when a clock's. */
type SameAsSent = { [Type in CommandType]: Equal<Extract<Command, { type: Type }>, Stamped<AsSent<Type>>> };
/** For each command type: the engine's command carries `at` exactly when it is a clock command. */
type StampedWhenClock = {
  [Type in CommandType]: Equal<
    Extract<Command, { type: Type }> extends { at: number } ? true : false,
    Type extends ClockCommandType ? true : false
  >;
};

describe('the engine and the contract define each command once', () => {
  it('every engine command is the contract command as sent, with the time stamped on clock commands', () => {
    expectTypeOf<SameAsSent[CommandType]>().toEqualTypeOf<true>();
    expectTypeOf<StampedWhenClock[CommandType]>().toEqualTypeOf<true>();
    expectTypeOf<CommandType>().toEqualTypeOf<EngineCommandMessage['type']>();
  });

  it("the engine's entries, sides and details are the schemas' outputs, read-only", () => {
    expectTypeOf<SidesBoardEntry>().toEqualTypeOf<DeepReadonly<z.output<typeof SidesBoardEntrySchema>>>();
    expectTypeOf<BoardEntry>().toEqualTypeOf<DeepReadonly<z.output<typeof BoardEntrySchema>>>();
    expectTypeOf<Side>().toEqualTypeOf<DeepReadonly<z.output<typeof SideSchema>>>();
    expectTypeOf<MatchInfo>().toEqualTypeOf<DeepReadonly<z.output<typeof MatchInfoSchema>>>();
  });

  it("the tracker's commands are engine commands, their stroke entries typed as the schema types them", () => {
    expectTypeOf<Extract<TrackerCommand, { type: 'RecordStroke' }>>().toEqualTypeOf<AsSent<'RecordStroke'>>();
    expectTypeOf<TrackerCommand>().toExtend<Command>();
  });

  it('a whole match sent through the contract is decided by the engine without a cast', () => {
    const clockTypes: ReadonlySet<string> = new Set(CLOCK_COMMAND_TYPES);
    const isClock = (
      sent: EngineCommandMessage,
    ): sent is Extract<EngineCommandMessage, { type: ClockCommandType }> => clockTypes.has(sent.type);
    let state: MatchState = EMPTY_STATE;
    fullMatchCommands().forEach((message, index) => {
      const sent = EngineCommandSchema.parse(message);
      const command: Command = isClock(sent) ? { ...sent, at: 1000 * index } : sent;
      const decision = decide(state, command);
      expect(decision.ok, JSON.stringify(message)).toBe(true);
      if (decision.ok) state = decision.state;
    });
    expect(state.winner).not.toBeNull();
  });
});
