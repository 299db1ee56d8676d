/** Under a checkout step's form: the way back to the step before, and 'Pokračovať' (the form's submit). */
export function CheckoutActions({ back, backLabel, submit = true }: { back: string; backLabel: string; submit?: boolean }) {
  return (
    <div className="checkout-actions">
      <a className="checkout-back" href={back}>
        {backLabel}
      </a>
      {submit && (
        <button type="submit" className="acct-btn acct-btn--primary">
          Pokračovať
        </button>
      )}
    </div>
  );
}
