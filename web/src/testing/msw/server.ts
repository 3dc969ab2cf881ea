import { setupServer } from 'msw/node';
import { handlers } from './handlers.ts';

/** The network of every web test (started in setup-tests.ts). */
export const server = setupServer(...handlers);
