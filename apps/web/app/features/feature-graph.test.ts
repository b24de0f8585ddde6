import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Lint (`import-x/no-cycle`) catches cycles between modules; this catches them between features:
 * delivery → notices → delivery was one, through different files. Type-only imports are left out,
 * as the build erases them.
 */
const features = import.meta.dirname;

function featureImports(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const feature of readdirSync(features)) {
    const dir = path.join(features, feature);
    if (!statSync(dir).isDirectory()) continue;
    const uses = new Set<string>();
    graph.set(feature, uses);
    for (const file of readdirSync(dir, { recursive: true }) as string[]) {
      if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
      const source = readFileSync(path.join(dir, file), 'utf8');
      const specifiers = [...source.matchAll(/^(?:import|export) (?!type )[^;]*? from '(\.[^']+)';/gms), ...source.matchAll(/\bimport\('(\.[^']+)'\)/g)].map((m) => m[1] ?? '');
      for (const specifier of specifiers) {
        const target = path.relative(features, path.resolve(path.dirname(path.join(dir, file)), specifier));
        const other = target.split(path.sep)[0];
        if (other && other !== feature && !other.startsWith('..') && existsSync(path.join(features, other))) uses.add(other);
      }
    }
  }
  return graph;
}

function cycles(graph: Map<string, Set<string>>): string[] {
  const found: string[] = [];
  const visit = (node: string, trail: string[]) => {
    for (const next of graph.get(node) ?? []) {
      const at = trail.indexOf(next);
      if (at >= 0) found.push([...trail.slice(at), next].join(' → '));
      else visit(next, [...trail, next]);
    }
  };
  for (const feature of graph.keys()) visit(feature, [feature]);
  return [...new Set(found)];
}

describe('features', () => {
  it('import each other without cycles', () => {
    const graph = featureImports();
    expect(graph.get('delivery')?.has('notices')).toBe(true);
    expect(cycles(graph)).toEqual([]);
  });
});
