import { z } from 'zod';

/**
 * An LED board's settings as the console sends them. The LED module's own schema
 * (shared/led/config.ts) judges the fields; here the contract only bounds the shape.
 */
export const LedBoardConfigInputSchema = z.record(z.string().max(64), z.unknown());
export type LedBoardConfigInput = z.infer<typeof LedBoardConfigInputSchema>;
