import { setupServer } from 'msw/node';

/** Placeholder until the sandbox handlers land. */
export const server = setupServer();
