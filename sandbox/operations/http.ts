import { createOpenApiHttp } from 'openapi-msw';
import type { paths } from '../../src/api/schema.gen.ts';

/** Handlers typed from the contract; `*` matches any origin (dev server, preview, jsdom, the worker). */
export const http = createOpenApiHttp<paths>({ baseUrl: '*' });
