import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/*
 * Server features meet at front doors (docs/architecture.md, "Layers").
 *  - From another feature, import only its entry module, `server/features/<name>/index.ts`.
 *  - Two features never import each other (directly): one of them sits below the other, and what
 *    both need moves below the features (server/lib, integrations, common).
 * The second check reads the other feature's files once per lint run.
 */

const ROOT = resolve(import.meta.dirname, '..');
const FEATURES = join(ROOT, 'server', 'features');
const IMPORT = /(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g;

const featureOf = (file) => {
  const rel = relative(FEATURES, file);
  return rel.startsWith('..') || rel === '' ? null : rel.split(sep)[0];
};

/** The file an import specifier names, or null for a package. */
function resolveSpecifier(spec, fromFile) {
  if (spec.startsWith('#server/')) return join(ROOT, 'server', spec.slice('#server/'.length));
  if (spec.startsWith('.')) return resolve(dirname(fromFile), spec);
  return null;
}

const isTest = (file) => /\.test\.tsx?$|-helpers\.ts$|[\\/]test[\\/]/.test(file);

function sourceFiles(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (/\.tsx?$/.test(name) && !isTest(path)) out.push(path);
  }
  return out;
}

let graph;
/** feature -> the features its (non-test) files import. */
function featureGraph() {
  if (graph) return graph;
  graph = new Map();
  for (const feature of readdirSync(FEATURES)) {
    const dir = join(FEATURES, feature);
    if (!statSync(dir).isDirectory()) continue;
    const targets = new Set();
    for (const file of sourceFiles(dir)) {
      for (const [, spec] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
        const target = resolveSpecifier(spec, file);
        const other = target && featureOf(target);
        if (other && other !== feature) targets.add(other);
      }
    }
    graph.set(feature, targets);
  }
  return graph;
}

const frontDoor = {
  meta: {
    type: 'problem',
    docs: { description: 'Import another server feature only through its index.ts, one way.' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const own = featureOf(file);
    if (!own || isTest(file)) return {};
    const check = (node) => {
      const spec = node.source && node.source.value;
      if (typeof spec !== 'string') return;
      const target = resolveSpecifier(spec, file);
      const other = target && featureOf(target);
      if (!other || other === own) return;
      if (target !== join(FEATURES, other, 'index.ts')) {
        context.report({
          node: node.source,
          message: `Import the ${other} feature through its front door (server/features/${other}/index.ts), not its internals.`,
        });
        return;
      }
      if (featureGraph().get(other)?.has(own)) {
        context.report({
          node: node.source,
          message: `The ${own} and ${other} features import each other: one must sit below the other (move what both need to server/lib, an integration or common/).`,
        });
      }
    };
    return {
      ImportDeclaration: check,
      ImportExpression: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};

export default { rules: { 'front-door': frontDoor } };
