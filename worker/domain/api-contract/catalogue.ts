/** Titles, their reviews, favourites, stock alerts, suggestions and the visit counter. */
import { routeTable } from './define';

export const catalogueRoutes = routeTable({});
