import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';

/** packages/client/src/schema.ts's text from an OpenAPI document (scripts/generate-client.ts, and packages/client's drift test). The generated file's text: a header, then openapi-typescript's paths, operations and components. */
export async function clientSchemaSource(document: Record<string, unknown>): Promise<string> {
  const ast = await openapiTS(document as unknown as OpenAPI3);
  return `/* eslint-disable */\n// Generated from the API document by scripts/generate-client.ts (npm run build); do not edit.\n\n${astToString(ast)}`;
}
