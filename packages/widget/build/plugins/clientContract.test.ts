// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { transform } from 'esbuild';
import { parseAst } from 'rollup/parseAst';
import { describe, expect, it } from 'vitest';
import { at, CONTRACT_FOLDER } from '../chunkPlan.mjs';
import { SERVER_SIDE_FIELDS, withoutServerSideFields } from './clientContract.mjs';

/** The keys of every operation (an object with `method`, `path` and `response`) in `code`. */
function operationKeys(code: string): string[][] {
  const found: string[][] = [];
  const visit = (node: Record<string, unknown>): void => {
    if (node.type === 'ObjectExpression') {
      const keys = (node.properties as { key?: { name?: string; value?: string } }[]).map(
        (property) => property.key?.name ?? String(property.key?.value),
      );
      if (['method', 'path', 'response'].every((key) => keys.includes(key))) found.push(keys);
    }
    for (const value of Object.values(node))
      for (const child of Array.isArray(value) ? value : [value])
        if (child && typeof child === 'object' && typeof child.type === 'string') visit(child);
  };
  visit(parseAst(code) as unknown as Record<string, unknown>);
  return found;
}

const contractFiles = readdirSync(at(CONTRACT_FOLDER)).filter((file) => /^contract\w*\.ts$/.test(file));

describe("the widget's copy of the API contract", () => {
  it.each(contractFiles)(
    '%s keeps what the client reads of every operation, and nothing else',
    async (file) => {
      const { code } = await transform(readFileSync(at(`${CONTRACT_FOLDER}${file}`), 'utf8'), {
        loader: 'ts',
        minify: true,
      });
      const before = operationKeys(code);
      const stripped = withoutServerSideFields(code)?.code ?? code;
      const after = operationKeys(stripped);
      expect(after).toHaveLength(before.length);
      after.forEach((keys, index) => {
        expect(keys).toEqual(before[index]?.filter((key) => !SERVER_SIDE_FIELDS.includes(key)));
        expect(keys).toEqual(
          expect.arrayContaining(['method', 'path', 'auth', 'response', 'defaultErrorCode']),
        );
      });
    },
  );

  it('removes the request schemas and the notes, the last property too, and leaves other objects alone', () => {
    const code =
      'export const A={get:{method:"GET",path:"/a",query:Q,auth:!1,response:R,errorCodes:[{code:1,status:400,when:"x"}]},' +
      'post:{method:"POST",path:"/b",response:"empty",body:B}};export const other={body:B,query:Q};';
    expect(withoutServerSideFields(code)?.code).toBe(
      'export const A={get:{method:"GET",path:"/a",auth:!1,response:R,},' +
        'post:{method:"POST",path:"/b",response:"empty",}};export const other={body:B,query:Q};',
    );
    expect(withoutServerSideFields('export const other={body:B};')).toBeNull();
  });
});
