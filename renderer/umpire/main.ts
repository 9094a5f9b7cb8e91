import '../lib/zod-jitless';
import '../common/fonts';
import '../common/theme.css';
import '../common/console.css';
import App from './App.svelte';
import { startStation } from '../common/start-station';

/*
 * The umpire's station: a tablet page on the LAN that records a board stroke by stroke,
 * connected as a console (the same session layer and PIN), sending the tracker's commands.
 */
startStation(App, 'umpire');
