#!/usr/bin/env node
// Checks the API contract: lints schemas/api/openapi.yaml with Redocly's recommended rules and fails when the generated
// files under src/api/ no longer match it.
//   node scripts/api-check.mjs          lint + staleness check (npm run api:check)
//   node scripts/api-check.mjs --write  regenerate src/api/schema.gen.ts, operations.gen.ts and transport.gen.ts
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { relative } from 'node:path';
import { createConfig, lint, getTotals } from '@redocly/openapi-core';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import { parse } from 'yaml';

const root = fileURLToPath(new URL('..', import.meta.url));
const specUrl = new URL('../schemas/api/openapi.yaml', import.meta.url);
const specPath = fileURLToPath(specUrl);
const schemaGenPath = fileURLToPath(new URL('../src/api/schema.gen.ts', import.meta.url));
const operationsGenPath = fileURLToPath(new URL('../src/api/operations.gen.ts', import.meta.url));
const transportGenPath = fileURLToPath(new URL('../src/api/transport.gen.ts', import.meta.url));
const write = process.argv.includes('--write');
const rel = (p) => relative(root, p);

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

/** Same output as the openapi-typescript CLI (`npm run api:gen`), so either can write the file. */
async function generateSchemaTypes() {
  return `${COMMENT_HEADER}${astToString(await openapiTS(specUrl, { silent: true }))}`;
}

/** The per-operation platform metadata the client middleware needs at run time, keyed by `METHOD /path`. */
function generateOperations(doc) {
  const entries = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item?.[method];
      if (!op) continue;
      const meta = {
        operationId: op.operationId,
        module: op['x-module'],
        token: op['x-token'] === true,
        encrypt: op['x-encrypt'] === true,
        envelope: op['x-envelope'] !== false,
        ...(op['x-body'] ? { body: op['x-body'] } : {}),
        ...(op['x-gateway-version'] ? { gatewayVersion: op['x-gateway-version'] } : {}),
      };
      const fields = Object.entries(meta).map(([k, v]) => `${k}: ${JSON.stringify(v)}`);
      entries.push(`  ${JSON.stringify(`${method.toUpperCase()} ${path}`)}: { ${fields.join(', ')} },`);
    }
  }
  return [
    '// Generated from schemas/api/openapi.yaml by `node scripts/api-check.mjs --write`. Do not edit.',
    '',
    '/** Platform metadata of one operation (x-module, x-token, x-encrypt, x-envelope, x-body, x-gateway-version). */',
    'export interface OperationMeta {',
    '  operationId: string;',
    '  module: string;',
    '  token: boolean;',
    '  encrypt: boolean;',
    '  envelope: boolean;',
    "  body?: 'form';",
    '  gatewayVersion?: number;',
    '}',
    '',
    '/** Every contract operation keyed by `METHOD /path` (the path template as in the contract). */',
    'export const operations: Readonly<Record<string, OperationMeta>> = {',
    ...entries,
    '};',
    '',
  ].join('\n');
}

/**
 * What the client's middleware needs of each operation, as small as it can be: it is part of every page's first load
 * (the full table with ids and modules, operations.gen.ts, is for the sandbox and the tests). One number per operation
 * that differs from the default (no token, not encrypted, enveloped, JSON body, no gateway version).
 */
function generateTransport(doc) {
  const USUAL = 1;
  const entries = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item?.[method];
      if (!op) continue;
      const flags = (op['x-token'] === true ? 1 : 0) | (op['x-encrypt'] === true ? 2 : 0) | (op['x-envelope'] === false ? 4 : 0)
        | (op['x-body'] === 'form' ? 8 : 0) | ((op['x-gateway-version'] ?? 0) << 4);
      // Most operations need a token and nothing else: the table keeps only the others, XOR-ed with that usual case.
      if (flags !== USUAL) entries.push(`  ${JSON.stringify(`${method.toUpperCase()} ${path}`)}: ${flags ^ USUAL},`);
    }
  }
  return [
    '// Generated from schemas/api/openapi.yaml by `node scripts/api-check.mjs --write`. Do not edit.',
    '',
    '/** Bits of `transport`: x-token, x-encrypt, x-envelope false, x-body form; x-gateway-version is `flags >> 4`. */',
    'export const TOKEN = 1;',
    'export const ENCRYPT = 2;',
    'export const NO_ENVELOPE = 4;',
    'export const FORM_BODY = 8;',
    '',
    '/** The usual operation: needs a token, plain, enveloped JSON. */',
    'const USUAL = TOKEN;',
    '',
    '/** Operations that differ from the usual one, keyed by `METHOD /path`: their flags XOR `USUAL`. */',
    'const transport: Readonly<Record<string, number>> = {',
    ...entries,
    '};',
    '',
    '/** The flags of an operation, keyed by `METHOD /path`. */',
    'export function transportFlags(key: string): number {',
    '  return (transport[key] ?? 0) ^ USUAL;',
    '}',
    '',
    '/** Every operation the table lists (for the test that keeps it in step with the contract). */',
    'export const listedOperations: readonly string[] = Object.keys(transport);',
    '',
  ].join('\n');
}

async function lintContract() {
  // Redocly's recommended set applies as is: the contract declares `security` per operation (an apiKey scheme for the
  // raw Authorization token, empty for public calls), so no rule needs to be switched off. `info-license-url` is off
  // because the product is proprietary and has no licence page to link.
  const config = await createConfig({ extends: ['recommended'], rules: { 'info-license-url': 'off' } });
  const problems = await lint({ ref: specPath, config });
  for (const p of problems) {
    const loc = p.location?.[0];
    const where = loc ? `${rel(specPath)}${loc.pointer ?? ''}` : rel(specPath);
    console.error(`${p.severity === 'error' ? 'error' : 'warning'} [${p.ruleId}] ${p.message}\n    at ${where}`);
  }
  const totals = getTotals(problems);
  console.log(`openapi lint: ${totals.errors} error(s), ${totals.warnings} warning(s)`);
  // Warnings are failures too: the contract should stay clean, and a warning left today hides tomorrow's.
  return totals.errors + totals.warnings === 0;
}

async function main() {
  const doc = parse(readFileSync(specPath, 'utf8'));
  const schemaTypes = await generateSchemaTypes();
  const operations = generateOperations(doc);
  const transportTable = generateTransport(doc);

  if (write) {
    writeFileSync(schemaGenPath, schemaTypes);
    writeFileSync(operationsGenPath, operations);
    writeFileSync(transportGenPath, transportTable);
    console.log(`wrote ${rel(schemaGenPath)}, ${rel(operationsGenPath)} and ${rel(transportGenPath)}`);
    return 0;
  }

  let ok = await lintContract();
  for (const [path, expected, fix] of [
    [schemaGenPath, schemaTypes, 'npm run api:gen'],
    [operationsGenPath, operations, 'node scripts/api-check.mjs --write'],
    [transportGenPath, transportTable, 'node scripts/api-check.mjs --write'],
  ]) {
    const current = existsSync(path) ? readFileSync(path, 'utf8') : '';
    if (current !== expected) {
      console.error(`${rel(path)} is stale: run ${fix}`);
      ok = false;
    }
  }
  if (ok) console.log('api contract: ok');
  return ok ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
