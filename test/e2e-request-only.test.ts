import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/** Fixtures that open a screen; a test with none of them only makes HTTP requests. */
const SCREEN_FIXTURES = new Set(['page', 'context', 'browser']);

interface Found {
  file: string;
  title: string;
  fixtures: string[];
}

function stringOf(node: ts.Node | undefined): string | null {
  return node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : null;
}

/** Every `test(title, …, async ({ fixtures }) => …)` in a spec, with the titles of the describes around it. */
function testsIn(file: string): Found[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: Found[] = [];
  const visit = (node: ts.Node, titles: string[]) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression.getText(source);
      const title = stringOf(node.arguments[0]);
      if (callee === 'test.describe' && title !== null) {
        node.arguments.slice(1).forEach((arg) => visit(arg, [...titles, title]));
        return;
      }
      const body = node.arguments.at(-1);
      if (callee === 'test' && title !== null && body && (ts.isArrowFunction(body) || ts.isFunctionExpression(body))) {
        const pattern = body.parameters[0]?.name;
        const fixtures = pattern && ts.isObjectBindingPattern(pattern) ? pattern.elements.map((e) => (e.propertyName ?? e.name).getText(source)) : [];
        found.push({ file: path.basename(file), title: [...titles, title].join(' › '), fixtures });
      }
    }
    ts.forEachChild(node, (child) => visit(child, titles));
  };
  visit(source, []);
  return found;
}

describe('end-to-end checks that only make HTTP requests', () => {
  const specs = readdirSync('e2e').filter((name) => name.endsWith('.spec.ts'));
  const tests = specs.flatMap((name) => testsIn(path.join('e2e', name)));

  it('finds the specs and their tests', () => {
    expect(specs.length).toBeGreaterThan(5);
    expect(tests.filter((t) => t.fixtures.includes('page')).length).toBeGreaterThan(50);
  });

  it('run once, on the desktop project (tagged @desktop): a second screen would repeat them unchanged', () => {
    const requestOnly = tests.filter((t) => !t.fixtures.some((f) => SCREEN_FIXTURES.has(f)));
    expect(requestOnly.length).toBeGreaterThan(0);
    expect(requestOnly.filter((t) => !t.title.includes('@desktop')).map((t) => `${t.file}: ${t.title}`)).toEqual([]);
  });
});
