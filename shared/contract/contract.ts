/**
 * The one contract between the host and every screen: commands (console → host), queries,
 * pushes (host → screens) and results, each with a runtime schema and an inferred type.
 */
export * from './limits';
export * from './safe-value';
export * from '../engine/command-schemas';
export * from './host-commands';
export * from './led';
export * from './queries';
export * from './display';
export * from './scoreboard-view';
export * from './console-view';
export * from './push';
export * from './results';
export * from './parse';
export * from './wire';
export * from './bridge';
export * from './conformance';
export * from './tournament';
