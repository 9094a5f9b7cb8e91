import { startAedes } from './brokers';
import { venueSuite } from './venue-suite';

// The embedded hub (`serve --venue-hub`), with the same password file and ACL as mosquitto.
venueSuite('aedes', startAedes);
