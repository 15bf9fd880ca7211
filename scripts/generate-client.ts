/**
 * Writes packages/client/src/schema.ts, the TypeScript types of every path, operation and schema
 * of the OpenAPI document (reports/openapi.json, written by openapi-document.ts just before), with
 * openapi-typescript. `npm run build` runs both, so the client is built from the document the
 * server serves; packages/client's test regenerates it from the served document and fails when
 * the committed file has drifted.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { clientSchemaSource } from './client-schema';

const document = JSON.parse(readFileSync(resolve(process.argv[2] ?? 'reports/openapi.json'), 'utf8')) as Record<string, unknown>;
writeFileSync(resolve('packages/client/src/schema.ts'), await clientSchemaSource(document));
