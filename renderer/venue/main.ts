import '../common/fonts';
import '../common/fonts-han';
import '../common/theme.css';
import { mount } from 'svelte';
import { LANGUAGES, type Language } from '../../shared/i18n/languages';
import App from './App.svelte';
import { VenueLink } from './venue-link.svelte';
import { loadVenueTranslator } from '../../shared/i18n/load/venue';

const params = new URLSearchParams(window.location.search);
const lang = params.get('lang');
const language: Language = LANGUAGES.includes(lang as Language) ? (lang as Language) : 'en';
const page = window.location.pathname.replace(/\/+$/, '') === '/venue/results' ? 'results' : 'overview';

const link = new VenueLink(window.location.href);
const target = document.getElementById('app');
if (!target) throw new Error('The venue page has no #app element to mount into.');
void loadVenueTranslator(language).then((t) => mount(App, { target, props: { link, page, t } }));
