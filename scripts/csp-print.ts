/**
 * Prints the headers to send with the built `dist/index.html` (run after `npm run build`): the
 * Content-Security-Policy, the other security headers, and HSTS for the real https domains.
 */
import fs from 'node:fs';
import { SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY, contentSecurityPolicy, providerScriptUrls } from './csp.ts';
import { loadMerchants } from './merchant-validate.ts';

const html = fs.readFileSync(new URL('../dist/index.html', import.meta.url), 'utf8');
console.log(`Content-Security-Policy: ${contentSecurityPolicy(html, providerScriptUrls(loadMerchants()))}`);
for (const [name, value] of Object.entries(SECURITY_HEADERS)) console.log(`${name}: ${value}`);
console.log(`Strict-Transport-Security: ${STRICT_TRANSPORT_SECURITY}   (the real https domains only)`);
