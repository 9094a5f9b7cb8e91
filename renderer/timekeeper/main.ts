import '../lib/zod-jitless';
import '../common/fonts';
import '../common/theme.css';
import '../common/console.css';
import { mount } from 'svelte';
import App from './App.svelte';
import { ConsoleState } from '../common/console-state.svelte';
import { connectConsole } from '../lib/client';
import { loadStationTranslator } from '../../shared/i18n/load/station';
import { warmFonts } from '../common/warm-fonts';
import { hanFontsWhenNeeded } from '../common/han-fonts';

/*
 * The timekeeper's station: a phone-sized page on the LAN, connected as a console (the same
 * session layer and PIN), sending the same commands to the host.
 */
const target = document.getElementById('app');
if (!target) throw new Error('The timekeeper page has no #app element to mount into.');

const store = new ConsoleState(connectConsole(), loadStationTranslator);
store.attach();
warmFonts(['500 1em "Noto Sans"', '700 1em "Noto Sans"'], store.language);
hanFontsWhenNeeded(store.language);

void store.ready.then(() => mount(App, { target, props: { store } }));
