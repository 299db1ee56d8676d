import { eq } from 'drizzle-orm';
import type { Db } from '../../client';
import { shopSettings } from '../../schema';

/**
 * The shop's terms, one row (id 1, made by migration 0007): days to pay a bank transfer and a card order, open
 * unpaid orders per account. Read by the scheduled job, the order placement and the order answers.
 */

export interface ShopTermsRow {
  transferPayDays: number;
  cardPayDays: number;
  maxOpenUnpaid: number;
}

export const TERMS_COLUMNS = {
  transferPayDays: shopSettings.transferPayDays,
  cardPayDays: shopSettings.cardPayDays,
  maxOpenUnpaid: shopSettings.maxOpenUnpaid,
};

/** The terms row; undefined only if someone deleted it (callers fall back to the migration's defaults). */
export async function readShopTerms(db: Db): Promise<ShopTermsRow | undefined> {
  const [row] = await db.select(TERMS_COLUMNS).from(shopSettings).where(eq(shopSettings.id, 1));
  return row;
}

/** Sets all three terms (the row is made again if it went missing). */
export async function writeShopTerms(db: Db, terms: ShopTermsRow): Promise<ShopTermsRow> {
  const [row] = await db
    .insert(shopSettings)
    .values({ id: 1, ...terms })
    .onConflictDoUpdate({ target: shopSettings.id, set: terms })
    .returning(TERMS_COLUMNS);
  return row;
}

/** The delivery settings as stored (JSON, '' = the defaults; worker/domain/delivery.ts reads it). */
export async function readDeliveryJson(db: Db): Promise<string> {
  const [row] = await db.select({ delivery: shopSettings.delivery }).from(shopSettings).where(eq(shopSettings.id, 1));
  return row?.delivery ?? '';
}

/** Stores the delivery settings (the row is made again, with the terms' defaults, if it went missing). */
export async function writeDeliveryJson(db: Db, json: string): Promise<void> {
  await db
    .insert(shopSettings)
    .values({ id: 1, delivery: json })
    .onConflictDoUpdate({ target: shopSettings.id, set: { delivery: json } });
}
