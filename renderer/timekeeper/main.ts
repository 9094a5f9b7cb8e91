import '../lib/zod-jitless';
import '../common/fonts';
import '../common/theme.css';
import '../common/console.css';
import App from './App.svelte';
import { startStation } from '../common/start-station';

/*
 * The timekeeper's station: a phone-sized page on the LAN, connected as a console (the same
 * session layer and PIN), sending the same commands to the host.
 */
startStation(App, 'timekeeper');
