import '../lib/zod-jitless';
import '../common/fonts';
import '../common/theme.css';
import './console.css';
import { mount } from 'svelte';
import App from './App.svelte';
import { ConsoleState } from './console-state.svelte';
import { connectConsole } from '../lib/client';

const target = document.getElementById('app');
if (!target) throw new Error('The console page has no #app element to mount into.');

const store = new ConsoleState(connectConsole());
store.attach();

mount(App, { target, props: { store } });
