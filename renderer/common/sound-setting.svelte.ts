/**
 * Whether a screen of the console or the timekeeper plays the clocks' sounds: kept in the
 * browser's storage for that screen, on by default.
 */
export interface SoundSetting {
  on: boolean;
}

export function soundSetting(screen: string): SoundSetting {
  const key = `carrom.sound.${screen}`;
  const stored = readStored(key);
  let on = $state(stored ?? true);
  return {
    get on() {
      return on;
    },
    set on(value: boolean) {
      on = value;
      try {
        localStorage.setItem(key, value ? 'on' : 'off');
      } catch (_error) {
        // No storage (private window): the choice lasts until the page is reloaded.
      }
    },
  };
}

function readStored(key: string): boolean | null {
  try {
    const value = localStorage.getItem(key);
    return value === null ? null : value === 'on';
  } catch (_error) {
    return null;
  }
}
