// zod/mini: the preloads bundle this file, and only what it uses of zod goes with them.
import * as z from 'zod/mini';
import { BRIDGE_NAMES, SCREEN_BRIDGE_VERB_NAMES, SCREEN_VERB_NAMES } from './bridge-globals';
import type { $ZodType, input } from 'zod/v4/core';
import type { LedBoardStatus } from './led';
import type { StatePush } from './push';
import type { CommandResult, HostSettings, QueryResult } from './results';

/**
 * The desktop app's preload bridges, declared once in BRIDGE below: from it come the IPC
 * channels, the verbs each preload exposes (electron/shell/preload-api.ts), the main process's
 * handler table with each verb's sender and argument checks (electron/shell/ipc.ts), and the
 * types the renderer's client (renderer/lib/client.ts) and the console's screen verbs
 * (renderer/console/link.ts) use. Adding a verb is one line in BRIDGE (and its handler, which
 * the type checker then asks for). What the bridge answers has a schema too.
 */
const RectSchema = z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() });

export const ScreenInfoSchema = z.object({
  id: z.number(),
  label: z.string(),
  primary: z.boolean(),
  bounds: RectSchema,
  /** The display window is on this screen now. */
  hasDisplay: z.boolean(),
});
export type ScreenInfo = z.infer<typeof ScreenInfoSchema>;

export const DisplayWindowStatusSchema = z.object({
  /** False after the operator closed the audience window; showDisplay() reopens it. */
  open: z.boolean(),
  screenId: z.nullable(z.number()),
  fullscreen: z.boolean(),
  /** True while no screen was chosen: the display follows the first external screen. */
  automatic: z.boolean(),
});
export type DisplayWindowStatus = z.infer<typeof DisplayWindowStatusSchema>;

export const ScreensReportSchema = z.object({
  screens: z.readonly(z.array(ScreenInfoSchema)),
  display: DisplayWindowStatusSchema,
});
export type ScreensReport = z.infer<typeof ScreensReportSchema>;

export const ScreenResultSchema = z.union([
  z.extend(ScreensReportSchema, { ok: z.literal(true) }),
  z.object({ ok: z.literal(false), message: z.string() }),
]);
export type ScreenResult = z.infer<typeof ScreenResultSchema>;

/** What saving the printed score sheet as a PDF gave: where it went, or why not (in words). */
export const SavePdfResultSchema = z.union([
  z.object({ ok: z.literal(true), path: z.string() }),
  z.object({ ok: z.literal(false), cancelled: z.boolean(), message: z.string() }),
]);
export type SavePdfResult = z.infer<typeof SavePdfResultSchema>;

type Unsubscribe = () => void;

/** main → page: every value sent on `channel`, as a subscription. */
export interface FeedVerb<Value> {
  readonly kind: 'feed';
  readonly channel: string;
  /** Type only: what each update carries. */
  readonly value?: Value;
}

/** page → main (ipcRenderer.invoke): the arguments' schemas, and the answer a refusal gives. */
export interface InvokeVerb<Args extends readonly $ZodType[], Answer> {
  readonly kind: 'invoke';
  readonly channel: string;
  readonly args: Args;
  /** The answer when the sender or an argument is refused, with the reason in words. */
  readonly refused: (message: string) => Answer;
}

export type BridgeVerb = FeedVerb<unknown> | InvokeVerb<readonly $ZodType[], unknown>;

const feed = <Value>(channel: string): FeedVerb<Value> => ({ kind: 'feed', channel });
const invoke = <Answer, const Args extends readonly $ZodType[]>(
  channel: string,
  refused: (message: string) => Answer,
  ...args: Args
): InvokeVerb<Args, Answer> => ({ kind: 'invoke', channel, args, refused });

// A literal refusal (not results.ts's helper): the preloads bundle this file and stay small.
const commandRefused = (message: string): CommandResult => ({ ok: false, code: 'read_only', message });
const queryRefused = (message: string): QueryResult => ({ ok: false, code: 'read_only', message });
const screenRefused = (message: string): ScreenResult => ({ ok: false, message });
const pdfRefused = (message: string): SavePdfResult => ({ ok: false, cancelled: false, message });

