import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages';
import { LIMITS } from './limits';

/** `result`: the match's result screen (each game's result; the match's once it is decided). */
export const DISPLAY_MODES = ['scoreboard', 'message', 'blackout', 'result'] as const;
export const THEMES = ['dark', 'light'] as const;
import { OVERLAY_LAYOUTS } from './overlay-layouts';
export { OVERLAY_LAYOUTS } from './overlay-layouts';
export { LANGUAGES, type Language } from '../i18n/languages';

/** A logo small enough to travel with every push, as an image data URL. */
export const LogoSchema = z
  .string()
  .max(LIMITS.logo, `the logo is too large (at most ${Math.floor(LIMITS.logo / 1024)} KiB as a data URL)`)
  .regex(
    /^data:image\/(png|jpeg|webp|gif|svg\+xml);base64,[A-Za-z0-9+/]+={0,2}$/,
    'the logo must be a PNG, JPEG, WebP, GIF or SVG image as a base64 data URL',
  );

export const DisplaySettingsSchema = z.strictObject({
  mode: z.enum(DISPLAY_MODES),
  message: z.string().max(LIMITS.message, `the message must be at most ${LIMITS.message} characters`),
  theme: z.enum(THEMES),
  language: z.enum(LANGUAGES),
  title: z.string().max(LIMITS.title, `the title must be at most ${LIMITS.title} characters`),
  logo: LogoSchema.nullable(),
  /** The buzzer (stroke and game clock run out): sounds unless set to false. */
  buzzer: z.boolean().optional(),
  /** The streaming overlay shows unless set to false (a production desk hides it, e.g. from Companion). */
  overlay: z.boolean().optional(),
  /** The overlay's layout for every overlay page; null or absent: each page's own `layout=`. */
  overlayLayout: z.enum(OVERLAY_LAYOUTS).nullable().optional(),
});

export type DisplaySettings = z.infer<typeof DisplaySettingsSchema>;

/** Where the screens fetch the logo, named by its content hash so each version is fetched once. */
export const LogoUrlSchema = z
  .string()
  .regex(/^\/logo\?v=[0-9a-f]{16}$/, 'the logo URL must be /logo?v= and 16 hex digits');

/** The display settings as pushes carry them: the logo as its URL, not its bytes. */
export const DisplayViewSchema = DisplaySettingsSchema.extend({ logo: LogoUrlSchema.nullable() });

export type DisplayView = z.infer<typeof DisplayViewSchema>;

export const DEFAULT_DISPLAY_SETTINGS: DisplaySettings = {
  mode: 'scoreboard',
  message: '',
  theme: 'dark',
  language: 'en',
  title: '',
  logo: null,
};
