import '../common/fonts';
import '../common/fonts-han';
import '../common/theme.css';
import { mount } from 'svelte';
import { connectScreen } from '../lib/client';
import { ScreenState } from '../common/screen-state.svelte';
import App from './App.svelte';
import { displayTranslations } from '../common/display-translations.svelte';

const screen = new ScreenState();
screen.attach(connectScreen('display'));

const target = document.getElementById('app');
if (!target) throw new Error('The display page has no #app element to mount into.');
// The hall's words come in the language of the first push; English until then.
void displayTranslations.ready('en').then(() => mount(App, { target, props: { screen } }));
