export * from './model';
export { readSolExport } from './sol';
export { readPairingsCsv } from './csv-pairings';
export { turnPairings, inSolOrder, type Pairing, type PairingSide, type TurnPairings } from './pairings';
export { turnsOf } from './turns';
