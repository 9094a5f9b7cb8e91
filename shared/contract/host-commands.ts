import { z } from 'zod';
import { DisplaySettingsSchema, LANGUAGES } from './display';
import { LIMITS } from './limits';
import { LedBoardConfigSchema } from './led';
import { ChangePinSchema, RevokeDevicesSchema, SetDeviceRoleSchema } from './devices';
import { SetVenueLinkSchema } from './venue-settings';
import { SetApiAccessSchema, SetApiHooksSchema } from './api-keys';
import { TOURNAMENT_COMMAND_SCHEMAS } from './tournament';

/** Commands the host handles itself: display control, match records, web server, LED boards. */
const idSchema = z.string().min(1).max(LIMITS.id);

/** Any of the display settings (DisplaySettingsSchema), at least one. */
export const UpdateDisplaySchema = z
  .strictObject({ type: z.literal('UpdateDisplay'), ...DisplaySettingsSchema.partial().shape })
  .refine((command) => Object.keys(command).length > 1, 'say what to change on the display');

/** Leave the current match as it is (it stays stored) and go back to set-up. */
export const NewMatchSchema = z.strictObject({ type: z.literal('NewMatch') });

/** Make a stored match the current one: to look at it again, or to continue it if unfinished. */
export const OpenMatchSchema = z.strictObject({ type: z.literal('OpenMatch'), matchId: idSchema });

/** A `carrom-match/1` file, as parsed JSON or as its text; it becomes a new, current match. */
export const ImportMatchSchema = z.strictObject({
  type: z.literal('ImportMatch'),
  file: z.unknown().refine((file) => file !== undefined, 'the match file is missing'),
});

export const SetWebServerSchema = z.strictObject({
  type: z.literal('SetWebServer'),
  enabled: z.boolean(),
  /** Listen on all network interfaces (venue TVs, OBS on another computer) instead of this computer only. */
  lan: z.boolean(),
  port: z.int().min(1024).max(65535).optional(),
});

export const AddLedBoardSchema = z.strictObject({
  type: z.literal('AddLedBoard'),
  board: LedBoardConfigSchema,
});

/** Replaces the settings of the board with the same `board.id`. */
export const UpdateLedBoardSchema = z.strictObject({
  type: z.literal('UpdateLedBoard'),
  board: LedBoardConfigSchema,
});

export const RemoveLedBoardSchema = z.strictObject({ type: z.literal('RemoveLedBoard'), id: idSchema });

export const TestLedBoardSchema = z.strictObject({ type: z.literal('TestLedBoard'), id: idSchema });

export const SetConsoleLanguageSchema = z.strictObject({
  type: z.literal('SetConsoleLanguage'),
  language: z.enum(LANGUAGES),
});

export const HOST_COMMAND_SCHEMAS = [
  UpdateDisplaySchema,
  NewMatchSchema,
  OpenMatchSchema,
  ImportMatchSchema,
  SetWebServerSchema,
  AddLedBoardSchema,
  UpdateLedBoardSchema,
  RemoveLedBoardSchema,
  TestLedBoardSchema,
  SetConsoleLanguageSchema,
  SetVenueLinkSchema,
  ChangePinSchema,
  RevokeDevicesSchema,
  SetApiAccessSchema,
  SetApiHooksSchema,
  SetDeviceRoleSchema,
  ...TOURNAMENT_COMMAND_SCHEMAS,
] as const;

export type HostCommandMessage = z.infer<(typeof HOST_COMMAND_SCHEMAS)[number]>;
export type HostCommandType = HostCommandMessage['type'];
