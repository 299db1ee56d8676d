/** Accounts, sign-in, subscribers, newsletters and the outbox. */
import { routeTable } from './define';

export const accountRoutes = routeTable({});
