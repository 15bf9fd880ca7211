import { readFileSync } from 'node:fs';
import { z } from 'zod';

/**
 * Examples for the API document, taken from real calls on the seeded demo store (realm demo, store
 * 12) as the demo shopper by scripts/openapi-examples.ts (`npm run openapi:examples`), which
 * writes openapi-examples.json. Each operation's entry holds the query and path values of the call,
 * its request body and its answers by status.
 *
 * The document is built only when every example still fits its route's contract: describeOperation
 * parses each one with the route's zod schemas (checkExamples), so a contract change that makes an
 * example wrong fails the document's test, `npm run lint:api` and the client's generation, as a
 * route missing from the operation table does. addExamples then puts them on the document.
 */
export type OperationExamples = {
  query?: Record<string, string | number | boolean>;
  path?: Record<string, string | number>;
  header?: Record<string, string>;
  request?: unknown;
  responses?: Record<string, unknown>;
};
export type Examples = Record<string, OperationExamples>;

export const EXAMPLES_FILE = 'apps/server/src/plugins/openapi-examples.json';
let demo: Examples | undefined;
/** The committed examples (openapi-examples.json), read once. */
export const demoExamples = (): Examples => (demo ??= JSON.parse(readFileSync(new URL('./openapi-examples.json', import.meta.url), 'utf8')) as Examples);

const SUMMARY = 'The demo store (realm demo), as the demo shopper';

/** A route's zod schemas, as describeOperation has them; `written` are the statuses it answers without one (streams). */
export type RouteContract = {
  body?: unknown;
  querystring?: unknown;
  params?: unknown;
  headers?: unknown;
  response: Record<string, unknown>;
  written: string[];
};

/** Key paths of `input` that parsing dropped: fields the contract does not have. */
function dropped(input: unknown, output: unknown, at: string): string[] {
  if (Array.isArray(input)) return Array.isArray(output) ? input.flatMap((v, i) => dropped(v, output[i], `${at}[${i}]`)) : [];
  if (!isRecord(input) || !isRecord(output)) return [];
  return Object.entries(input).flatMap(([key, value]) => {
    const path = at ? `${at}.${key}` : key;
    return key in output ? dropped(value, output[key], path) : [path];
  });
}
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Why `value` is not what `schema` describes, or undefined when it is (fields the schema lacks count too). */
function mismatch(schema: unknown, value: unknown): string | undefined {
  if (!(schema instanceof z.ZodType)) return 'the route declares no zod schema for it';
  const result = schema.safeParse(value);
  if (!result.success) return z.prettifyError(result.error);
  const extra = dropped(value, result.data, '');
  return extra.length ? `not in the contract: ${extra.join(', ')}` : undefined;
}

/** Query and path values travel as text: the contracts parse them from strings. */
const asText = (values: Record<string, unknown>) => Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)]));

/** Throws, naming the operation, the part and the field, when an example does not fit the route's contract. */
export function checkExamples(id: string, examples: OperationExamples | undefined, contract: RouteContract): void {
  if (!examples) return;
  const problems: [string, string | undefined][] = [];
  if (examples.query) problems.push(['query', mismatch(contract.querystring, asText(examples.query))]);
  if (examples.path) problems.push(['path', mismatch(contract.params, asText(examples.path))]);
  if (examples.header) problems.push(['headers', mismatch(contract.headers, examples.header)]);
  if (examples.request !== undefined) problems.push(['request body', mismatch(contract.body, examples.request)]);
  for (const [status, value] of Object.entries(examples.responses ?? {})) {
    const written = contract.written.includes(status);
    problems.push([`${status} answer`, written ? (typeof value === 'string' ? undefined : 'a stream is text') : mismatch(contract.response[status], value)]);
  }
  const wrong = problems.filter(([, problem]) => problem);
  if (wrong.length) {
    const list = wrong.map(([part, problem]) => `the ${part}: ${problem}`).join('\n');
    throw new Error(`The example of ${id} in ${EXAMPLES_FILE} does not fit its contract (npm run openapi:examples writes them anew):\n${list}`);
  }
}

type Media = { examples?: Record<string, { summary: string; value: unknown }> };
type DocumentOperation = {
  operationId?: string;
  parameters?: { name: string; in: string; example?: unknown }[];
  requestBody?: { content?: Record<string, Media> };
  responses?: Record<string, { content?: Record<string, Media> }>;
};

const onMedia = (content: Record<string, Media> | undefined, value: unknown, where: string) => {
  const media = content && Object.values(content)[0];
  if (!media) throw new Error(`${where} has no content for its example in ${EXAMPLES_FILE}`);
  media.examples = { demo: { summary: SUMMARY, value } };
};

/**
 * fastify-swagger's transformObject: puts each example on its operation, as the `demo` example of
 * the request body's and each answer's media type and as the example of each parameter. Throws
 * for an operationId the document does not have, so the file cannot outlive a renamed operation.
 */
export function addExamples<T extends { paths?: unknown }>(document: T, examples: Examples): T {
  const paths = (document.paths ?? {}) as Record<string, Record<string, DocumentOperation>>;
  const operations = new Map(Object.values(paths).flatMap((methods) => Object.values(methods).map((operation) => [operation.operationId, operation] as const)));

  for (const [id, example] of Object.entries(examples)) {
    const operation = operations.get(id);
    if (!operation) throw new Error(`${EXAMPLES_FILE} has examples of ${id}, which no operation is called`);
    for (const [place, values] of [
      ['query', example.query],
      ['path', example.path],
      ['header', example.header],
    ] as const) {
      for (const [name, value] of Object.entries(values ?? {})) {
        const parameter = operation.parameters?.find((p) => p.in === place && p.name === name);
        if (!parameter) throw new Error(`${id} has no ${place} parameter ${name} for its example in ${EXAMPLES_FILE}`);
        parameter.example = value;
      }
    }
    if (example.request !== undefined) onMedia(operation.requestBody?.content, example.request, `${id}'s request body`);
    for (const [status, value] of Object.entries(example.responses ?? {})) onMedia(operation.responses?.[status]?.content, value, `${id}'s ${status} answer`);
  }
  return document;
}
