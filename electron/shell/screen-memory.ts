import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { defaultDisplayPreference, type DisplayPreference } from './placement';

/**
 * The operator's screen choice lives in a small JSON file next to the database, not in the
 * host's settings: screen ids belong to this computer's monitors and mean nothing to browser
 * displays, the headless host, or a match file moved to another machine.
 */
export const screenMemoryFileName = 'display-screen.json';

const storedPreferenceSchema = z.object({
  version: z.literal(1),
  screenId: z.number().int().nullable(),
  fullscreenOnExternal: z.boolean(),
});

export interface ScreenMemory {
  load(): DisplayPreference;
  save(preference: DisplayPreference): void;
}

export function screenMemoryFile(dataDir: string): string {
  return join(dataDir, screenMemoryFileName);
}

/**
 * A missing or unreadable file gives the defaults (automatic screen, fullscreen): the display
 * must come up at a venue even if the file was damaged.
 */
export function openScreenMemory(file: string, log: (message: string) => void = () => {}): ScreenMemory {
  return {
    load() {
      let text: string;
      try {
        text = readFileSync(file, 'utf8');
      } catch {
        return defaultDisplayPreference;
      }
      try {
        const stored = storedPreferenceSchema.parse(JSON.parse(text));
        return {
          ...defaultDisplayPreference,
          screenId: stored.screenId,
          fullscreenOnExternal: stored.fullscreenOnExternal,
        };
      } catch (error) {
        log(`Ignoring the remembered display screen in ${file}: ${String(error)}`);
        return defaultDisplayPreference;
      }
    },
    save(preference) {
      const stored: z.infer<typeof storedPreferenceSchema> = {
        version: 1,
        screenId: preference.screenId,
        fullscreenOnExternal: preference.fullscreenOnExternal,
      };
      mkdirSync(dirname(file), { recursive: true });
      const temporary = `${file}.tmp`;
      writeFileSync(temporary, `${JSON.stringify(stored, null, 2)}\n`);
      renameSync(temporary, file);
    },
  };
}
