/**
 * LED boards in the contract: the LED module's own schema (shared/led/config.ts) is the one
 * that checks a board's settings, so the console, the host and the LED link agree on it.
 */
export { ledBoardConfigSchema as LedBoardConfigSchema } from '../led/config';
export type { LedBoardConfig, LedBoardConfigInput } from '../led/config';
export {
  LedBoardStatusSchema,
  LedPortInfoSchema,
  LedPortListSchema,
  type LedBoardStatus,
  type LedPortInfo,
  type LedPortList,
} from '../led/status';
