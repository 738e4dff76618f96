import { afterAll, beforeAll } from 'vitest';
import { configureApi, session } from '@/api';
import { setLanguage } from '@/i18n';
import { toast } from '@/ui/toast';
import { resetStore } from '../sandbox/store';

// The component project runs its files one after another in one module graph and one document per worker (isolate
// off in vite.config.ts). Each file starts as it would in a new one: the seeded sandbox, no session, EN, no toast, and
// only the document nodes that were there before it (a file's scripts and leftovers go with it).
const firstNodes = new Set<Node>([...document.head.childNodes, ...document.body.childNodes]);

// Files stand in for URL.createObjectURL and revokeObjectURL (jsdom has neither): what the worker's first file found
// is put back after each file.
const URL_STATICS = ['createObjectURL', 'revokeObjectURL'] as const;
const PRISTINE = Symbol.for('tests.pristineUrlStatics');
const scope = globalThis as typeof globalThis & { [PRISTINE]?: (PropertyDescriptor | undefined)[] };
const pristineUrl = (scope[PRISTINE] ??= URL_STATICS.map((name) => Object.getOwnPropertyDescriptor(URL, name)));

beforeAll(async () => {
  resetStore();
  session.clear();
  configureApi({ merchantCode: '', language: 'EN' });
  await setLanguage('EN');
});

afterAll(() => {
  // Toasts still showing when the file ended: a Toaster mounted later replays every toast not dismissed.
  toast.dismiss();
  for (const node of [...document.head.childNodes, ...document.body.childNodes]) if (!firstNodes.has(node)) node.remove();
  URL_STATICS.forEach((name, i) => {
    const descriptor = pristineUrl[i];
    if (descriptor) Object.defineProperty(URL, name, descriptor);
    else Reflect.deleteProperty(URL, name);
  });
});
