/**
 * A name only the ICU parser's own code holds (one of its syntax errors): a built chunk that has it
 * ships the parser (tests/i18n/bundles.test.ts, tests/i18n/precompile.test.ts).
 */
export const PARSER_MARK = /EXPECT_ARGUMENT_CLOSING_BRACE/;
