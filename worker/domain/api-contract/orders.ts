/** Orders, their documents and payments, guests' orders, Packeta packets, the card gateway and the test checkout. */
import { routeTable } from './define';

export const orderRoutes = routeTable({});
