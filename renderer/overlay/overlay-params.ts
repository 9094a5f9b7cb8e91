/*
 * URL parameters of the streaming overlay (an OBS / vMix browser source):
 *
 *   pos     where the bar sits: top-left | top-center | top-right |
 *           bottom-left (default) | bottom-center | bottom-right
 *   scale   size factor, 0.25 – 4 (default 1; at 1 the bar is 760 px wide, made for a
 *           1920×1080 canvas: use 0.67 for 1280×720)
 *   margin  distance from the canvas edges in px before scaling, 0 – 400 (default 48)
 *   theme   dark | light (default: the theme chosen on the console)
 *   lang    en | pl | ru | zh | it | hi (default: the display language chosen on the console)
 *   info    1 (default) shows the event / game / board tab above the bar, 0 hides it
 *   layout  bar (default): the lower third, names, games, queen status, game point, score,
 *           the last board below; compact: a small score bug, short names, games and score;
 *           clocks: the clocks alone (docs/overlay.md has a picture of each)
 *   clock   1 (default) shows the game clock when the match has one, 0 hides it
 *   stroke  1 (default) shows the stroke clock, and the dues clock (law 88), while they run;
 *           0 hides them
 *   countdown  1 (default) shows the timekeeper's time-out or interval while it runs, 0 hides it
 *   live    1 (default) shows a board tracked stroke by stroke (C/m left, the queen, dues,
 *           whose turn) in one line under the bar, 0 hides it
 *
 * Example: /overlay?pos=bottom-left&scale=1.2&margin=32
 * A value that is not understood is ignored (the default applies) and reported in `problems`.
 */
import { OVERLAY_LAYOUTS } from '../../shared/contract/overlay-layouts';
import { isLanguage, type Language } from '../../shared/i18n/languages';

export const POSITIONS = [
  'top-left',
  'top-center',
  'top-right',
  'bottom-left',
  'bottom-center',
  'bottom-right',
] as const;
export type OverlayPosition = (typeof POSITIONS)[number];

export const LAYOUTS = OVERLAY_LAYOUTS;
export type OverlayLayout = (typeof OVERLAY_LAYOUTS)[number];

export interface OverlayParams {
  readonly layout: OverlayLayout;
  readonly showGameClock: boolean;
  readonly showStrokeClock: boolean;
  /** The timekeeper's time-out or interval countdown, while it runs. */
  readonly showCountdown: boolean;
  readonly showLive: boolean;
  readonly position: OverlayPosition;
  readonly scale: number;
  readonly margin: number;
  readonly theme: 'dark' | 'light' | null;
  readonly language: Language | null;
  readonly showInfo: boolean;
  readonly problems: readonly string[];
}

export const DEFAULT_OVERLAY_PARAMS: OverlayParams = {
  layout: 'bar',
  showGameClock: true,
  showStrokeClock: true,
  showCountdown: true,
  showLive: true,
  position: 'bottom-left',
  scale: 1,
  margin: 48,
  theme: null,
  language: null,
  showInfo: true,
  problems: [],
};

function numberIn(raw: string, min: number, max: number): number | null {
  if (!/^\d+(\.\d+)?$/.test(raw.trim())) return null;
  const value = Number(raw);
  return value >= min && value <= max ? value : null;
}

export function parseOverlayParams(search: string): OverlayParams {
  const query = new URLSearchParams(search);
  const problems: string[] = [];
  let { position, scale, margin, theme, language } = DEFAULT_OVERLAY_PARAMS;

  const pos = query.get('pos');
  if (pos !== null) {
    if ((POSITIONS as readonly string[]).includes(pos)) position = pos as OverlayPosition;
    else problems.push(`pos "${pos}" is not one of ${POSITIONS.join(', ')}; using ${position}.`);
  }
  const rawScale = query.get('scale');
  if (rawScale !== null) {
    const parsed = numberIn(rawScale, 0.25, 4);
    if (parsed !== null) scale = parsed;
    else problems.push(`scale "${rawScale}" must be a number from 0.25 to 4; using ${scale}.`);
  }
  const rawMargin = query.get('margin');
  if (rawMargin !== null) {
    const parsed = numberIn(rawMargin, 0, 400);
    if (parsed !== null) margin = parsed;
    else problems.push(`margin "${rawMargin}" must be a number of pixels from 0 to 400; using ${margin}.`);
  }
  const rawTheme = query.get('theme');
  if (rawTheme !== null) {
    if (rawTheme === 'dark' || rawTheme === 'light') theme = rawTheme;
    else problems.push(`theme "${rawTheme}" must be dark or light; using the console's theme.`);
  }
  const rawLang = query.get('lang');
  if (rawLang !== null) {
    if (isLanguage(rawLang)) language = rawLang;
    else problems.push(`lang "${rawLang}" is not a supported language; using the console's.`);
  }
  const showInfo = flag(query, 'info', 'the info tab', problems) ?? DEFAULT_OVERLAY_PARAMS.showInfo;
  const showGameClock =
    flag(query, 'clock', 'the game clock', problems) ?? DEFAULT_OVERLAY_PARAMS.showGameClock;
  const showStrokeClock =
    flag(query, 'stroke', 'the stroke clock', problems) ?? DEFAULT_OVERLAY_PARAMS.showStrokeClock;
  const showCountdown =
    flag(query, 'countdown', 'the time-out and interval', problems) ?? DEFAULT_OVERLAY_PARAMS.showCountdown;
  const showLive = flag(query, 'live', 'the board in play', problems) ?? DEFAULT_OVERLAY_PARAMS.showLive;
  let layout = DEFAULT_OVERLAY_PARAMS.layout;
  const rawLayout = query.get('layout');
  if (rawLayout !== null) {
    if ((LAYOUTS as readonly string[]).includes(rawLayout)) layout = rawLayout as OverlayLayout;
    else problems.push(`layout "${rawLayout}" is not one of ${LAYOUTS.join(', ')}; using ${layout}.`);
  }
  return {
    layout,
    position,
    scale,
    margin,
    theme,
    language,
    showInfo,
    showGameClock,
    showStrokeClock,
    showCountdown,
    showLive,
    problems,
  };
}

/** A 0 / 1 switch: null when absent or not understood (then reported in `problems`). */
function flag(query: URLSearchParams, name: string, what: string, problems: string[]): boolean | null {
  const raw = query.get(name);
  if (raw === null) return null;
  if (raw === '0' || raw === '1') return raw === '1';
  problems.push(`${name} "${raw}" must be 0 or 1; showing ${what}.`);
  return null;
}
