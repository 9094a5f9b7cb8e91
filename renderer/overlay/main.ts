import '../common/fonts';
import '../common/fonts-han';
import '../common/theme.css';
import { mount } from 'svelte';
import { connectScreen } from '../lib/client';
import { ScreenState } from '../common/screen-state.svelte';
import App from './App.svelte';
import { parseOverlayParams } from './overlay-params';
import { displayTranslations } from '../common/display-translations.svelte';

const params = parseOverlayParams(window.location.search);
for (const problem of params.problems) console.warn(`Overlay URL: ${problem}`);

const screen = new ScreenState();
screen.attach(connectScreen('overlay'));

const target = document.getElementById('app');
if (!target) throw new Error('The overlay page has no #app element to mount into.');
void displayTranslations
  .ready(params.language ?? 'en')
  .then(() => mount(App, { target, props: { screen, params } }));
