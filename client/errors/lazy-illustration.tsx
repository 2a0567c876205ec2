import { lazy, Suspense, type ComponentType } from 'react';

type Name = 'doorway' | 'broken-signal';
type Drawing = { default: ComponentType<{ className?: string }> };

/*
 * The error pages' drawings load on their own: few visits see an error page, and the first load of every other
 * page should not carry them (first-route JS budget, docs/bench.md). An error page can show because the network
 * went away, so a drawing that cannot load is simply left out; the box keeps its size either way.
 */
const drawings = {
  doorway: lazy(() =>
    import('./error-illustration').then((m): Drawing => ({ default: m.DoorwayIllustration }), (): Drawing => ({ default: NoDrawing })),
  ),
  'broken-signal': lazy(() =>
    import('./error-illustration').then((m): Drawing => ({ default: m.BrokenSignalIllustration }), (): Drawing => ({ default: NoDrawing })),
  ),
};

function NoDrawing() {
  return null;
}

export function LazyIllustration({ name }: { name: Name }) {
  const Drawing = drawings[name];
  return (
    <div className="flex aspect-[6/5] w-56 items-end md:w-64">
      <Suspense fallback={null}>
        <Drawing />
      </Suspense>
    </div>
  );
}
