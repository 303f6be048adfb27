// @ts-check
/**
 * Calls back with every module specifier a file names: static imports, re-exports and dynamic `import()` with a
 * literal. Both architecture rules look at the same places, so they share this visitor.
 */

/** @typedef {import('eslint').Rule.Node} Node */
/** @typedef {import('estree').Literal} Literal */

/**
 * @param {(source: Literal & { value: string }) => void} check
 * @returns {import('eslint').Rule.RuleListener}
 */
export function visitImportSources(check) {
  /** @param {unknown} source */
  const visit = (source) => {
    const literal = /** @type {Literal | null | undefined} */ (source);
    if (literal && literal.type === 'Literal' && typeof literal.value === 'string') check(/** @type {Literal & { value: string }} */ (literal));
  };
  return {
    ImportDeclaration: (node) => visit(node.source),
    ExportAllDeclaration: (node) => visit(node.source),
    ExportNamedDeclaration: (node) => visit(node.source),
    ImportExpression: (node) => visit(node.source),
  };
}
