// The OpenAPI document of the contract and the tools around it (`@wizyta/core/openapi`): used by
// `npm run openapi` and `npm run contract-check`, never by the widget or the portal.

export {
  buildOpenApiDocument,
  type OpenApiDocument,
  type OpenApiInfo,
  type OperationObject,
  type ParameterObject,
  type RequestBodyObject,
} from './buildOpenApiDocument';
export { type ContractSchemas, contractSchemas, type JsonSchema } from './contractSchemas';
