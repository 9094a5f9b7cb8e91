import { mount, type Component } from 'svelte';
import type { StationTranslate } from '../../shared/i18n/console';
import { loadStationTranslator } from '../../shared/i18n/load/station';
import { connectConsole } from '../lib/client';
import { ConsoleState } from './console-state.svelte';
import { hanFontsWhenNeeded } from './han-fonts';
import { warmFonts } from './warm-fonts';

/** The faces a station's words and clocks are drawn in: the running text's, in both weights. */
const STATION_FACES = ['500 1em "Noto Sans"', '700 1em "Noto Sans"'];

/**
 * Starts a phone's station (the timekeeper's or the umpire's page): connected as a console (the
 * same session layer and PIN), its faces asked for as soon as the script runs, the Chinese face
 * only once Chinese is on the page, and `App` mounted on `#app` once the language's words are in.
 */
export function startStation(App: Component<{ store: ConsoleState<StationTranslate> }>, page: string): void {
  const target = document.getElementById('app');
  if (!target) throw new Error(`The ${page} page has no #app element to mount into.`);
  const store = new ConsoleState(connectConsole(), loadStationTranslator);
  store.attach();
  warmFonts(STATION_FACES, store.language);
  hanFontsWhenNeeded(store.language);
  void store.ready.then(() => mount(App, { target, props: { store } }));
}
