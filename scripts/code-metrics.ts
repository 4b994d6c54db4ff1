/*
 * `node --import tsx scripts/code-metrics.ts [--list]`: the structure figures the issue notes
 * report, measured the same way every time.
 *   - functions over 80 and over 150 lines (function declarations, methods, and arrow or function
 *     expressions bound to a name; tests excluded), per tree;
 *   - the largest source files;
 *   - import cycles (strongly connected components of the static import graph, type imports
 *     included, since they couple files just the same);
 *   - cross-feature imports on the server (file -> another feature's file; how many reach past its
 *     front door, index.ts) and pairs of features importing each other;
 *   - web pages that hold the session guard (`RequireAuth`) themselves.
 * `--list` also prints every long function and every cycle's files.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const ROOT = resolve(import.meta.dirname, '..');
const TREES = ['common', 'server', 'web'];
const list = process.argv.includes('--list');

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name === 'migrations' || name === 'node_modules') continue;
      out.push(...sourceFiles(path));
    } else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) {
      out.push(path);
    }
  }
  return out;
}

const isTest = (file: string) => /\.test\.tsx?$|[\\/]test[\\/]|test-utils|stub\.ts$/.test(file);

interface LongFunction {
  file: string;
  name: string;
  lines: number;
}

function functionName(node: ts.Node): string | null {
  if (ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) {
    return node.name?.getText() ?? 'default';
  }
  if (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) {
    const parent = node.parent;
    if (ts.isVariableDeclaration(parent)) return parent.name.getText();
    if (ts.isPropertyAssignment(parent)) return parent.name.getText();
    if (ts.isCallExpression(parent)) {
      // A component wrapped in memo/forwardRef, or a callback handed to a framework call.
      const owner = parent.parent;
      if (ts.isVariableDeclaration(owner)) return owner.name.getText();
      return `${parent.expression.getText().slice(0, 40)}(callback)`;
    }
    return null;
  }
  return null;
}

function longFunctions(file: string, source: ts.SourceFile, min: number): LongFunction[] {
  const found: LongFunction[] = [];
  const visit = (node: ts.Node) => {
    const name = functionName(node);
    if (name !== null) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = end - start + 1;
      if (lines > min) found.push({ file, name, lines });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const IMPORT_ALIASES: Record<string, string> = {
  '#common/': 'common/',
  '#server/': 'server/',
  '#web/': 'web/',
};

function importTargets(file: string, source: ts.SourceFile): string[] {
  const targets: string[] = [];
  const add = (spec: string) => {
    let path: string | null = null;
    for (const [alias, dir] of Object.entries(IMPORT_ALIASES)) {
      if (spec.startsWith(alias)) path = join(ROOT, dir, spec.slice(alias.length));
    }
    if (!path && spec.startsWith('.')) path = resolve(dirname(file), spec);
    if (path) targets.push(path);
  };
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      add(node.moduleSpecifier.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return targets;
}

/** Tarjan's strongly connected components, keeping those with more than one file. */
function cycles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const strongConnect = (v: string) => {
    indexOf.set(v, index);
    low.set(v, index);
    index++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!indexOf.has(w)) {
        strongConnect(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v)!, indexOf.get(w)!));
      }
    }
    if (low.get(v) === indexOf.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) out.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!indexOf.has(v)) strongConnect(v);
  return out;
}

const files = TREES.flatMap((tree) => sourceFiles(join(ROOT, tree)));
const graph = new Map<string, string[]>();
const long: LongFunction[] = [];
const sizes: { file: string; lines: number }[] = [];
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const rel = relative(ROOT, file);
  graph.set(file, importTargets(file, source));
  if (isTest(rel)) continue;
  long.push(...longFunctions(rel, source, 80));
  sizes.push({ file: rel, lines: text.split('\n').length });
}

const byTree = (items: LongFunction[]) =>
  TREES.map((tree) => `${tree} ${items.filter((f) => f.file.startsWith(`${tree}/`)).length}`).join(
    ', ',
  );
const over150 = long.filter((f) => f.lines > 150);
const over200 = long.filter((f) => f.lines > 200);
console.info(`functions over 80 lines: ${long.length} (${byTree(long)})`);
console.info(`functions over 150 lines: ${over150.length} (${byTree(over150)})`);
console.info(`functions over 200 lines: ${over200.length}`);
sizes.sort((a, b) => b.lines - a.lines);
console.info(
  `largest files: ${sizes
    .slice(0, 5)
    .map((s) => `${s.file} (${s.lines})`)
    .join(', ')}`,
);
const found = cycles(graph);
console.info(
  `import cycles: ${found.length}${found.length ? ` (sizes ${found.map((c) => c.length).join(', ')})` : ''}`,
);
const featureOf = (file: string) => /^server\/features\/([^/]+)\//.exec(relative(ROOT, file))?.[1];
const crossFeature: { from: string; to: string; feature: string }[] = [];
for (const [file, targets] of graph) {
  const own = featureOf(file);
  if (!own || isTest(relative(ROOT, file))) continue;
  for (const target of targets) {
    const other = featureOf(target);
    if (other && other !== own) crossFeature.push({ from: file, to: target, feature: other });
  }
}
const pastFrontDoor = crossFeature.filter((e) => !e.to.endsWith(`features/${e.feature}/index.ts`));
const featurePairs = new Set(crossFeature.map((e) => `${featureOf(e.from)}>${e.feature}`));
const twoWay = [...featurePairs].filter((pair) => {
  const [a, b] = pair.split('>');
  return a! < b! && featurePairs.has(`${b}>${a}`);
});
console.info(
  `cross-feature imports (server): ${crossFeature.length}, past a front door: ${pastFrontDoor.length}, two-way feature pairs: ${twoWay.length}`,
);
const guardedPages = files.filter(
  (file) =>
    /web\/features\/[^/]+\/pages\/[^/]+-page\.tsx$/.test(file) &&
    /\bRequireAuth\b/.test(readFileSync(file, 'utf8')),
);
console.info(`pages containing RequireAuth: ${guardedPages.length}`);
if (list) {
  console.info('\nlong functions:');
  for (const f of long.sort((a, b) => b.lines - a.lines)) {
    console.info(`  ${String(f.lines).padStart(4)}  ${f.file}  ${f.name}`);
  }
  console.info('\ncycles:');
  for (const c of found) console.info(`  - ${c.map((f) => relative(ROOT, f)).join('\n    ')}`);
}
