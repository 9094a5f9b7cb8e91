/*
 * How many engine tests read as given/when/then: per test file of tests/engine, the `it`/`test`
 * calls (as written: an it.each or a loop counts once) whose body calls `given(` directly or
 * through a function of the same file that does (or hands such a function on, to fc.property).
 * SHOW_OTHERS=1 lists the tests that do not.
 *
 * Tests that check a pure function on literal values, with no match history, cannot read as
 * given/when/then without being contorted; they are listed in NOT_A_HISTORY with the reason and
 * left out of the count.
 *
 *   node scripts/count-given-tests.mjs [DIR]   (default: tests/engine)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

const dir = process.argv[2] ?? 'tests/engine';

/** file → test titles (as written, before any it.each formatting) left out, with why. */
const NOT_A_HISTORY = {
  'console-view.test.ts': {
    'keys two outcomes alike exactly when they are equal (the table stores each one once)':
      'outcomeKey on generated outcome values: no match, no command',
    'finds every choice at its own place in the table, and none for a board the keys cannot make':
      'choiceIndex and outcomeOfChoice on literal key choices and a literal table: no match',
  },
  'setup-names.test.ts': {
    'a match file whose short name is not text is refused with the field named':
      'a match file that does not parse: no match is made, no command decided',
  },
  'umpire-remarks.test.ts': {
    'cross the boundary as a contract command with a length limit':
      'the contract schema on literal commands: no match, nothing decided',
  },
  'messages.test.ts': {
    'a match file with a huge value gets a short error message':
      'the score command on a file that does not parse: no match is made, no command decided',
  },
};

/** The name a call is made by: it, it.each(…), test.skip… all count as their first name. */
function calleeName(call) {
  let callee = call.expression;
  while (ts.isCallExpression(callee) || ts.isPropertyAccessExpression(callee)) callee = callee.expression;
  return ts.isIdentifier(callee) ? callee.text : null;
}

function countFile(path, excluded) {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const givenLike = new Set(['given']);
  const callsGiven = (node) => {
    let found = false;
    const walk = (child) => {
      if (
        ts.isCallExpression(child) &&
        ts.isIdentifier(child.expression) &&
        givenLike.has(child.expression.text)
      )
        found = true;
      // A given-like function handed on to be called (fc.property(arbitrary, check)).
      if (
        ts.isCallExpression(child) &&
        child.arguments.some((a) => ts.isIdentifier(a) && givenLike.has(a.text))
      )
        found = true;
      ts.forEachChild(child, walk);
    };
    walk(node);
    return found;
  };
  // A file's own shorthands (const x = (...) => given(...)...; function x() { given(...) }), to a fixed point.
  for (let size = -1; size !== givenLike.size;) {
    size = givenLike.size;
    const declare = (node) => {
      if (
        ts.isVariableDeclaration(node) &&
        ts.isIdentifier(node.name) &&
        node.initializer &&
        (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer)) &&
        callsGiven(node.initializer)
      )
        givenLike.add(node.name.text);
      if (ts.isFunctionDeclaration(node) && node.name && node.body && callsGiven(node.body))
        givenLike.add(node.name.text);
      ts.forEachChild(node, declare);
    };
    declare(source);
  }
  let tests = 0;
  let using = 0;
  let left = 0;
  const visit = (node) => {
    if (
      ts.isCallExpression(node) &&
      ['it', 'test'].includes(calleeName(node)) &&
      node.arguments.length >= 2
    ) {
      const [title] = node.arguments;
      if (title && ts.isStringLiteralLike(title) && excluded[title.text]) {
        left += 1;
        return;
      }
      tests += 1;
      if (callsGiven(node.arguments[node.arguments.length - 1])) using += 1;
      else if (process.env.SHOW_OTHERS) console.log(`  not yet: ${path}: ${node.arguments[0]?.getText()}`);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  const missing = Object.keys(excluded).length - left;
  if (missing > 0) throw new Error(`${path}: ${missing} test(s) of NOT_A_HISTORY not found by title`);
  return { tests, using, left };
}

let tests = 0;
let using = 0;
let left = 0;
for (const file of readdirSync(dir)
  .filter((name) => name.endsWith('.test.ts'))
  .sort()) {
  const counted = countFile(join(dir, file), NOT_A_HISTORY[file] ?? {});
  tests += counted.tests;
  using += counted.using;
  left += counted.left;
  const note = counted.left > 0 ? ` (${counted.left} left out: not a history)` : '';
  console.log(`${file.padEnd(34)} ${counted.using}/${counted.tests}${note}`);
}
console.log(`${using} of ${tests} tests use given (${left} left out as NOT_A_HISTORY, each with its reason)`);
