import type { ReactNode } from 'react';
import { formatEur } from '~/worker/domain/money';
import type { ShippingAddress } from '~/worker/domain/orders';
import { productHref } from '~/site/lib/paths';
import type { ShownLine } from '../../lib/orders/order-view';
import { sumRows, type SumFigures } from '../../lib/orders/sum-rows';

/** Pieces shared by the order summary before placing (/placeorder) and the order pages after. */

/** Items as "2 × 9,90 € = 19,80 €", each linking to its product (unless the product was deleted since). */
export function LinesList({ lines, label = 'Položky objednávky' }: { lines: ShownLine[]; label?: string }) {
  return (
    <ul className="order-lines" aria-label={label}>
      {lines.map((l) => (
        <li key={l.key} className="order-line">
          <img className="order-line-img" src={l.image} alt="" width="48" height="66" loading="lazy" />
          <div className="order-line-main">
            {l.productId ? (
              <a className="order-line-name" href={productHref(l.productId)}>
                {l.name}
              </a>
            ) : (
              <span className="order-line-name">{l.name}</span>
            )}
            {l.discount > 0 && <span className="cart-discount">Zľava {l.discount}%</span>}
          </div>
          <p className="order-line-sum">
            {l.qty} × {formatEur(l.unitCents)} = <strong>{formatEur(l.lineCents)}</strong>
          </p>
        </li>
      ))}
    </ul>
  );
}

/** The summary's rows (site/lib/orders/sum-rows.ts), with the caller's own rows first. */
export function Sums({ figures, children }: { figures: SumFigures; children?: ReactNode }) {
  return (
    <dl className="checkout-sums">
      {children}
      {sumRows(figures).map((row) => (
        <div key={row.label} className={row.className}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

const hasBilling = (a: ShippingAddress) =>
  [a.billingName, a.billingAddress, a.billingCity, a.billingPostalCode, a.billingCountry, a.billingICO, a.billingDIC].some((v) =>
    v?.trim(),
  );

/** The delivery address (with e-mail when known), the billing details when given, and the note. */
export function AddressBlock({ address: a, email }: { address: ShippingAddress; email?: string }) {
  return (
    <div className="order-address">
      <address>
        <strong>{a.name}</strong>
        <br />
        {a.address}
        <br />
        {a.postalCode} {a.city}
        <br />
        {a.country}
        {a.phone && (
          <>
            <br />
            Telefón: {a.phone}
          </>
        )}
        {email && (
          <>
            <br />
            E-mail: {email}
          </>
        )}
      </address>
      {hasBilling(a) && (
        <div className="order-billing">
          <h3>Fakturačné údaje</h3>
          <address>
            {a.billingName && (
              <>
                {a.billingName}
                <br />
              </>
            )}
            {a.billingAddress && (
              <>
                {a.billingAddress}
                <br />
              </>
            )}
            {(a.billingPostalCode || a.billingCity) && (
              <>
                {a.billingPostalCode} {a.billingCity}
                <br />
              </>
            )}
            {a.billingCountry && (
              <>
                {a.billingCountry}
                <br />
              </>
            )}
            {a.billingICO && (
              <>
                IČO: {a.billingICO}
                <br />
              </>
            )}
            {a.billingDIC && <>DIČ: {a.billingDIC}</>}
          </address>
        </div>
      )}
      {a.note && (
        <p className="order-note">
          <span className="order-label">Poznámka:</span> {a.note}
        </p>
      )}
    </div>
  );
}
