/** Prints the Content-Security-Policy header value for the built `dist/index.html` (run after `npm run build`). */
import fs from 'node:fs';
import { contentSecurityPolicy, providerScriptUrls } from './csp.ts';
import { loadMerchants } from './merchant-validate.ts';

const html = fs.readFileSync(new URL('../dist/index.html', import.meta.url), 'utf8');
console.log(contentSecurityPolicy(html, providerScriptUrls(loadMerchants())));
