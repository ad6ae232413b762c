import { withServices } from '@hvac/console-api';

import { client as sessionClient } from './api';

/**
 * The whole API client (every data service) on the session of ./api: same session, same transport.
 * Imported by the signed-in shell and the invite screen only, keeping the services out of /login/.
 */
export const client = withServices(sessionClient);
