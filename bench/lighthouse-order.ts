/**
 * The order page is measured on a real order: the signed-in account places one through the API just before, as a
 * reader who opens `/order/{id}` after the checkout would have.
 */
export async function placeOrderAs(base: string, userInfo: string, productId: number): Promise<string> {
  const { token } = JSON.parse(userInfo) as { token: string };
  const res = await fetch(`${base}/api/orders/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      orderItems: [{ product: String(productId), qty: 1 }],
      shippingAddress: { name: 'Lighthouse Čitateľ', address: 'Hlavná 1', city: 'Bratislava', postalCode: '811 01', country: 'Slovensko' },
      paymentMethod: 'Prevodom vopred',
    }),
  });
  if (res.status !== 201) throw new Error(`placing the order failed: ${res.status} ${await res.text()}`);
  const order = (await res.json()) as { _id: string };
  // The confirmation and its PDF are made after the answer (no API shows when): a pause, so that the page is not
  // measured beside that work.
  await new Promise((r) => setTimeout(r, 2000));
  return order._id;
}
