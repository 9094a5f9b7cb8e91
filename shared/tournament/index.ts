export * from './model';
export { readSolExport } from './sol';
export { readPairingsCsv } from './csv-pairings';
export { turnPairings, inSolOrder, type Pairing, type PairingSide, type TurnPairings } from './pairings';
export { turnsOf } from './turns';
export { createMatchFor, type PairingContext, type SetUpOutcome } from './set-up';
export { turnResultRows, turnResultsCsv, type TableMatch } from './results';
export {
  readTournamentText,
  pickTourney,
  tourneysText,
  baseName,
  type PickedTourney,
  type TourneyChoice,
} from './read';
