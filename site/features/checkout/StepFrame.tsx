import { Loading } from '~/site/components/ui/form';

/**
 * A checkout step until it may show its form (the guard has not decided yet): the heading in the box the step
 * draws itself in, with a loading line; the same frame as the page's built fallback (<AccountFallback frame>),
 * so the heading does not move when the island takes over.
 */
export function StepFrame({ title, frame = 'checkout-card' }: { title: string; frame?: string }) {
  return (
    <div className={frame}>
      <h1>{title}</h1>
      <Loading />
    </div>
  );
}
