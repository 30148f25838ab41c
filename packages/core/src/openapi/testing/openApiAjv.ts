import { Ajv2020 } from 'ajv/dist/2020.js';
import type { OpenApiDocument } from '../buildOpenApiDocument';

/**
 * An Ajv (JSON Schema 2020-12) that knows the document's components under their own `$ref`s
 * (`openapi.json#/components/schemas/Visit`), so a test can validate a real answer against the document as a
 * client generated from it would: an independent reader of what zod wrote. Strict, so a keyword
 * Ajv does not know fails; formats are not checked (zod writes its patterns next to them).
 */
export function openApiAjv(document: OpenApiDocument): Ajv2020 {
  const ajv = new Ajv2020({ strict: true, validateFormats: false, allErrors: true });
  // The document's root holds the components; `components` is where they live, not a keyword.
  ajv.addVocabulary(['components']);
  // An OpenAPI extension: an annotation for readers (which fields are additions to spec §7).
  ajv.addKeyword('x-wizyta-addition');
  ajv.addSchema({ components: document.components }, 'openapi.json');
  return ajv;
}
