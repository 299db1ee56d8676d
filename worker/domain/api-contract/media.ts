/** Recordings, videos, banners, uploads, publishing, the staff's dashboard, shop settings, discount codes and pages. */
import { routeTable } from './define';

export const mediaRoutes = routeTable({});
