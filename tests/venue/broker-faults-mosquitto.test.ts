import { brokerFaultSuite, faultyMosquitto } from './broker-faults';

// mosquitto with the shipped config: frozen (SIGSTOP) 20 s, stopped, killed (SIGKILL).
brokerFaultSuite('mosquitto', faultyMosquitto, { collectorKeepsAll: true });
