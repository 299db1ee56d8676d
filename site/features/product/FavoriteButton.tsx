import { Suspense } from 'react';
import { FavoriteControl } from './signed-in-parts';
import { useSignedInUser } from './use-signed-in';

/**
 * The product page's favourite island: nothing for visitors (and in the server HTML); for a signed-in user the
 * control that reads and changes the caller's favourite (FavoriteControl).
 */
export default function FavoriteButton({ productId, immediate = false }: { productId: string; immediate?: boolean }) {
  const { user } = useSignedInUser(immediate);
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      {/* A new user (another account signed in) reads its own state from scratch. */}
      <FavoriteControl key={user.token} productId={productId} />
    </Suspense>
  );
}
