import '../common/fonts';
import '../common/theme.css';
import './console.css';
import { mount } from 'svelte';
import App from './App.svelte';
import { ConsoleState } from './console-state.svelte';
import { connectConsoleSocket } from './ws-link';

const target = document.getElementById('app');
if (!target) throw new Error('The console page has no #app element to mount into.');

const pin = new URL(window.location.href).searchParams.get('pin');
const store = new ConsoleState(connectConsoleSocket(pin));
store.attach();

mount(App, { target, props: { store } });
