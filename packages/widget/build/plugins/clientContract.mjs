import MagicString from 'magic-string';
import { parseAst } from 'rollup/parseAst';
import { CONTRACT_FOLDER } from '../chunkPlan.mjs';

/**
 * What the API contract says for the server and the OpenAPI document only: the query's and the
 * body's schemas (the sample backend validates requests with them; the client sends what its
 * typed methods were given and parses only the answer, core's parseResponse), and the documented
 * extra error codes and the notes on additions (the client shows whatever code comes).
 */
export const SERVER_SIDE_FIELDS = ['query', 'body', 'errorCodes', 'addition'];

const CONTRACT_MODULE = new RegExp(`/${CONTRACT_FOLDER}contract\\w*\\.ts$`);

const keyOf = (property) =>
  property.type === 'Property' && !property.computed ? (property.key.name ?? property.key.value) : undefined;

/**
 * Removes {@link SERVER_SIDE_FIELDS} from every operation (an object literal with `method`, `path`
 * and `response`) of `code`, plain JavaScript, so that tree-shaking drops the request schemas no
 * other module of the bundle uses. Returns null when there is nothing to remove.
 */
export function withoutServerSideFields(code) {
  const out = new MagicString(code);
  let removed = 0;
  const visit = (node) => {
    if (node.type === 'ObjectExpression') {
      const keys = node.properties.map(keyOf);
      if (['method', 'path', 'response'].every((key) => keys.includes(key))) {
        node.properties.forEach((property, index) => {
          if (!SERVER_SIDE_FIELDS.includes(keys[index])) return;
          const next = node.properties[index + 1];
          out.remove(property.start, next ? next.start : property.end);
          removed++;
        });
      }
    }
    for (const value of Object.values(node)) {
      for (const child of Array.isArray(value) ? value : [value])
        if (child && typeof child.type === 'string') visit(child);
    }
  };
  visit(parseAst(code));
  return removed > 0 ? { code: out.toString(), map: out.generateMap({ hires: true }) } : null;
}

/**
 * The widget's copy of core's API contract, without what only the server and the OpenAPI document
 * read ({@link SERVER_SIDE_FIELDS}). Runs after esbuild (the modules are JavaScript by then).
 */
export function clientContract() {
  return {
    name: 'wizyta-client-contract',
    transform(code, id) {
      return CONTRACT_MODULE.test(id) ? withoutServerSideFields(code) : null;
    },
  };
}
