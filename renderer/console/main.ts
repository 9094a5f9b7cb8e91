import '../lib/zod-jitless';
import '../common/fonts';
import '../common/fonts-han';
import '../common/theme.css';
import '../common/console.css';
import { mount } from 'svelte';
import App from './App.svelte';
import { ConsoleState } from '../common/console-state.svelte';
import { connectConsole } from '../lib/client';
import { loadConsoleTranslator } from '../../shared/i18n/load/console';
import { displayTranslations } from '../common/display-translations.svelte';

const target = document.getElementById('app');
if (!target) throw new Error('The console page has no #app element to mount into.');

const store = new ConsoleState(connectConsole(), loadConsoleTranslator);
store.attach();

// The console's words, and the display's for its preview (in the display's language once pushed).
void Promise.all([store.ready, displayTranslations.ready('en')]).then(() =>
  mount(App, { target, props: { store } }),
);
