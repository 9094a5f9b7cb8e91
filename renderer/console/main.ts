import { mount } from 'svelte';
import App from './App.svelte';

const target = document.getElementById('app');
if (!target) throw new Error('The page has no #app element to mount into');

export default mount(App, { target });