/** Commands and queries are parsed by the console's session against the contract, not here. */
const message = z.unknown();
const screenId = z.int({ error: 'Choose a screen by its number from the list of screens.' });
/** The name the save dialog proposes, e.g. `score-sheet-2026-12-01.pdf` (the main process checks it further). */
const fileName = z.string({ error: 'The PDF needs a file name of 1 to 200 characters.' });

const state = feed<StatePush>('carrom:state');

/** Every verb of each window's bridge: one line each. */
export const BRIDGE = {
  /** `window.carromScreen`: the audience window only receives state. */
  screen: { global: BRIDGE_NAMES.screen, verbs: { onState: state } },
  /** `window.carromConsole`: every verb the operator's console may use, each checked again by the host. */
  console: {
    global: BRIDGE_NAMES.console,
    verbs: {
      onState: state,
      submit: invoke('carrom:submit', commandRefused, message),
      query: invoke('carrom:query', queryRefused, message),
      onLedStatus: feed<readonly LedBoardStatus[]>('carrom:led-status'),
      onSettings: feed<HostSettings>('carrom:settings'),
      /** Connected screens and where the display window is. */
      screens: invoke('carrom:screens', screenRefused),
      moveDisplay: invoke('carrom:move-display', screenRefused, screenId),
      toggleFullscreen: invoke('carrom:toggle-fullscreen', screenRefused),
      /** Reopens the display window if the operator closed it. */
      showDisplay: invoke('carrom:show-display', screenRefused),
      /** Screens were plugged, unplugged or the display window moved. */
      onScreens: feed<ScreensReport>('carrom:screens-changed'),
      /** The page shown now (the score sheet) saved as a PDF. */
      savePdf: invoke('carrom:save-pdf', pdfRefused, fileName),
    },
  },
} as const;

type ArgsOf<Args extends readonly $ZodType[]> = { -readonly [I in keyof Args]: input<Args[I]> };

/** What a preload exposes for a table of verbs: a subscription per feed, a promise per invoke. */
export type BridgeApi<Verbs> = {
  [Name in keyof Verbs]: Verbs[Name] extends FeedVerb<infer Value>
    ? (listener: (value: Value) => void) => Unsubscribe
    : Verbs[Name] extends InvokeVerb<infer Args, infer Answer>
      ? (...args: ArgsOf<Args>) => Promise<Answer>
      : never;
};

type ConsoleVerbs = typeof BRIDGE.console.verbs;

/** `window.carromScreen`. */
export type ScreenBridge = BridgeApi<typeof BRIDGE.screen.verbs>;
/** `window.carromConsole`. */
export type ConsoleBridge = BridgeApi<ConsoleVerbs>;

SCREEN_VERB_NAMES satisfies readonly (keyof ConsoleVerbs)[];
SCREEN_BRIDGE_VERB_NAMES satisfies readonly (keyof typeof BRIDGE.screen.verbs)[];
export type ScreenVerbs = Pick<ConsoleBridge, (typeof SCREEN_VERB_NAMES)[number]>;
/** The print verb of the console's bridge. */
export type PrintVerbs = Pick<ConsoleBridge, 'savePdf'>;

export { BRIDGE_NAMES, SCREEN_VERB_NAMES };
export const SCREEN_BRIDGE_VERBS: readonly (keyof ScreenBridge)[] = SCREEN_BRIDGE_VERB_NAMES;
export const CONSOLE_BRIDGE_VERBS = Object.keys(BRIDGE.console.verbs) as readonly (keyof ConsoleBridge)[];

/** Each verb's IPC channel, by verb name (the screen's verbs are the console's too). */
export const CHANNELS = Object.fromEntries(
  Object.entries(BRIDGE.console.verbs).map(([name, verb]) => [name, verb.channel]),
) as { readonly [Name in keyof ConsoleVerbs]: ConsoleVerbs[Name]['channel'] };

/** The console's verbs the main process answers (ipcRenderer.invoke); the display window has none. */
export type ConsoleInvokeVerb = {
  [Name in keyof ConsoleVerbs]: ConsoleVerbs[Name] extends InvokeVerb<readonly $ZodType[], unknown>
    ? Name
    : never;
}[keyof ConsoleVerbs];
