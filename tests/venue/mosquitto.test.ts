import { startMosquitto } from './brokers';
import { venueSuite } from './venue-suite';

// Real mosquitto 2.0 with the documented config (resources/mosquitto/mosquitto.conf), password file and ACL.
venueSuite('mosquitto', startMosquitto);
