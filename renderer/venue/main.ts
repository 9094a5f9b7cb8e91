import '../common/fonts';
import '../common/theme.css';
import { mount } from 'svelte';
import { LANGUAGES, type Language } from '../../shared/i18n/languages';
import App from './App.svelte';
import { VenueLink } from './venue-link.svelte';

const params = new URLSearchParams(window.location.search);
const lang = params.get('lang');
const language: Language = LANGUAGES.includes(lang as Language) ? (lang as Language) : 'en';
const page = window.location.pathname.replace(/\/+$/, '') === '/venue/results' ? 'results' : 'overview';

const link = new VenueLink(window.location.href);
const target = document.getElementById('app');
if (!target) throw new Error('The venue page has no #app element to mount into.');
mount(App, { target, props: { link, language, page } });
