/**
 * Builds the contract's schemas on first use in the web app (issue 16; src/lib/lazy-schema.ts says why). Rewrites each
 * top-level `const name = z.…(…)` of the contract's compiled modules, and each schema made from such a one
 * (`dose.extend(…)`), into `lazySchema(() => …)`. The wrapper is marked pure, so a schema the app never imports is
 * left out of the bundle altogether. Only calls whose last step returns a schema are wrapped: anything else (a
 * constant, a function, a value computed from a schema) stays as written and runs when its module loads.
 *
 * The production build only: the development server and the unit tests use the contract as compiled, so they
 * build every schema at once, as the server does.
 */
import { fileURLToPath } from 'node:url';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';
import { parseSync } from 'vite';

const LAZY_SCHEMA_MODULE = fileURLToPath(new URL('../src/lib/lazy-schema.ts', import.meta.url));
const CONTRACT_MODULE = /\/packages\/contract\/dist\/[^/]+\.js$/;

/** zod methods and factories that return a schema; a call ending in another one is not wrapped. */
const SCHEMA_STEPS = new Set([
  'object',
  'strictObject',
  'looseObject',
  'string',
  'number',
  'boolean',
  'enum',
  'literal',
  'array',
  'record',
  'tuple',
  'union',
  'discriminatedUnion',
  'date',
  'datetime',
  'min',
  'max',
  'length',
  'int',
  'finite',
  'positive',
  'nonnegative',
  'regex',
  'trim',
  'optional',
  'nullable',
  'nullish',
  'default',
  'extend',
  'pick',
  'omit',
  'partial',
  'refine',
  'superRefine',
  'transform',
  'pipe',
  'preprocess',
]);

/** The contract's own functions that take a schema and return one (name-rule.ts). */
const SCHEMA_HELPERS = new Set(['withoutControlCharacters']);

interface AstNode {
  type: string;
  start: number;
  end: number;
}
interface Identifier extends AstNode {
  type: 'Identifier';
  name: string;
}
interface CallExpression extends AstNode {
  type: 'CallExpression';
  callee: AstNode;
}
interface MemberExpression extends AstNode {
  type: 'MemberExpression';
  object: AstNode;
  property: AstNode;
}
interface VariableDeclarator extends AstNode {
  id: AstNode;
  init: AstNode | null;
}

const isIdentifier = (node: AstNode): node is Identifier => node.type === 'Identifier';
const isCall = (node: AstNode): node is CallExpression => node.type === 'CallExpression';
const isMember = (node: AstNode): node is MemberExpression => node.type === 'MemberExpression';

/** The identifier a chain such as `z.string().min(1)` or `dose.extend({…})` starts from. */
function chainRoot(node: AstNode): string | null {
  let current = node;
  for (;;) {
    if (isCall(current)) current = current.callee;
    else if (isMember(current)) current = current.object;
    else return isIdentifier(current) ? current.name : null;
  }
}

/** The name of the chain's last call: `max` in `z.string().max(5)`, `object` in `z.object({…})`. */
function lastStep(call: CallExpression): string | null {
  const callee = call.callee;
  if (isMember(callee)) return isIdentifier(callee.property) ? callee.property.name : null;
  return isIdentifier(callee) ? callee.name : null;
}

function topLevelDeclarators(program: { body: AstNode[] }): VariableDeclarator[] {
  const declarators: VariableDeclarator[] = [];
  for (const statement of program.body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? (statement as AstNode & { declaration: AstNode | null }).declaration : statement;
    if (declaration?.type === 'VariableDeclaration') declarators.push(...(declaration as AstNode & { declarations: VariableDeclarator[] }).declarations);
  }
  return declarators;
}

/**
 * The calls that would build a schema when the module loads: chains from `z` or from a schema (a name ending in
 * `Schema`) outside a lazy wrapper and outside a function that is declared, not called, at the top level. A callback
 * handed to a call (`METRICS.map((m) => z.number())`) runs at load, so it counts. For the test that keeps the
 * contract free of them: each one is a schema the web app would build before it needs it.
 */
export function eagerSchemaCalls(code: string, filename: string): string[] {
  const program = parseSync(filename, code).program as unknown as AstNode;
  const found: string[] = [];
  const visit = (node: unknown, deferred: boolean): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child, deferred);
      return;
    }
    if (node === null || typeof node !== 'object' || typeof (node as AstNode).type !== 'string') return;
    const current = node as AstNode & Record<string, unknown>;
    let inner = deferred;
    if (current.type === 'FunctionDeclaration' || current.type === 'MethodDefinition') inner = true;
    if (current.type === 'VariableDeclarator') {
      const init = (current as unknown as VariableDeclarator).init;
      if (init !== null && (init.type === 'ArrowFunctionExpression' || init.type === 'FunctionExpression')) {
        visit(init, true);
        return;
      }
    }
    if (isCall(current)) {
      if (isIdentifier(current.callee) && current.callee.name === '__lazySchema') return;
      const root = chainRoot(current);
      if (!deferred && root !== null && (root === 'z' || root.endsWith('Schema'))) {
        found.push(code.slice(current.start, Math.min(current.end, current.start + 80)));
        return;
      }
    }
    for (const [key, value] of Object.entries(current)) if (key !== 'type' && key !== 'start' && key !== 'end') visit(value, inner);
  };
  visit(program, false);
  return found;
}

/** The module with its schemas made lazy, or null when it declares none. */
export function lazifySchemas(code: string, filename: string, lazySchemaModule: string): { code: string; map: ReturnType<MagicString['generateMap']> } | null {
  const program = parseSync(filename, code).program as unknown as { body: AstNode[] };
  const schemas = new Set<string>();
  const output = new MagicString(code);
  for (const declarator of topLevelDeclarators(program)) {
    const init = declarator.init;
    if (init === null || !isCall(init) || !isIdentifier(declarator.id)) continue;
    const root = chainRoot(init);
    const step = lastStep(init);
    if (root === null || step === null) continue;
    if (!(root === 'z' || schemas.has(root) || SCHEMA_HELPERS.has(root)) || !(SCHEMA_STEPS.has(step) || SCHEMA_HELPERS.has(step))) continue;
    output.appendLeft(init.start, '/* @__PURE__ */ __lazySchema(() => ');
    output.appendRight(init.end, ')');
    schemas.add(declarator.id.name);
  }
  if (schemas.size === 0) return null;
  output.prepend(`import { lazySchema as __lazySchema } from ${JSON.stringify(lazySchemaModule)};\n`);
  return { code: output.toString(), map: output.generateMap({ hires: true, source: filename }) };
}

export function lazySchemasPlugin(): Plugin {
  return {
    name: 'lazy-contract-schemas',
    apply: 'build',
    transform(code, id) {
      if (!CONTRACT_MODULE.test(id.replaceAll('\\', '/'))) return null;
      return lazifySchemas(code, id, LAZY_SCHEMA_MODULE);
    },
  };
}
