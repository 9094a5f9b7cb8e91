export {
  parseMatchFile,
  parseMatchFileText,
  MATCH_FORMAT,
  type FileError,
  type ParsedMatchFile,
} from './parse';
export { importMatchFile, type ImportResult } from './replay-file';
export { toMatchFile } from './export';
export { scoreMatchFileText } from './score-file';
