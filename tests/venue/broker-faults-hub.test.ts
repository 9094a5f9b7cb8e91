import { brokerFaultSuite, faultyHub } from './broker-faults';

// The embedded hub (aedes, MQTT 3.1.1) in a process of its own: frozen (SIGSTOP) 20 s, stopped, killed.
brokerFaultSuite('hub', faultyHub, { collectorKeepsAll: false });
