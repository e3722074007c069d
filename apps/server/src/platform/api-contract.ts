/**
 * docs/api-contract.md, written from the OpenAPI document (`/api/docs/json`) so it cannot drift
 * from the routes: `npm run docs:api` rewrites it, and a test fails while the committed file
 * differs from what the routes say now.
 */

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  nullable?: boolean;
  format?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  additionalProperties?: JsonSchema | boolean;
  default?: unknown;
};
type Parameter = { in: string; name: string; required?: boolean; schema?: JsonSchema };
type Content = Record<string, { schema?: JsonSchema }>;
type Operation = {
  summary?: string;
  tags?: string[];
  'x-access'?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Content };
  responses?: Record<string, { description?: string; content?: Content }>;
};
export type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

const METHOD_ORDER = ['get', 'post', 'put', 'patch', 'delete'];

/** A JSON schema as a short TypeScript-like type: `{ id: string, name?: string | null }`. */
export function typeOf(schema: JsonSchema | undefined): string {
  if (!schema) {
    return 'unknown';
  }
  const base = bareTypeOf(schema);
  return schema.nullable && !base.endsWith('| null') ? `${base} | null` : base;
}

function bareTypeOf(schema: JsonSchema): string {
  const union = schema.anyOf ?? schema.oneOf;
  if (union) {
    return union.map(typeOf).join(' | ');
  }
  if (schema.allOf) {
    return schema.allOf.map(typeOf).join(' & ');
  }
  if (schema.enum) {
    return schema.enum.map((value) => JSON.stringify(value).replace(/"/g, "'")).join(' | ');
  }
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : schema.type;
  if (type === 'array') {
    const item = typeOf(schema.items);
    return item.includes(' ') && !item.startsWith('{') ? `(${item})[]` : `${item}[]`;
  }
  if (type === 'object' || schema.properties) {
    return objectTypeOf(schema);
  }
  if (type === 'string' && schema.format === 'binary') {
    return 'file';
  }
  return type ?? 'unknown';
}

function objectTypeOf(schema: JsonSchema): string {
  const required = new Set(schema.required ?? []);
  const fields = Object.entries(schema.properties ?? {}).map(
    ([name, field]) => `${name}${required.has(name) ? '' : '?'}: ${typeOf(field)}`,
  );
  const extra = schema.additionalProperties;
  if (extra && typeof extra === 'object') {
    fields.push(`[key: string]: ${typeOf(extra)}`);
  }
  return fields.length === 0 ? '{}' : `{ ${fields.join(', ')} }`;
}

function bodyOf(content: Content | undefined): string {
  return Object.entries(content ?? {})
    .map(([mediaType, { schema }]) =>
      mediaType === 'application/json'
        ? `\`${typeOf(schema)}\``
        : `${mediaType} \`${typeOf(schema)}\``,
    )
    .join(', ');
}

function queryOf(parameters: Parameter[] | undefined): string {
  const query = (parameters ?? []).filter((p) => p.in === 'query');
  const fields = query.map((p) => `${p.name}${p.required ? '' : '?'}: ${typeOf(p.schema)}`);
  return fields.length === 0 ? '' : `\`{ ${fields.join(', ')} }\``;
}

function operationSection(method: string, url: string, operation: Operation): string[] {
  const responses = Object.entries(operation.responses ?? {});
  const successes = responses.filter(([status]) => Number(status) < 400);
  const failures = responses.filter(([status]) => Number(status) >= 400);
  const lines = [`### ${method.toUpperCase()} ${url}`, ''];
  if (operation.summary) {
    lines.push(operation.summary, '');
  }
  lines.push(`- access: \`${operation['x-access'] ?? 'unknown'}\``);
  const query = queryOf(operation.parameters);
  if (query) {
    lines.push(`- query: ${query}`);
  }
  const body = bodyOf(operation.requestBody?.content);
  if (body) {
    lines.push(`- body: ${body}`);
  }
  for (const [status, response] of successes) {
    const answer = bodyOf(response.content);
    lines.push(`- ${status}: ${answer || response.description || 'no body'}`);
  }
  if (failures.length > 0) {
    lines.push(`- errors: ${failures.map(([status]) => status).join(', ')}`);
  }
  lines.push('');
  return lines;
}

/** The whole markdown file, grouped by tag in order of first appearance. */
export function renderApiContract(doc: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  for (const [url, item] of Object.entries(doc.paths)) {
    const methods = Object.keys(item).sort(
      (a, b) => METHOD_ORDER.indexOf(a) - METHOD_ORDER.indexOf(b),
    );
    for (const method of methods) {
      const operation = item[method];
      if (!operation) {
        continue;
      }
      const tag = operation.tags?.[0] ?? 'other';
      const section = byTag.get(tag) ?? [];
      section.push(...operationSection(method, url, operation));
      byTag.set(tag, section);
    }
  }
  const lines = [
    '# API contract',
    '',
    '<!-- Generated from /api/docs/json by `npm run docs:api`; do not edit by hand. -->',
    '',
    'Same origin, JSON bodies, the session in an httpOnly SameSite=Lax cookie (send',
    "`credentials: 'include'`). Every schema comes from `@app/domain` (packages/domain/src); the",
    'server declares it per route and the console parses every answer with it. Every error',
    'answers `{ error: { code: string, message: string, fields?: { [field]: message } } }`.',
    'Access rules: see `apps/server/src/platform/access.ts`.',
    '',
  ];
  for (const [tag, section] of byTag) {
    lines.push(`## ${tag}`, '', ...section);
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
