/**
 * `GET /api/dashboard`'s answer (admins only), described once for the contract (api-contract/media.ts) and typed
 * from it for the `/admin` island. Apart from ./dashboard.ts, whose labels and calendar rules the island loads at
 * run time: this file is zod, and the browser imports only its types.
 */
import { z } from 'zod';
import type { ShopMailDelivery } from './outbox';

const euros = z.number().meta({ description: 'Suma v eurách.' });
const id = z.string();

/** One calendar month of orders (not cancelled); money in euros as the API speaks. */
const dashboardMonthSchema = z.strictObject({
  month: z.string().meta({ description: 'Mesiac `YYYY-MM` podľa bratislavského času.' }),
  orders: z.number().int(),
  revenue: euros.meta({ description: 'Súčet `totalPrice` objednávok mesiaca (bez zrušených), v eurách.' }),
  paidRevenue: euros.meta({ description: 'Z toho už zaplatené, v eurách.' }),
});
export type DashboardMonth = z.output<typeof dashboardMonthSchema>;

const dashboardLowStockSchema = z.strictObject({
  _id: id,
  name: z.string(),
  countInStock: z.number().int(),
  waiting: z.number().int().meta({ description: 'Čitatelia, ktorí čakajú na e-mail, keď bude titul opäť na sklade.' }),
});

const dashboardPendingReviewSchema = z.strictObject({
  _id: id,
  productId: id,
  productName: z.string(),
  name: z.string().meta({ description: 'Meno autora recenzie, ako sa zobrazuje.' }),
  comment: z.string().meta({ description: 'Prvých 200 znakov komentára.' }),
  createdAt: z.string(),
});

const mailDeliveries = ['provider', 'outbox'] as const satisfies readonly ShopMailDelivery[];

export const apiDashboardSchema = z.strictObject({
  visits: z.number().int().meta({ description: 'Počítadlo návštev (to isté ako `GET /api/counter/count`).' }),
  months: z.array(dashboardMonthSchema).meta({ description: 'Posledných 12 mesiacov, najstarší prvý; mesiac bez objednávok má nuly.' }),
  lowStock: z.array(dashboardLowStockSchema).meta({ description: 'Tituly s nízkym stavom skladu, najmenej kusov prvé, najviac 20.' }),
  lowStockTotal: z.number().int(),
  lowStockLimit: z.number().int().meta({ description: 'Hranica nízkeho stavu (kusy).' }),
  pendingReviews: z.number().int().meta({ description: 'Počet recenzií, ktoré čakajú na schválenie.' }),
  latestPendingReviews: z.array(dashboardPendingReviewSchema).meta({ description: 'Najnovšie z nich, najviac 5.' }),
  mailDelivery: z.enum(mailDeliveries).meta({ description: '`outbox`: obchod nemá poskytovateľa e-mailov, žiadny e-mail neodchádza.' }),
});
export type ApiDashboard = z.output<typeof apiDashboardSchema>;
